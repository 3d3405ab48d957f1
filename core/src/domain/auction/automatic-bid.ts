import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';
import type { Auction } from './auction.js';
import { maximumBid, minimumBid } from './bid-amount.js';

/**
 * A bidder's hidden maximum on one auction (enchère automatique). Nobody but its owner ever sees
 * `maximum`: not the poll, not the page, not the history, not another bidder's answer.
 */
export interface AutomaticBid {
  id: number;
  auctionId: number;
  userId: number;
  maximum: Euros;
  /** When the maximum was set or last raised: between equal maxima the earlier one wins. */
  setAt: Instant;
}

type Pricing = Pick<Auction, 'currentPrice' | 'firstPrice' | 'step'>;

/** The step as the arithmetic of automatic bids uses it (a non-positive step moves by one euro). */
const stepOf = (auction: Pricing): Euros => Math.max(1, auction.step);

/**
 * The highest amount a maximum can bid now: on the step grid of the current price, within the
 * auction's bounds (issue 10's maximum bid), or null when it cannot reach the next minimum.
 */
export function highestBidWithin(auction: Pricing, maximum: Euros): Euros | null {
  const cap = Math.min(maximum, maximumBid(auction));
  const floor = minimumBid(auction);
  if (cap < floor) return null;
  const step = stepOf(auction);
  return floor + Math.floor((cap - floor) / step) * step;
}

export interface Leader {
  userId: number;
  /** When the leader's bid was placed. */
  since: Instant;
}

/** One bid the platform places for a maximum. */
export interface AutomaticReply {
  userId: number;
  amount: Euros;
}

interface Claim {
  userId: number;
  /** The highest amount this bidder stands behind. */
  cap: Euros;
  at: Instant;
  order: number;
  leads: boolean;
}

const ranked = (a: Claim, b: Claim): number => b.cap - a.cap || a.at - b.at || a.order - b.order;

/**
 * The bids the platform places after the auction moved (a bid, a maximum set or raised), in order.
 *
 * Every bidder stands behind a claim: a challenger his maximum's highest grid amount; the leader
 * the larger of his bid and his own maximum. Claims rank by amount, then by time (equal maxima go
 * to the earlier one; a manual bid is always later than a standing maximum). The best claim W wins
 * at the least needed to lead: F = min(W, runner-up + step), which is W itself on a tie. The
 * runner-up R, when he has a maximum that reaches it, first bids F − step, so the history shows
 * what pushed the price; then W bids F. The leader who keeps the lead and meets no bid bids
 * nothing. After these bids nobody can outbid W: the answer is empty when called again.
 */
export function automaticReplies(
  auction: Pricing,
  leader: Leader | null,
  maxima: readonly AutomaticBid[],
): AutomaticReply[] {
  const claims: Claim[] = [];
  for (const max of maxima) {
    if (max.userId === leader?.userId) continue;
    const top = highestBidWithin(auction, max.maximum);
    if (top !== null)
      claims.push({ userId: max.userId, cap: top, at: max.setAt, order: max.id, leads: false });
  }
  if (claims.length === 0) return [];
  if (leader && auction.currentPrice !== null) {
    const own = maxima.find((max) => max.userId === leader.userId);
    const ownTop = own ? highestBidWithin(auction, own.maximum) : null;
    claims.push(
      own && ownTop !== null
        ? {
            userId: leader.userId,
            cap: ownTop,
            at: Math.min(own.setAt, leader.since),
            order: -1,
            leads: true,
          }
        : { userId: leader.userId, cap: auction.currentPrice, at: leader.since, order: -1, leads: true },
    );
  }
  claims.sort(ranked);
  const [winner, runnerUp] = claims;
  if (!winner) return [];
  const step = stepOf(auction);
  const final = runnerUp ? Math.min(winner.cap, runnerUp.cap + step) : minimumBid(auction);
  const replies: AutomaticReply[] = [];
  const pushed = final - step;
  if (runnerUp && pushed >= minimumBid(auction) && pushed <= runnerUp.cap) {
    replies.push({ userId: runnerUp.userId, amount: pushed });
  }
  if (!winner.leads || replies.length > 0) replies.push({ userId: winner.userId, amount: final });
  return replies;
}

/**
 * A manual bid equal to a standing maximum of someone else loses to it: that maximum's owner takes
 * the amount (the earliest such maximum), and the manual bid is answered as outbid.
 */
export function maximumMatching(
  auction: Pricing,
  bidderId: number,
  amount: Euros,
  maxima: readonly AutomaticBid[],
): AutomaticBid | null {
  const matching = maxima
    .filter((max) => max.userId !== bidderId && highestBidWithin(auction, max.maximum) === amount)
    .sort((a, b) => a.setAt - b.setAt || a.id - b.id);
  return matching[0] ?? null;
}
