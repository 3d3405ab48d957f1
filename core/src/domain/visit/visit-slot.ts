// Visit slot rules (§5.6, §9): length, choices, the Y-m-d H:i:s date in Paris time, not before today.
import { fromParisWallClock, parisDateKey } from '../../shared/paris-time.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { MINUTE_MS, type Instant } from '../../shared/time.js';
import type { Visit, VisitKind } from './visit.js';

export const VISIT_SLOT_MIN_MINUTES = 5;
export const VISIT_SLOT_MAX_MINUTES = 60;
/** The lengths the slot form offers. */
export const VISIT_SLOT_CHOICES: readonly number[] = Object.freeze([15, 30, 45, 60]);
/** The date format of a slot start, PHP notation as the catalogue message names it. */
export const VISIT_DATE_FORMAT = 'Y-m-d H:i:s';
/** An individual visit (by appointment) takes one buyer. */
export const INDIVIDUAL_VISIT_CAPACITY = 1;

const VISIT_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Reads a 'Y-m-d H:i:s' Paris wall-clock date; anything else, or an impossible date, is refused. */
export function parseVisitDate(text: unknown, field = 'start'): Result<Instant> {
  const match = typeof text === 'string' ? VISIT_DATE.exec(text.trim()) : null;
  if (!match) return fail('visit_date_invalid', undefined, field);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0;
  if (day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) {
    return fail('visit_date_invalid', undefined, field);
  }
  return ok(fromParisWallClock({ year, month, day, hour, minute, second }));
}

/** The start may be any time today (Paris calendar day) or later, never on a past day. */
export function validateVisitStart(startsAt: Instant, now: Instant, field = 'start'): Result<Instant> {
  return parisDateKey(startsAt) < parisDateKey(now)
    ? fail('visit_start_before_today', undefined, field)
    : ok(startsAt);
}

/** A slot lasts 5 to 60 minutes, and one of the offered lengths (15, 30, 45, 60). */
export function validateSlotDuration(minutes: unknown, field = 'durationMinutes'): Result<number> {
  if (
    typeof minutes !== 'number' ||
    !Number.isInteger(minutes) ||
    minutes < VISIT_SLOT_MIN_MINUTES ||
    minutes > VISIT_SLOT_MAX_MINUTES
  ) {
    return fail(
      'visit_duration_out_of_range',
      { min: VISIT_SLOT_MIN_MINUTES, max: VISIT_SLOT_MAX_MINUTES },
      field,
    );
  }
  if (!VISIT_SLOT_CHOICES.includes(minutes)) {
    return fail('visit_duration_not_a_choice', { choices: VISIT_SLOT_CHOICES.join(', ') }, field);
  }
  return ok(minutes);
}

/**
 * The capacity of a new slot: one buyer for an individual visit whatever was asked; for a grouped
 * visit the number given, or no limit (null) when none is.
 */
export function slotCapacity(kind: VisitKind, requested: unknown, field = 'capacity'): Result<number | null> {
  if (kind === 'individual') return ok(INDIVIDUAL_VISIT_CAPACITY);
  if (requested === undefined || requested === null) return ok(null);
  return typeof requested === 'number' && Number.isInteger(requested) && requested >= 1
    ? ok(requested)
    : fail('invalid_input', undefined, field);
}

export const visitEndsAt = (visit: Pick<Visit, 'startsAt' | 'durationMinutes'>): Instant =>
  visit.startsAt + visit.durationMinutes * MINUTE_MS;

/** Places left on a slot; null when the slot has no limit. */
export const freePlaces = (visit: Pick<Visit, 'capacity' | 'attendeeIds'>): number | null =>
  visit.capacity === null ? null : Math.max(0, visit.capacity - visit.attendeeIds.length);

export const isVisitFull = (visit: Pick<Visit, 'capacity' | 'attendeeIds'>): boolean =>
  freePlaces(visit) === 0;

/** The order slots are listed in: by start, then by id for slots starting together. */
export const byVisitStart = (a: Pick<Visit, 'startsAt' | 'id'>, b: Pick<Visit, 'startsAt' | 'id'>): number =>
  a.startsAt - b.startsAt || a.id - b.id;

/** A slot that has started can no longer be booked. */
export const isVisitPast = (visit: Pick<Visit, 'startsAt'>, now: Instant): boolean => visit.startsAt <= now;

/**
 * The slot a buyer's file shows for the visit step: the first booked slot that is not over yet,
 * else the last booked one; null when the buyer booked none.
 */
export function bookedVisitOf(visits: readonly Visit[], userId: number, now: Instant): Visit | null {
  const booked = visits.filter((visit) => visit.attendeeIds.includes(userId)).sort(byVisitStart);
  return booked.find((visit) => visitEndsAt(visit) > now) ?? booked.at(-1) ?? null;
}

/** The negotiator validates a visit only once a slot the buyer booked on the property has started. */
export const hasStartedBookedVisit = (visits: readonly Visit[], userId: number, now: Instant): boolean =>
  visits.some((visit) => visit.attendeeIds.includes(userId) && isVisitPast(visit, now));
