import {
  DEFAULT_SEARCH_PAGE_SIZE,
  MAX_SEARCH_PAGE_SIZE,
  type SearchCriteria,
} from '../../domain/search/criteria.js';
import { normalizeSearchCriteria, parseSearchQuery, type SearchQuery } from '../../domain/search/query.js';
import type { Clock, SearchDocument, SearchIndex } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface SearchPropertiesInput {
  /** The 'search' route's query string. */
  query?: SearchQuery;
  /** Criteria sent as JSON; used when no query is given. */
  criteria?: unknown;
  pageSize?: unknown;
}

export interface SearchPropertiesOutput {
  hits: SearchDocument[];
  total: number;
  page: number;
}

/** Anyone may search (§6): the criteria are checked, then the index answers one page. */
export class SearchProperties implements UseCase<SearchPropertiesInput, SearchPropertiesOutput> {
  constructor(private readonly deps: { search: SearchIndex; clock: Clock }) {}

  async execute(input: SearchPropertiesInput): Promise<Result<SearchPropertiesOutput>> {
    const pageSize = input.pageSize ?? DEFAULT_SEARCH_PAGE_SIZE;
    if (
      typeof pageSize !== 'number' ||
      !Number.isInteger(pageSize) ||
      pageSize < 1 ||
      pageSize > MAX_SEARCH_PAGE_SIZE
    ) {
      return fail('invalid_input', undefined, 'pageSize');
    }
    const criteria = this.criteriaOf(input);
    if (!criteria.ok) return criteria;
    const { hits, total } = await this.deps.search.search(criteria.value, this.deps.clock.now(), pageSize);
    return ok({ hits, total, page: criteria.value.page });
  }

  private criteriaOf(input: SearchPropertiesInput): Result<SearchCriteria> {
    if (input.query !== undefined) return parseSearchQuery(input.query);
    return normalizeSearchCriteria(input.criteria ?? {});
  }
}
