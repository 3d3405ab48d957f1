// The auction's numbers (spec §4 and §9). Every duration is in milliseconds unless named otherwise.
import { MINUTE_MS, SECOND_MS } from '../../shared/time.js';

/** The final phase ('bienIn36h'): the last 36 hours before the end. */
export const FINAL_PHASE_WINDOW_MS = 129_600_000;

/** A bid placed with this much time left or less extends the sale. */
export const ANTI_SNIPING_WINDOW_MS = 2 * MINUTE_MS;
/** How far such a bid pushes the end back. */
export const ANTI_SNIPING_EXTENSION_MS = 2 * MINUTE_MS;

/** The one-time notice 'L'enchère se termine dans 2 minutes' is raised at 2 min 1 s left… */
export const TWO_MINUTE_NOTICE_AT_MS = 2 * MINUTE_MS + SECOND_MS;
/** …shown 2 s later… */
export const TWO_MINUTE_NOTICE_DELAY_MS = 2 * SECOND_MS;
/** …as a success notice for 10 s. */
export const TWO_MINUTE_NOTICE_DISPLAY_MS = 10 * SECOND_MS;

/** The advice banner: bid at the latest this many seconds before the end. */
export const ADVICE_LAST_SECONDS = 5;
export const ADVICE_LAST_MS = ADVICE_LAST_SECONDS * SECOND_MS;

/** Polling of the current auction: verified users every second, everyone else every 5 s. */
export const POLL_INTERVAL_VERIFIED_MS = 1000;
export const POLL_INTERVAL_OTHERS_MS = 5000;
export const FIRST_POLL_DELAY_MS = 500;

/** The random wait before a bid is posted, so simultaneous clicks do not arrive together. */
export const PRE_BID_DELAY_MIN_MS = 1;
export const PRE_BID_DELAY_MAX_MS = 2000;

/** How long a failed bid's message stays on screen. */
export const BID_ERROR_DISPLAY_MS = 60_000;

/** When a countdown reaches zero ('Enchère terminée'), the page reloads this much later. */
export const RELOAD_AFTER_END_MS = 2000;
