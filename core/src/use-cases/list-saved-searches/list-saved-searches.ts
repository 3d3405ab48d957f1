import type { SavedSearch } from '../../domain/search/criteria.js';
import { hasRole, isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { SavedSearchRepository } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ListSavedSearchesInput {
  viewer: Viewer;
  /** The {user} of /api/recherches/user/{user}. */
  userId: unknown;
}

/** A user reads their own saved searches, newest first; an administrator may read anyone's. */
export class ListSavedSearches implements UseCase<ListSavedSearchesInput, SavedSearch[]> {
  constructor(private readonly deps: { repos: { savedSearches: SavedSearchRepository } }) {}

  async execute(input: ListSavedSearchesInput): Promise<Result<SavedSearch[]>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const userId = input.userId;
    if (typeof userId !== 'number' || !Number.isInteger(userId) || userId < 1) {
      return fail('invalid_input', undefined, 'userId');
    }
    if (userId !== input.viewer.id && !hasRole(input.viewer, 'ROLE_ADMIN')) return fail('forbidden');
    const searches = await this.deps.repos.savedSearches.listByUser(userId);
    return ok([...searches].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id));
  }
}
