import { profileOf, type UserProfile } from '../../domain/user/profile.js';
import type { UserRepository } from '../../ports/repositories.port.js';
import type { PasswordHasher, TokenService } from '../../ports/services.port.js';
import { normalizeEmail } from '../../shared/email.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

/** The body of POST /api/login_check (spec §7). */
export interface LoginInput {
  username: unknown;
  password: unknown;
}

export interface LoginOutput {
  /** Stored by the client in the BEARER cookie. */
  token: string;
  user: UserProfile;
}

/** Hashed once, verified for unknown e-mails so that their answer takes as long as a wrong password's. */
const DUMMY_PASSWORD = 'unknown-account-timing-equaliser';

export class Login implements UseCase<LoginInput, LoginOutput> {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly deps: { users: UserRepository; hasher: PasswordHasher; tokens: TokenService },
  ) {}

  async execute(input: LoginInput): Promise<Result<LoginOutput>> {
    if (typeof input.username !== 'string' || input.username.trim() === '') {
      return fail('field_required', undefined, 'username');
    }
    if (typeof input.password !== 'string' || input.password === '') {
      return fail('field_required', undefined, 'password');
    }

    const user = await this.deps.users.findByEmail(normalizeEmail(input.username));
    // One answer for an unknown e-mail and a wrong password, in the same time: a dummy hash is
    // verified when no account has the address (account enumeration by timing).
    if (!user) {
      this.dummyHash ??= this.deps.hasher.hash(DUMMY_PASSWORD);
      await this.deps.hasher.verify(await this.dummyHash, input.password);
      return fail('invalid_credentials');
    }
    if (!(await this.deps.hasher.verify(user.passwordHash, input.password))) {
      return fail('invalid_credentials');
    }
    // Told only after the password matched, for the same reason.
    if (user.emailVerifiedAt === null) return fail('email_not_verified');
    if (user.deactivatedAt !== null) return fail('account_deactivated');

    const token = await this.deps.tokens.issue({ userId: user.id, roles: [...user.roles] });
    return ok({ token, user: profileOf(user) });
  }
}
