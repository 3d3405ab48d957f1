import { sendPasswordChangedEmail, type AccountMailDeps } from '../../domain/notifications/account-emails.js';
import { ACCOUNT_FIELD_MAX_LENGTH, newPasswordError } from '../../domain/user/registration-form.js';
import { isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type {
  Clock,
  ErrorReporter,
  Mailer,
  PasswordHasher,
  TokenService,
} from '../../ports/services.port.js';
import { err, fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { saveAccount } from '../deliver-outbox/save-account.js';

export interface ChangePasswordInput {
  viewer: Viewer;
  currentPassword: unknown;
  password: unknown;
  passwordConfirmation: unknown;
}

export interface ChangePasswordOutput {
  /** A login token issued after the change: the session that made it stays logged in. */
  token: string;
}

/**
 * PUT /api/me/mot-de-passe: the current password, then a new one by the rule of §5.6. The change
 * time logs out every other session (tokens issued before it are refused), pending reset links stop
 * working, and the user is told by e-mail.
 * Errors: unauthenticated; field_required / password_incorrect on currentPassword; field_required,
 * invalid_input, field_too_long, password_too_weak on password; password_mismatch on passwordConfirmation.
 */
export class ChangePassword implements UseCase<ChangePasswordInput, ChangePasswordOutput> {
  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      clock: Clock;
      hasher: PasswordHasher;
      tokens: TokenService;
      mailer: Mailer;
      errors: ErrorReporter;
      siteUrl: string;
    },
  ) {}

  async execute(input: ChangePasswordInput): Promise<Result<ChangePasswordOutput>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const { unitOfWork, hasher } = this.deps;
    const user = await unitOfWork.run((repos) => repos.users.findById(input.viewer.id));
    if (!user) return fail('unauthenticated');

    const current = input.currentPassword;
    if (current === undefined || current === null || current === '') {
      return fail('field_required', undefined, 'currentPassword');
    }
    if (typeof current !== 'string') return fail('invalid_input', undefined, 'currentPassword');
    // No stored password is longer than the bound: no need to hash a huge guess to say so.
    const tooLong = [...current].length > ACCOUNT_FIELD_MAX_LENGTH.password;
    if (tooLong || !(await hasher.verify(user.passwordHash, current))) {
      return fail('password_incorrect', undefined, 'currentPassword');
    }
    const problem = newPasswordError(input.password, input.passwordConfirmation);
    if (problem) return err(problem);

    const passwordHash = await hasher.hash(input.password as string);
    const now = this.deps.clock.now();
    const changed = await unitOfWork.run(async (repos) => {
      const fresh = await repos.users.findById(user.id);
      if (!fresh) return null;
      const updated = { ...fresh, passwordHash, passwordChangedAt: now };
      await saveAccount(repos, now, fresh, updated);
      await repos.accountTokens.deleteForUser(fresh.id, 'password_reset');
      return updated;
    });
    if (!changed) return fail('unauthenticated');

    // Issued after the change is stored, so that it is not older than passwordChangedAt.
    const token = await this.deps.tokens.issue({ userId: changed.id, roles: [...changed.roles] });
    await tellPasswordChanged(this.deps, changed);
    return ok({ token });
  }
}

/** The "mot de passe modifié" e-mail; the password is changed, so a mail failure is reported, not answered. */
export async function tellPasswordChanged(
  deps: AccountMailDeps & { errors: ErrorReporter },
  user: User,
): Promise<void> {
  try {
    await sendPasswordChangedEmail(deps, user);
  } catch (error) {
    deps.errors.report(error, { mail: 'password_changed', userId: user.id });
  }
}
