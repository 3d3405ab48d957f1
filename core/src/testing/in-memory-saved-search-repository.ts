import type { SavedSearch } from '../domain/search/criteria.js';
import type { New, SavedSearchRepository } from '../ports/repositories.port.js';
import { deleteRow, findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

/** Lists in creation (id) order. */
export class InMemorySavedSearchRepository implements SavedSearchRepository {
  constructor(private readonly state: InMemoryState) {}

  async listByUser(userId: number): Promise<SavedSearch[]> {
    return selectRows(this.state.savedSearches, (s) => s.userId === userId);
  }

  async findById(id: number): Promise<SavedSearch | null> {
    return findRow(this.state.savedSearches, id);
  }

  async add(search: New<SavedSearch>): Promise<SavedSearch> {
    return insertRow(this.state.savedSearches, search);
  }

  async delete(id: number): Promise<void> {
    deleteRow(this.state.savedSearches, id);
  }

  async listWithAlert(): Promise<SavedSearch[]> {
    return selectRows(this.state.savedSearches, (s) => s.alert);
  }

  async setAlert(id: number, alert: boolean): Promise<void> {
    const search = findRow(this.state.savedSearches, id);
    if (search) replaceRow(this.state.savedSearches, { ...search, alert });
  }

  async claimAlertRun(id: number, at: number, notSince: number): Promise<boolean> {
    const search = findRow(this.state.savedSearches, id);
    if (!search || (search.alertedAt !== null && search.alertedAt >= notSince)) return false;
    replaceRow(this.state.savedSearches, { ...search, alertedAt: at });
    return true;
  }

  async recordAlertRun(id: number, seenIds: readonly number[], at: number): Promise<void> {
    const search = findRow(this.state.savedSearches, id);
    if (search)
      replaceRow(this.state.savedSearches, { ...search, alertSeenIds: [...seenIds], alertedAt: at });
  }
}
