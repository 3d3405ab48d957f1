import { isAccountTokenExpired } from '../../domain/user/account-tokens.js';
import { newPasswordError } from '../../domain/user/registration-form.js';
import type { MessageCode } from '../../messages/catalogue.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, ErrorReporter, Mailer, PasswordHasher } from '../../ports/services.port.js';
import { err, fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { tellPasswordChanged } from '../change-password/change-password.js';
import { saveAccount } from '../deliver-outbox/save-account.js';

export interface ResetPasswordInput {
  token: unknown;
  password: unknown;
  passwordConfirmation: unknown;
}

export interface ResetPasswordOutput {
  userId: number;
  message: MessageCode;
}

/**
 * The new-password form of the reset link (POST /api/mot-de-passe/reinitialisation): the password
 * rule of §5.6, then the new hash; the change time logs the account out everywhere (login tokens
 * issued before it are refused), every reset link of the account stops working, and the user is
 * told by e-mail. The link came to the address, so an unverified address counts as verified.
 * Errors: reset_link_invalid (unknown, used or expired link), field_required, invalid_input,
 * field_too_long, password_too_weak (on password), password_mismatch (on passwordConfirmation).
 */
export class ResetPassword implements UseCase<ResetPasswordInput, ResetPasswordOutput> {
  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      clock: Clock;
      hasher: PasswordHasher;
      mailer: Mailer;
      errors: ErrorReporter;
      siteUrl: string;
    },
  ) {}

  async execute(input: ResetPasswordInput): Promise<Result<ResetPasswordOutput>> {
    if (typeof input.token !== 'string' || input.token === '') return fail('reset_link_invalid');
    const token = input.token;
    const now = this.deps.clock.now();
    const { unitOfWork } = this.deps;

    // The link first: a dead link is told before the user is asked to fix a password.
    const link = await unitOfWork.run((repos) => repos.accountTokens.find('password_reset', token));
    if (!link || isAccountTokenExpired(link, now)) return fail('reset_link_invalid');
    const problem = newPasswordError(input.password, input.passwordConfirmation);
    if (problem) return err(problem);
    // Hashing is slow on purpose: done before the transaction so it holds no lock meanwhile.
    const passwordHash = await this.deps.hasher.hash(input.password as string);

    const changed = await unitOfWork.run(async (repos) => {
      // Read again: the link may have been used meanwhile, by this form sent twice.
      const stillThere = await repos.accountTokens.find('password_reset', token);
      const user = stillThere && (await repos.users.findById(stillThere.userId));
      if (!user) return null;
      const updated = {
        ...user,
        passwordHash,
        passwordChangedAt: now,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
      };
      await saveAccount(repos, now, user, updated);
      await repos.accountTokens.deleteForUser(user.id, 'password_reset');
      return updated;
    });
    if (!changed) return fail('reset_link_invalid');

    await tellPasswordChanged(this.deps, changed);
    return ok({ userId: changed.id, message: 'password_reset_done' });
  }
}
