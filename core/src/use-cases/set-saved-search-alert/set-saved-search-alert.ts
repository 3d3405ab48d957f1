import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { SavedSearchRepository } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface SetSavedSearchAlertInput {
  viewer: Viewer;
  /** The saved search's id. */
  id: unknown;
  alert: unknown;
}

/** A user turns the e-mail alert of one of their own saved searches on or off. */
export class SetSavedSearchAlert implements UseCase<SetSavedSearchAlertInput, { alert: boolean }> {
  constructor(private readonly deps: { repos: { savedSearches: SavedSearchRepository } }) {}

  async execute(input: SetSavedSearchAlertInput): Promise<Result<{ alert: boolean }>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const { id, alert } = input;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
      return fail('invalid_input', undefined, 'id');
    if (typeof alert !== 'boolean') return fail('invalid_input', undefined, 'alert');
    const saved = await this.deps.repos.savedSearches.findById(id);
    if (!saved) return fail('not_found');
    if (saved.userId !== input.viewer.id) return fail('forbidden');
    await this.deps.repos.savedSearches.setAlert(saved.id, alert);
    return ok({ alert });
  }
}
