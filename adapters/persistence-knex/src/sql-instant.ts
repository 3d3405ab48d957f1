import type { Instant } from '@immo/core';

/**
 * Instants travel to and from both databases as sortable UTC text 'YYYY-MM-DD HH:MM:SS.ffffff':
 * SQLite stores it as is (text order is time order), MySQL parses it into DATETIME(6) and hands it
 * back the same way (mysql2 `dateStrings`). Going through whole microseconds keeps the fraction
 * of core's epoch-millisecond Instant exact down to the microsecond.
 */
export type SqlInstant = string;

const MICROS_PER_MS = 1000;
const MICROS_PER_SECOND = 1_000_000;
const SQL_INSTANT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/;

export function toSqlInstant(instant: Instant): SqlInstant {
  if (!Number.isFinite(instant)) throw new RangeError(`Not an instant: ${instant}`);
  const micros = Math.round(instant * MICROS_PER_MS);
  const seconds = Math.floor(micros / MICROS_PER_SECOND);
  const fraction = micros - seconds * MICROS_PER_SECOND;
  const wholeSeconds = new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
  return `${wholeSeconds}.${String(fraction).padStart(6, '0')}`;
}

export function fromSqlInstant(value: SqlInstant): Instant {
  const match = SQL_INSTANT.exec(value);
  if (!match) throw new RangeError(`Not a stored instant: ${value}`);
  const [, year, month, day, hours, minutes, seconds, fraction = ''] = match.map((part) => part ?? '');
  const wholeSeconds =
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds)) /
    1000;
  const micros = wholeSeconds * MICROS_PER_SECOND + Number(fraction.padEnd(6, '0'));
  // One division of an exact integer: the closest double to the stored instant, as core computed it.
  return micros / MICROS_PER_MS;
}

export const toNullableSqlInstant = (instant: Instant | null): SqlInstant | null =>
  instant === null ? null : toSqlInstant(instant);

export const fromNullableSqlInstant = (value: SqlInstant | null): Instant | null =>
  value === null ? null : fromSqlInstant(value);
