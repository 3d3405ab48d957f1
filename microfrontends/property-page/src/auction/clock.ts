// The server's clock as seen from the browser: the auction's phases, countdowns and notices run on
// server time (spec §2.2), which is the client's clock plus an offset learnt from every answer.
import { SECOND_MS, type Instant } from '@immo/core';

/**
 * What the answers so far prove about `server time − client time`, in ms. The server writes its
 * time to the second (truncated), so one answer says: the server read S..S+1 s at some client
 * moment between sending (a) and receiving (b), hence S − b ≤ offset < S + 1 s − a. Intersecting
 * the answers narrows it down, so the countdown neither jitters nor jumps with each poll.
 */
export interface ClockSync {
  low: number;
  high: number;
}

export interface ClockSample {
  /** currentAuctionNowDateTime */
  serverNow: Instant;
  sentAt: Instant;
  receivedAt: Instant;
}

export function syncClock(previous: ClockSync | null, sample: ClockSample): ClockSync {
  const low = sample.serverNow - sample.receivedAt;
  const high = sample.serverNow + SECOND_MS - sample.sentAt;
  if (previous === null) return { low, high };
  const narrowed = { low: Math.max(previous.low, low), high: Math.min(previous.high, high) };
  // Disjoint bounds: a clock was changed meanwhile; the latest answer alone is the truth.
  return narrowed.low <= narrowed.high ? narrowed : { low, high };
}

/** The best guess of server − client: the middle of what is known. */
export const clockOffsetMs = (sync: ClockSync | null): number =>
  sync === null ? 0 : Math.round((sync.low + sync.high) / 2);
