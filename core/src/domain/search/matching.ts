import type { SearchDocument } from '../../ports/services.port.js';
import type { Instant } from '../../shared/time.js';
import { listingStatus } from '../auction/phase.js';
import type { ListingStatus } from '../property/property.js';
import { withinBounds } from './bounds.js';
import { DEFAULT_SEARCH_SORT, type SearchCriteria, type SearchSort } from './criteria.js';
import { distanceMetres } from './distance.js';
import { documentSearchWords, matchesSearchText } from './text.js';

/** The listing status of an indexed sale at `now`: a_venir before the start, en_cours until the end, termine after. */
export const documentStatus = (doc: Pick<SearchDocument, 'startAt' | 'endAt'>, now: Instant): ListingStatus =>
  listingStatus({ startAt: doc.startAt, endAt: doc.endAt, closedAt: null }, now);

const withinRange = (value: number | null, min: number | null, max: number | null): boolean => {
  if (min === null && max === null) return true;
  if (value === null) return false;
  return (min === null || value >= min) && (max === null || value <= max);
};

const withinRadius = (doc: SearchDocument, criteria: SearchCriteria): boolean => {
  if (criteria.aroundRadius <= 0 || criteria.location === null) return true;
  if (doc.location === null) return false;
  return distanceMetres(criteria.location, doc.location) <= criteria.aroundRadius;
};

const withinMapArea = (doc: SearchDocument, criteria: SearchCriteria): boolean => {
  if (!criteria.bounds) return true;
  return doc.location !== null && withinBounds(doc.location, criteria.bounds);
};

/** Whether an indexed sale answers a search at `now` (spec §2.3, §7 search index). */
export function matchesCriteria(doc: SearchDocument, criteria: SearchCriteria, now: Instant): boolean {
  if (criteria.statuses.length > 0 && !criteria.statuses.includes(documentStatus(doc, now))) return false;
  if (criteria.types.length > 0 && !(criteria.types as string[]).includes(doc.type)) return false;
  return (
    withinRange(doc.price, criteria.budgetMin, criteria.budgetMax) &&
    withinRange(doc.rooms, criteria.roomsMin, null) &&
    withinRange(doc.bedrooms, criteria.bedroomsMin, null) &&
    withinRange(doc.livingArea, criteria.livingAreaMin, criteria.livingAreaMax) &&
    withinRange(doc.landArea, criteria.landAreaMin, criteria.landAreaMax) &&
    withinRadius(doc, criteria) &&
    withinMapArea(doc, criteria) &&
    matchesSearchText(documentSearchWords(doc), criteria.text)
  );
}

/** The default order's groups, in order: live sales, then upcoming ones, then ended ones. */
export const SEARCH_STATUS_ORDER: readonly ListingStatus[] = Object.freeze([
  'en_cours',
  'a_venir',
  'termine',
]);

/** One value of a document to order by; the property id (ascending) always breaks ties after it. */
export interface SearchSortKey {
  field: 'startAt' | 'endAt' | 'price';
  direction: 'asc' | 'desc';
}

/**
 * Within each status of the default order: live sales ending soonest, upcoming sales opening
 * soonest, ended sales the most recent first.
 */
export const ENDING_SOONEST_KEYS: Readonly<Record<ListingStatus, SearchSortKey>> = Object.freeze({
  en_cours: { field: 'endAt', direction: 'asc' },
  a_venir: { field: 'startAt', direction: 'asc' },
  termine: { field: 'endAt', direction: 'desc' },
});

/** The other orders: one key over every status. */
export const SEARCH_SORT_KEYS: Readonly<Record<Exclude<SearchSort, 'ending_soonest'>, SearchSortKey>> =
  Object.freeze({
    newest: { field: 'startAt', direction: 'desc' },
    price_asc: { field: 'price', direction: 'asc' },
    price_desc: { field: 'price', direction: 'desc' },
  });

type Comparison = (a: SearchDocument, b: SearchDocument) => number;

const byKey =
  ({ field, direction }: SearchSortKey): Comparison =>
  (a, b) =>
    (direction === 'asc' ? a[field] - b[field] : b[field] - a[field]) || a.propertyId - b.propertyId;

/**
 * The order of search results. By default (ending_soonest) the statuses in SEARCH_STATUS_ORDER,
 * each ordered by its ENDING_SOONEST_KEYS; otherwise the sort's SEARCH_SORT_KEYS. The property id
 * breaks ties so pages are stable.
 */
export function compareSearchResults(now: Instant, sort: SearchSort = DEFAULT_SEARCH_SORT): Comparison {
  if (sort !== 'ending_soonest') return byKey(SEARCH_SORT_KEYS[sort]);
  return (a, b) => {
    const statusA = documentStatus(a, now);
    const statusB = documentStatus(b, now);
    if (statusA !== statusB) {
      return SEARCH_STATUS_ORDER.indexOf(statusA) - SEARCH_STATUS_ORDER.indexOf(statusB);
    }
    return byKey(ENDING_SOONEST_KEYS[statusA])(a, b);
  };
}
