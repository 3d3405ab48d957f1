import {
  LISTING_STATUSES,
  searchWords,
  type GeoBounds,
  type GeoPoint,
  type Instant,
  type ListingStatus,
  type SearchCriteria,
  type SearchSortKey,
} from '@immo/core';
import type { estypes } from '@elastic/elasticsearch';

type Query = estypes.QueryDslQueryContainer;

/** An instant as date_nanos' epoch_millis format reads it: the double's own shortest decimal. */
const instant = (at: Instant): string => String(at);

const anyOf = (queries: Query[]): Query => ({ bool: { should: queries, minimum_should_match: 1 } });
const allOf = (queries: Query[]): Query => ({ bool: { filter: queries } });

/** The status at `now` from the dates, as core's listingStatus decides it. */
export function statusQuery(status: ListingStatus, now: Instant): Query {
  const startedBy = { range: { startAt: { lte: instant(now) } } };
  switch (status) {
    case 'a_venir':
      return { range: { startAt: { gt: instant(now) } } };
    case 'en_cours':
      return allOf([startedBy, { range: { endAt: { gt: instant(now) } } }]);
    case 'termine':
      return allOf([startedBy, { range: { endAt: { lte: instant(now) } } }]);
  }
}

/** The statuses a search asks for: none named means all of them. */
export const askedStatuses = (criteria: SearchCriteria): ListingStatus[] =>
  criteria.statuses.length === 0
    ? [...LISTING_STATUSES]
    : LISTING_STATUSES.filter((status) => criteria.statuses.includes(status));

/** A bound on a field that may be missing: a missing value never satisfies a range, as in core. */
function within(field: string, min: number | null, max: number | null): Query[] {
  if (min === null && max === null) return [];
  return [
    { range: { [field]: { ...(min === null ? {} : { gte: min }), ...(max === null ? {} : { lte: max }) } } },
  ];
}

/** core's withinBounds on the exact doubles (a geo_bounding_box would compare rounded points). */
function withinBounds(bounds: GeoBounds): Query[] {
  const lat: Query = { range: { lat: { gte: bounds.south, lte: bounds.north } } };
  if (bounds.west <= bounds.east) return [lat, { range: { lng: { gte: bounds.west, lte: bounds.east } } }];
  return [lat, anyOf([{ range: { lng: { gte: bounds.west } } }, { range: { lng: { lte: bounds.east } } }])];
}

/** Every criterion of core's matchesCriteria but the statuses and the radius. */
export function criteriaFilters(criteria: SearchCriteria): Query[] {
  return [
    ...(criteria.types.length > 0 ? [{ terms: { type: criteria.types } }] : []),
    ...within('price', criteria.budgetMin, criteria.budgetMax),
    ...within('rooms', criteria.roomsMin, null),
    ...within('bedrooms', criteria.bedroomsMin, null),
    ...within('livingArea', criteria.livingAreaMin, criteria.livingAreaMax),
    ...within('landArea', criteria.landAreaMin, criteria.landAreaMax),
    ...searchWords(criteria.text ?? '').map((word): Query => ({ prefix: { words: word } })),
    ...(criteria.bounds ? withinBounds(criteria.bounds) : []),
  ];
}

export const geoDistance = (centre: GeoPoint, metres: number): Query => ({
  geo_distance: { distance: `${metres}m`, location: { lat: centre.lat, lon: centre.lng } },
});

export const sortBy = (key: SearchSortKey): estypes.SortCombinations[] => [
  { [key.field]: { order: key.direction } },
  { propertyId: { order: 'asc' } },
];

export { allOf, anyOf };
