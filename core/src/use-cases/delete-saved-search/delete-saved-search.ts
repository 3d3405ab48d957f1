import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { SavedSearchRepository } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface DeleteSavedSearchInput {
  viewer: Viewer;
  /** The saved search's id. */
  id: unknown;
}

/** A user deletes one of their own saved searches; nobody deletes another user's (§6). */
export class DeleteSavedSearch implements UseCase<DeleteSavedSearchInput, void> {
  constructor(private readonly deps: { repos: { savedSearches: SavedSearchRepository } }) {}

  async execute(input: DeleteSavedSearchInput): Promise<Result<void>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const id = input.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
      return fail('invalid_input', undefined, 'id');
    const saved = await this.deps.repos.savedSearches.findById(id);
    if (!saved) return fail('not_found');
    if (saved.userId !== input.viewer.id) return fail('forbidden');
    await this.deps.repos.savedSearches.delete(saved.id);
    return ok(undefined);
  }
}
