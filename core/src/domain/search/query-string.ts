// The other way round from parseSearchQuery: criteria as the 'search' route's query, so a search is
// a link that can be shared, reloaded, saved and mailed. Only what differs from a new search is written.
import { DEFAULT_SEARCH_STATUSES, DEFAULT_SEARCH_SORT, type SearchCriteria } from './criteria.js';

/** The criteria fields written as plain numbers, and their parameter names. */
const NUMBER_PARAMETERS = [
  ['budgetMin', 'budgetMin'],
  ['budgetMax', 'budgetMax'],
  ['roomsMin', 'rooms'],
  ['bedroomsMin', 'bedrooms'],
  ['livingAreaMin', 'livingAreaMin'],
  ['livingAreaMax', 'livingAreaMax'],
  ['landAreaMin', 'landAreaMin'],
  ['landAreaMax', 'landAreaMax'],
] as const satisfies readonly (readonly [keyof SearchCriteria, string])[];

const isDefaultStatuses = (statuses: readonly string[]): boolean =>
  statuses.length === DEFAULT_SEARCH_STATUSES.length &&
  DEFAULT_SEARCH_STATUSES.every((status) => statuses.includes(status));

/**
 * [name, value] pairs of the 'search' route (address, addressType, location 'lat,lng', aroundRadius
 * in metres, types 'A,B', budgetMin / budgetMax, statuses, rooms, bedrooms, areas, q, bounds, sort,
 * page), in that order; parseSearchQuery reads them back to the same criteria.
 */
export function searchQueryEntries(criteria: Partial<SearchCriteria>): [string, string][] {
  const entries: [string, string][] = [];
  if (criteria.address) {
    entries.push(['address', criteria.address]);
    if (criteria.addressType) entries.push(['addressType', criteria.addressType]);
  }
  if (criteria.location && (criteria.address || criteria.aroundRadius))
    entries.push(['location', `${criteria.location.lat},${criteria.location.lng}`]);
  if (criteria.aroundRadius) entries.push(['aroundRadius', String(criteria.aroundRadius)]);
  if (criteria.types?.length) entries.push(['types', criteria.types.join(',')]);
  for (const [field, parameter] of NUMBER_PARAMETERS) {
    const value = criteria[field];
    if (typeof value === 'number') entries.push([parameter, String(value)]);
  }
  if (criteria.statuses?.length && !isDefaultStatuses(criteria.statuses))
    entries.push(['statuses', criteria.statuses.join(',')]);
  if (criteria.text?.trim()) entries.push(['q', criteria.text.trim()]);
  if (criteria.bounds) {
    const { south, west, north, east } = criteria.bounds;
    entries.push(['bounds', [south, west, north, east].join(',')]);
  }
  if (criteria.sort && criteria.sort !== DEFAULT_SEARCH_SORT) entries.push(['sort', criteria.sort]);
  if (criteria.page && criteria.page > 1) entries.push(['page', String(criteria.page)]);
  return entries;
}

const encode = (text: string): string => encodeURIComponent(text).replace(/%20/g, '+').replace(/%2C/g, ',');

/** The query string (no '?'): 'address=Lyon&location=45.75,4.85&aroundRadius=20000&types=MAIS'. */
export const searchQueryString = (criteria: Partial<SearchCriteria>): string =>
  searchQueryEntries(criteria)
    .map(([name, value]) => `${name}=${encode(value)}`)
    .join('&');

/** The search page's path, the 'search' named route (§2.3). */
export const SEARCH_PAGE_PATH = '/recherche';

/** /recherche?… carrying the criteria. */
export function searchPagePath(criteria: Partial<SearchCriteria>): string {
  const query = searchQueryString(criteria);
  return query ? `${SEARCH_PAGE_PATH}?${query}` : SEARCH_PAGE_PATH;
}
