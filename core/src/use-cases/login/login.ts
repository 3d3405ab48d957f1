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

export class Login implements UseCase<LoginInput, LoginOutput> {
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
    // One answer for an unknown e-mail and a wrong password: the form must not reveal who has an account.
    if (!user || !(await this.deps.hasher.verify(user.passwordHash, input.password))) {
      return fail('invalid_credentials');
    }
    // Told only after the password matched, for the same reason.
    if (user.emailVerifiedAt === null) return fail('email_not_verified');

    const token = await this.deps.tokens.issue({ userId: user.id, roles: [...user.roles] });
    return ok({ token, user: profileOf(user) });
  }
}
