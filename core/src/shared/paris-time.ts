import { madeOnFirstUse } from './made-on-first-use.js';
import type { Instant } from './time.js';

/** The platform's time zone: every date a person reads or types is Paris wall-clock time. */
export const PLATFORM_TIME_ZONE = 'Europe/Paris';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Made on first use: the first Intl object loads ICU's data (made-on-first-use.ts).
const partsFormatter = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PLATFORM_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/** The Paris wall-clock reading of an instant, straight from Intl (the slow, authoritative way). */
function intlWallClock(instant: Instant): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter().formatToParts(new Date(Math.floor(instant)))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MAX_CACHED_HOURS = 50_000;
// Paris changes its offset only on a whole UTC hour (01:00 UTC in the EU rules), so one reading per
// UTC hour serves every instant of that hour: the hot paths format many instants per answer.
const offsetByUtcHour = new Map<number, number>();

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instant: Instant): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR;
    offset = euSummerTimeOffset(start) ?? intlOffsetMinutes(start);
    if (offsetByUtcHour.size >= MAX_CACHED_HOURS) offsetByUtcHour.clear();
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

function intlOffsetMinutes(instant: Instant): number {
  const w = intlWallClock(instant);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - instant) / 60000);
}

// The years the EU's summer-time rule (tz database: Europe/Paris, rule "EU") is known to hold; before
// 1996 summer time ended in September, and after 2099 nobody has checked.
const EU_RULE_FIRST_YEAR = 1996;
const EU_RULE_LAST_YEAR = 2099;

/**
 * Paris's offset by the EU's rule — summer time (+2 h) from the last Sunday of March to the last
 * Sunday of October, both at 01:00 UTC, +1 h otherwise — or null outside the years it holds, where
 * Intl answers. Computed rather than read from Intl: the first Intl object a process makes loads ICU's
 * data (about 10 MiB of RSS), and the poll and the lists read Paris time. The tests hold it to Intl's
 * answer hour by hour around every change of those years.
 */
function euSummerTimeOffset(instant: Instant): number | null {
  const year = new Date(instant).getUTCFullYear();
  if (year < EU_RULE_FIRST_YEAR || year > EU_RULE_LAST_YEAR) return null;
  const summerFrom = lastSundayOf(year, 2) + HOUR;
  const summerUntil = lastSundayOf(year, 9) + HOUR;
  return instant >= summerFrom && instant < summerUntil ? 120 : 60;
}

/** Midnight UTC of the month's last Sunday (month from 0). */
function lastSundayOf(year: number, month: number): Instant {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY;
}

/** The Paris wall-clock reading of an instant. */
export function toParisWallClock(instant: Instant): WallClock {
  const shifted = new Date(Math.floor(instant) + parisOffsetMinutes(instant) * 60000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * The instant a Paris wall-clock time denotes. In the autumn overlap the earlier instant wins;
 * a time skipped in spring is moved forward by the gap, as clocks do.
 */
export function fromParisWallClock(w: WallClock): Instant {
  const naive = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  // Paris is one or two hours ahead of UTC: try the offsets in force on either side of that time.
  const offsets = [...new Set([parisOffsetMinutes(naive - 3 * HOUR), parisOffsetMinutes(naive + 3 * HOUR)])];
  const candidates = offsets
    .map((offset) => naive - offset * 60000)
    .filter((candidate) => sameWallClock(toParisWallClock(candidate), w));
  if (candidates.length > 0) return Math.min(...candidates);
  // A time skipped in spring: the clocks jumped forward, so read it with the offset before the jump.
  return naive - Math.min(...offsets) * 60000;
}

const sameWallClock = (a: WallClock, b: WallClock) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute &&
  a.second === b.second;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Parses the form's `yyyy-MM-ddTHH:mm` (seconds optional, space allowed) as Paris time. */
export function parseParisDateTime(text: string): Instant | null {
  const m = LOCAL_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return fromParisWallClock({ year, month, day, hour, minute, second });
}

/** `yyyy-MM-ddTHH:mm` in Paris time: the form's date-time format (24 h). */
export function formatParisDateTimeInput(instant: Instant): string {
  const w = toParisWallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** ISO 8601 with the Paris offset, e.g. 2026-11-21T18:30:00+01:00 (dateFinWithTimezone). */
export function formatParisIsoWithOffset(instant: Instant): string {
  const w = toParisWallClock(instant);
  const offset = parisOffsetMinutes(instant);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** `Y-m-d H:i:s` with microseconds in Paris time, as the spec's date.date strings show. */
export function formatParisTimestampMicros(instant: Instant): string {
  const w = toParisWallClock(instant);
  const micros = Math.round((instant - Math.floor(instant / 1000) * 1000) * 1000);
  return (
    `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `.${pad(Math.min(micros, 999999), 6)}`
  );
}

/** The Paris calendar date of an instant as yyyy-mm-dd. */
export function parisDateKey(instant: Instant): string {
  const w = toParisWallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}
