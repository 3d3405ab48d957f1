import { isAccountTokenExpired } from '../../domain/user/account-tokens.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface VerifyEmailInput {
  token: unknown;
}

export interface VerifyEmailOutput {
  userId: number;
}

/** The link of the verification e-mail: the account may log in from now on (spec §6). */
export class VerifyEmail implements UseCase<VerifyEmailInput, VerifyEmailOutput> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: VerifyEmailInput): Promise<Result<VerifyEmailOutput>> {
    if (typeof input.token !== 'string' || input.token === '') return fail('verification_link_invalid');
    const token = input.token;
    const now = this.deps.clock.now();

    return this.deps.unitOfWork.run(async (repos) => {
      const verification = await repos.accountTokens.find('email_verification', token);
      if (!verification) return fail('verification_link_invalid');
      // A used or expired link is gone for good; the error is the same, so nobody learns which.
      await repos.accountTokens.delete(token);
      if (isAccountTokenExpired(verification, now)) return fail('verification_link_invalid');

      const user = await repos.users.findById(verification.userId);
      if (!user) return fail('verification_link_invalid');
      // A second link for an already verified account keeps the first verification time.
      if (user.emailVerifiedAt === null) await repos.users.update({ ...user, emailVerifiedAt: now });
      return ok({ userId: user.id });
    });
  }
}
