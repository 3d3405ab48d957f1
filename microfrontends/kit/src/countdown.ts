// Countdown texts shared by the sale cards of the shell and the buyer space of the accounts remote.
import type { TFunction } from 'i18next';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left; never negative. */
export function countdownParts(remainingMs: number): CountdownParts {
  const ms = Math.max(0, remainingMs);
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
  };
}

const UNITS = ['countdown_days', 'countdown_hours', 'countdown_minutes', 'countdown_seconds'] as const;

/**
 * '2 j 04 h 09 min 05 s', '4 h 09 min 05 s', '9 min 05 s': leading empty units are left out, the
 * first shown unpadded, the others on two digits (units from the catalogue).
 */
export function formatCountdown(remainingMs: number, t: TFunction): string {
  const { days, hours, minutes, seconds } = countdownParts(remainingMs);
  const values = [days, hours, minutes, seconds];
  const firstNonZero = values.findIndex((value) => value > 0);
  const from = firstNonZero === -1 ? values.length - 1 : firstNonZero;
  return values
    .slice(from)
    .map((value, i) =>
      t(UNITS[from + i] as string, { n: i === 0 ? String(value) : String(value).padStart(2, '0') }),
    )
    .join(' ');
}
