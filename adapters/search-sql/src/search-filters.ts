import type { Instant, ListingStatus, SearchCriteria } from '@immo/core';
import type { Knex } from 'knex';
import type { BoundingBox } from './bounding-box.js';

type Query = Knex.QueryBuilder;

/**
 * The statuses at `now` from start and end, as core's documentStatus reads them: a_venir while
 * now < start, en_cours while start <= now < end, termine from the end on.
 */
function whereStatusAt(query: Query, status: ListingStatus, now: Instant): Query {
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
  if (box) {
    query.whereBetween('lat', [box.minLat, box.maxLat]);
    if (box.lng) query.whereBetween('lng', [box.lng.min, box.lng.max]);
    else query.whereNotNull('lng');
  }
  return query;
}

/**
 * core's compareSearchResults in SQL: live sales ending soonest, then upcoming by start, then
 * ended most recent first; the property id breaks ties.
 */
export const orderBySearchRank = (query: Query, now: Instant): Query =>
  query
    .orderByRaw('CASE WHEN start_at > ? THEN 1 WHEN end_at > ? THEN 0 ELSE 2 END', [now, now])
    .orderByRaw('CASE WHEN start_at > ? THEN start_at WHEN end_at > ? THEN end_at ELSE -end_at END', [
      now,
      now,
    ])
    .orderBy('property_id');
