// The search page's state is its URL (the 'search' named route): read with core's parseSearchQuery,
// written with core's searchPagePath, so a search is a link to share, reload, save or come back to.
import {
  defaultSearchCriteria,
  parseSearchQuery,
  searchPagePath,
  searchQueryString,
  type SearchCriteria,
  type SearchQuery,
} from '@immo/core';

/** Cards per page of results. */
export const SEARCH_PAGE_SIZE = 24;

/** Repeated parameters stay lists, as the API's query parser receives them. */
export function queryOf(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}

export interface UrlSearch {
  criteria: SearchCriteria;
  /** The link held a value core refuses: the default search is shown instead, with a notice. */
  invalid: boolean;
}

export function searchFromParams(params: URLSearchParams): UrlSearch {
  const parsed = parseSearchQuery(queryOf(params));
  return parsed.ok
    ? { criteria: parsed.value, invalid: false }
    : { criteria: defaultSearchCriteria(), invalid: true };
}

/** GET /api/recherche for these criteria and a page of SEARCH_PAGE_SIZE cards. */
export function searchApiPath(criteria: Partial<SearchCriteria>, pageSize = SEARCH_PAGE_SIZE): string {
  const query = searchQueryString(criteria);
  return `/api/recherche?${query ? `${query}&` : ''}itemsPerPage=${pageSize}`;
}

/** A change of what is searched starts again at page 1. */
export const withCriteria = (criteria: SearchCriteria, change: Partial<SearchCriteria>): string =>
  searchPagePath({ ...criteria, page: 1, ...change });
