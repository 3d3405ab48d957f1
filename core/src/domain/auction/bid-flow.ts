import type { Instant } from '../../shared/time.js';
import type { Viewer } from '../user/user.js';
import type { Auction } from './auction.js';
import {
  ADVICE_LAST_MS,
  POLL_INTERVAL_OTHERS_MS,
  POLL_INTERVAL_VERIFIED_MS,
  PRE_BID_DELAY_MAX_MS,
  PRE_BID_DELAY_MIN_MS,
} from './constants.js';

/** How often a viewer polls the current auction: every second when verified, every 5 s otherwise. */
export const pollIntervalMs = (viewer: Pick<Viewer, 'verified'>): number =>
  viewer.verified ? POLL_INTERVAL_VERIFIED_MS : POLL_INTERVAL_OTHERS_MS;

/**
 * The random wait before posting a bid, 1 to 2000 ms inclusive. `random` is a draw in [0, 1)
 * (Math.random() in production, a fixed number in tests); values outside are clamped.
 */
export function preBidDelayMs(random: number): number {
  const span = PRE_BID_DELAY_MAX_MS - PRE_BID_DELAY_MIN_MS + 1;
  const draw = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1 - Number.EPSILON) : 0;
  return PRE_BID_DELAY_MIN_MS + Math.floor(draw * span);
}

/**
 * The advice banner asks to bid at the latest 5 s before the end: the network and the pre-bid
 * delay may carry a later bid past it. True once fewer than 5 s are left (exactly 5 s is still in time).
 */
export const isPastBidAdviceDeadline = (auction: Pick<Auction, 'endAt'>, now: Instant): boolean =>
  auction.endAt - now < ADVICE_LAST_MS;
