import type { Instant, ListingStatus } from '@immo/core';
import type { Knex } from 'knex';
import { toSqlInstant } from '../sql-instant.js';

/**
 * core's listingStatus (domain/auction/phase.ts) as a condition on `properties p LEFT JOIN auctions a`:
 * the auction decides, a property without one falls back to its offers window.
 * Ended once closed; otherwise upcoming before the start, live until the end, ended from the end on.
 */
export function listingStatusCondition(db: Knex, status: ListingStatus, now: Instant): Knex.Raw {
  const at = toSqlInstant(now);
  const start = 'coalesce(a.start_at, p.offers_start_at)';
  const end = 'coalesce(a.end_at, p.offers_end_at)';
  const closed = '(a.closed_at is not null and a.closed_at <= ?)';
  switch (status) {
    case 'a_venir':
      return db.raw(`not ${closed} and ? < ${start}`, [at, at]);
    case 'en_cours':
      return db.raw(`not ${closed} and ? >= ${start} and ? < ${end}`, [at, at, at]);
    case 'termine':
      return db.raw(`(${closed} or (? >= ${start} and ? >= ${end}))`, [at, at, at]);
  }
}
