import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '../../domain/search/criteria.js';
import { normalizeSearchCriteria } from '../../domain/search/query.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { SavedSearchRepository } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface SaveSearchInput {
  viewer: Viewer;
  name: unknown;
  /** The criteria as JSON: missing fields take the default search's values. */
  criteria: unknown;
  /** E-mail the new matching sales once a day (absent: off). */
  alert?: unknown;
}

/** A logged-in user keeps a search under a name, for the 'saved searches' of their space. */
export class SaveSearch implements UseCase<SaveSearchInput, SavedSearch> {
  constructor(private readonly deps: { repos: { savedSearches: SavedSearchRepository }; clock: Clock }) {}

  async execute(input: SaveSearchInput): Promise<Result<SavedSearch>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    if (typeof input.name !== 'string') return fail('invalid_input', undefined, 'name');
    const name = input.name.trim();
    if (name === '') return fail('field_required', undefined, 'name');
    if (name.length > SAVED_SEARCH_NAME_MAX) {
      return fail('saved_search_name_too_long', { max: SAVED_SEARCH_NAME_MAX }, 'name');
    }
    if (input.alert !== undefined && typeof input.alert !== 'boolean')
      return fail('invalid_input', undefined, 'alert');
    const criteria = normalizeSearchCriteria(input.criteria);
    if (!criteria.ok) return criteria;
    const saved = await this.deps.repos.savedSearches.add({
      userId: input.viewer.id,
      name,
      criteria: { ...criteria.value, page: 1 },
      createdAt: this.deps.clock.now(),
      alert: input.alert === true,
      alertSeenIds: [],
      alertedAt: null,
    });
    return ok(saved);
  }
}
