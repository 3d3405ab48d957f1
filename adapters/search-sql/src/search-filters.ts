import {
  DEFAULT_SEARCH_SORT,
  ENDING_SOONEST_KEYS,
  SEARCH_SORT_KEYS,
  SEARCH_STATUS_ORDER,
  searchWords,
  type GeoBounds,
  type Instant,
  type ListingStatus,
  type SearchCriteria,
  type SearchSort,
  type SearchSortKey,
} from '@immo/core';
import type { Knex } from 'knex';
import type { BoundingBox } from './bounding-box.js';
import { latBand } from './search-documents-table.js';

type Query = Knex.QueryBuilder;

/**
 * The statuses at `now` from start and end, as core's documentStatus reads them: a_venir while
 * now < start, en_cours while start <= now < end, termine from the end on.
 */
export function whereStatusAt(query: Query, status: ListingStatus, now: Instant): Query {
  switch (status) {
    case 'a_venir':
      return query.where('start_at', '>', now);
    case 'en_cours':
      return query.where('start_at', '<=', now).andWhere('end_at', '>', now);
    case 'termine':
      return query.where('start_at', '<=', now).andWhere('end_at', '<=', now);
  }
}

/**
 * A bound on a nullable column: SQL comparisons are never true on NULL, which is core's rule (a
 * document without the value fails any bound on it).
 */
function whereWithin(query: Query, column: string, min: number | null, max: number | null): void {
  if (min !== null) query.where(column, '>=', min);
  if (max !== null) query.where(column, '<=', max);
}

/** The latitude bands from `minLat` to `maxLat`, listed so the (lat_band, lng) index reads each one. */
function whereInLatitudeBands(query: Query, minLat: number, maxLat: number): void {
  const first = latBand(Math.max(-90, minLat));
  const last = latBand(Math.min(90, maxLat));
  query.whereIn(
    'lat_band',
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  );
}

/** core's withinBounds; the comparisons are never true on a NULL point. */
function whereWithinBounds(query: Query, bounds: GeoBounds): void {
  whereInLatitudeBands(query, bounds.south, bounds.north);
  query.whereBetween('lat', [bounds.south, bounds.north]);
  if (bounds.west <= bounds.east) query.whereBetween('lng', [bounds.west, bounds.east]);
  else query.where((either) => either.where('lng', '>=', bounds.west).orWhere('lng', '<=', bounds.east));
}

/** Every criterion of core's matchesCriteria but the exact distance, which JS checks afterwards. */
export function whereMatching(
  query: Query,
  criteria: SearchCriteria,
  now: Instant,
  box: BoundingBox | null,
): Query {
  if (criteria.statuses.length > 0) {
    query.where((any) => {
      for (const status of criteria.statuses) any.orWhere((one) => whereStatusAt(one, status, now));
    });
  }
  if (criteria.types.length > 0) query.whereIn('type', criteria.types);
  whereWithin(query, 'price', criteria.budgetMin, criteria.budgetMax);
  whereWithin(query, 'rooms', criteria.roomsMin, null);
  whereWithin(query, 'bedrooms', criteria.bedroomsMin, null);
  whereWithin(query, 'living_area', criteria.livingAreaMin, criteria.livingAreaMax);
  whereWithin(query, 'land_area', criteria.landAreaMin, criteria.landAreaMax);
  // Words are letters and digits only: nothing in them is a LIKE wildcard.
  for (const word of searchWords(criteria.text ?? '')) query.where('search_text', 'like', `% ${word}%`);
  if (criteria.bounds) whereWithinBounds(query, criteria.bounds);
  if (box) {
    whereInLatitudeBands(query, box.minLat, box.maxLat);
    query.whereBetween('lat', [box.minLat, box.maxLat]);
    if (box.lng) query.whereBetween('lng', [box.lng.min, box.lng.max]);
    else query.whereNotNull('lng');
  }
  return query;
}

const COLUMN_OF: Record<SearchSortKey['field'], string> = {
  startAt: 'start_at',
  endAt: 'end_at',
  price: 'price',
};

/** One SQL value per status, chosen as core's listingStatus decides the status at `now` (two bindings). */
const byStatus = (value: (status: ListingStatus) => string): string =>
  `CASE WHEN start_at > ? THEN ${value('a_venir')} WHEN end_at > ? THEN ${value('en_cours')} ELSE ${value('termine')} END`;

const keyColumn = (status: ListingStatus): string => {
  const { field, direction } = ENDING_SOONEST_KEYS[status];
  return direction === 'asc' ? COLUMN_OF[field] : `-${COLUMN_OF[field]}`;
};

/**
 * core's compareSearchResults in SQL, for the criteria's sort; the property id breaks ties. With
 * `status`, the rows are all of that status: its own key alone, which its index serves.
 */
export function orderBySearchRank(
  query: Query,
  now: Instant,
  sort: SearchSort = DEFAULT_SEARCH_SORT,
  status?: ListingStatus,
): Query {
  if (sort === 'ending_soonest' && status) {
    const { field, direction } = ENDING_SOONEST_KEYS[status];
    query.orderBy(COLUMN_OF[field], direction);
  } else if (sort === 'ending_soonest') {
    query
      .orderByRaw(
        byStatus((status) => String(SEARCH_STATUS_ORDER.indexOf(status))),
        [now, now],
      )
      .orderByRaw(byStatus(keyColumn), [now, now]);
  } else query.orderBy(COLUMN_OF[SEARCH_SORT_KEYS[sort].field], SEARCH_SORT_KEYS[sort].direction);
  return query.orderBy('property_id');
}
