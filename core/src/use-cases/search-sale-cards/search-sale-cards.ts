import { documentStatus } from '../../domain/search/matching.js';
import type { ListingStatus } from '../../domain/property/property.js';
import type { SearchDocument, SearchIndex, Clock } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';
import { SearchProperties, type SearchPropertiesInput } from '../search-properties/search-properties.js';

/** One result of the search: the indexed sale and its listing status at the time of the search. */
export type SaleCard = SearchDocument & { status: ListingStatus };

export interface SearchSaleCardsOutput {
  cards: SaleCard[];
  total: number;
  page: number;
}

/**
 * The search bar's results (§2.3, §7): SearchProperties' page of the index, each sale with the
 * status it has at the very instant the index was filtered on, so a card never says 'termine' in
 * a search for live sales.
 */
export class SearchSaleCards implements UseCase<SearchPropertiesInput, SearchSaleCardsOutput> {
  constructor(private readonly deps: { search: SearchIndex; clock: Clock }) {}

  async execute(input: SearchPropertiesInput): Promise<Result<SearchSaleCardsOutput>> {
    const now = this.deps.clock.now();
    const search = new SearchProperties({ search: this.deps.search, clock: { now: () => now } });
    const found = await search.execute(input);
    if (!found.ok) return found;
    const { hits, total, page } = found.value;
    return ok({ cards: hits.map((hit) => ({ ...hit, status: documentStatus(hit, now) })), total, page });
  }
}
