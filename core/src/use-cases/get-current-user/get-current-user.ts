import { profileOf, type UserProfile } from '../../domain/user/profile.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UserRepository } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface GetCurrentUserInput {
  viewer: Viewer;
}

/** GET /api/me: the logged-in user's own profile. */
export class GetCurrentUser implements UseCase<GetCurrentUserInput, UserProfile> {
  constructor(private readonly deps: { users: UserRepository }) {}

  async execute(input: GetCurrentUserInput): Promise<Result<UserProfile>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const user = await this.deps.users.findById(input.viewer.id);
    // A token outliving its account is no login at all.
    if (!user) return fail('unauthenticated');
    return ok(profileOf(user));
  }
}
