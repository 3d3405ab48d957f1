// In-memory SearchIndex: the same matching and order as the real index, over a Map.
import { compareSearchResults, matchesCriteria } from '../domain/search/matching.js';
import { searchPageWindow, type SearchCriteria } from '../domain/search/criteria.js';
import type { SearchDocument, SearchIndex } from '../ports/services.port.js';
import type { Instant } from '../shared/time.js';

const copyOf = (doc: SearchDocument): SearchDocument => ({
  ...doc,
  location: doc.location && { ...doc.location },
});

export class InMemorySearchIndex implements SearchIndex {
  private readonly documents = new Map<number, SearchDocument>();

  /** Every indexed document, for assertions. */
  get all(): SearchDocument[] {
    return [...this.documents.values()].map(copyOf);
  }

  async upsert(document: SearchDocument): Promise<void> {
    this.documents.set(document.propertyId, copyOf(document));
  }

  async remove(propertyId: number): Promise<void> {
    this.documents.delete(propertyId);
  }

  async search(
    criteria: SearchCriteria,
    now: Instant,
    pageSize: number,
  ): Promise<{ hits: SearchDocument[]; total: number }> {
    const matching = [...this.documents.values()]
      .filter((doc) => matchesCriteria(doc, criteria, now))
      .sort(compareSearchResults(now, criteria.sort));
    const { offset, limit } = searchPageWindow(criteria.page, pageSize);
    return { hits: matching.slice(offset, offset + limit).map(copyOf), total: matching.length };
  }
}
