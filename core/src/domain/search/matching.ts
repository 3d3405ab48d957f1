import type { SearchDocument } from '../../ports/services.port.js';
import type { Instant } from '../../shared/time.js';
import { listingStatus } from '../auction/phase.js';
import type { ListingStatus } from '../property/property.js';
import type { SearchCriteria } from './criteria.js';
import { distanceMetres } from './distance.js';

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
    withinRadius(doc, criteria)
  );
}

const STATUS_ORDER: Record<ListingStatus, number> = { en_cours: 0, a_venir: 1, termine: 2 };

/**
 * The order of search results: live sales ending soonest first, then upcoming sales by start,
 * then ended sales most recent first; the property id breaks ties so pages are stable.
 */
export function compareSearchResults(now: Instant): (a: SearchDocument, b: SearchDocument) => number {
  return (a, b) => {
    const statusA = documentStatus(a, now);
    const statusB = documentStatus(b, now);
    if (statusA !== statusB) return STATUS_ORDER[statusA] - STATUS_ORDER[statusB];
    const byTime =
      statusA === 'en_cours'
        ? a.endAt - b.endAt
        : statusA === 'a_venir'
          ? a.startAt - b.startAt
          : b.endAt - a.endAt;
    return byTime !== 0 ? byTime : a.propertyId - b.propertyId;
  };
}
