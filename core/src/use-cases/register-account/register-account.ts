import { sendVerificationEmail } from '../../domain/notifications/account-emails.js';
import { newAccountToken } from '../../domain/user/account-tokens.js';
import {
  accountFromRegistration,
  formInvalid,
  validateRegistration,
  type FieldErrors,
  type FormInput,
  type RegistrationForm,
} from '../../domain/user/registration-form.js';
import type { Locale } from '../../messages/translate.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type {
  Clock,
  EventPublisher,
  IdGenerator,
  Mailer,
  PasswordHasher,
} from '../../ports/services.port.js';
import { err, ok, type DomainError, type Result, type UseCase } from '../../shared/result.js';

export type RegisterAccountInput = FormInput<RegistrationForm> & {
  /** The language of the verification e-mail; French by default. */
  locale?: Locale;
};

/** Told under the e-mail field too, like the form's other errors. */
const emailAlreadyUsed: DomainError = {
  code: 'email_already_used',
  field: 'email',
  fields: { email: { code: 'email_already_used', field: 'email' } },
};

export interface RegisterAccountOutput {
  userId: number;
}

/** A rejected registration form, every field in error at once (see formInvalid). */
export const registrationInvalid = (errors: FieldErrors): DomainError =>
  formInvalid('registration_invalid', errors);

/**
 * Sign-up (spec §3.2, §5.6): a ROLE_USER who must verify the e-mail before logging in (§6).
 * Errors: registration_invalid (with every field's error), email_already_used (on `email`).
 */
export class RegisterAccount implements UseCase<RegisterAccountInput, RegisterAccountOutput> {
  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      clock: Clock;
      ids: IdGenerator;
      hasher: PasswordHasher;
      mailer: Mailer;
      events: EventPublisher;
      /** The public site address the e-mail links to, e.g. https://www.example.fr */
      siteUrl: string;
    },
  ) {}

  async execute(input: RegisterAccountInput): Promise<Result<RegisterAccountOutput>> {
    const validation = validateRegistration(input);
    if (!validation.ok) return err(registrationInvalid(validation.error));
    const form = validation.value;

    const now = this.deps.clock.now();
    const locale = input.locale ?? 'fr';
    // Hashing is slow on purpose: done before the transaction so it holds no lock meanwhile.
    const passwordHash = await this.deps.hasher.hash(form.password);
    const token = this.deps.ids.next();

    const created = await this.deps.unitOfWork.run(async (repos) => {
      if (await repos.users.findByEmail(form.email)) return err(emailAlreadyUsed);
      const user = await repos.users.add(accountFromRegistration(form, passwordHash, now, locale));
      await repos.accountTokens.add(newAccountToken('email_verification', token, user.id, now));
      return ok(user);
    });
    if (!created.ok) return created;
    const user = created.value;

    // Sent after the commit so no e-mail points at an account that was rolled back.
    await sendVerificationEmail(this.deps, user, token);
    await this.deps.events.publish({ type: 'AccountRegistered', userId: user.id });
    return ok({ userId: user.id });
  }
}
