import type { Instant } from '../../shared/time.js';
import { ANTI_SNIPING_EXTENSION_MS, ANTI_SNIPING_WINDOW_MS, TWO_MINUTE_NOTICE_AT_MS } from './constants.js';

/**
 * A bid falls in the anti-sniping window when it is placed before the end with at most 2 min
 * left: 0 < endAt − bidAt ≤ 2 min. A bid at or after the end is refused, not extended.
 */
export const isInAntiSnipingWindow = (endAt: Instant, bidAt: Instant): boolean =>
  bidAt < endAt && endAt - bidAt <= ANTI_SNIPING_WINDOW_MS;

/** The end after a bid placed at `bidAt`: pushed back by 2 min from the end in force when in the window. */
export const extendedEnd = (endAt: Instant, bidAt: Instant): Instant =>
  isInAntiSnipingWindow(endAt, bidAt) ? endAt + ANTI_SNIPING_EXTENSION_MS : endAt;

/**
 * The one-time notice 'L'enchère se termine dans 2 minutes' (spec §4) is raised on the tick where
 * the time left crosses 2 min 1 s: the previous tick was above it, this one is at or below it and
 * the sale is not over. A page opened inside the last 2 min 1 s never crossed it and stays quiet;
 * once shown it is never raised again, even when a late bid pushes the end back above the mark.
 * The caller shows it TWO_MINUTE_NOTICE_DELAY_MS later for TWO_MINUTE_NOTICE_DISPLAY_MS.
 */
export function twoMinuteNoticeDue(tick: {
  previousRemainingMs: number | null;
  remainingMs: number;
  alreadyShown: boolean;
}): boolean {
  if (tick.alreadyShown || tick.previousRemainingMs === null) return false;
  return (
    tick.previousRemainingMs > TWO_MINUTE_NOTICE_AT_MS &&
    tick.remainingMs <= TWO_MINUTE_NOTICE_AT_MS &&
    tick.remainingMs > 0
  );
}
