import type { Euros } from '../../shared/money.js';
import { HOUR_MS, type Instant } from '../../shared/time.js';
import type { Bid } from './auction.js';
import type { SaleOutcome, SaleOutcomeKind } from './outcome.js';

/** The registered buyers are reminded this long before the end in force ('plus qu'une heure'). */
export const ENDING_SOON_NOTICE_MS = HOUR_MS;

/**
 * What happened once in an auction's life and must never happen twice: the 'ending soon' reminder,
 * and its closing (outcome set, notices sent). Stored with a unique (auction, kind) key.
 */
export type AuctionMilestoneKind = 'ending_soon' | 'closed';

export interface AuctionMilestone {
  auctionId: number;
  kind: AuctionMilestoneKind;
  at: Instant;
  /** The closing's outcome, its price and the bidder of the winning offer; null for a reminder. */
  outcome: SaleOutcomeKind | null;
  price: Euros | null;
  winnerId: number | null;
}

/**
 * The bidder the outcome names: the best offer's, when the seller accepted it or has still to
 * answer it; nobody when there was no bid or every offer was refused.
 */
export function winningBidder(outcome: SaleOutcome, best: Pick<Bid, 'userId'> | null): number | null {
  if (!best) return null;
  return outcome.kind === 'accepted' || outcome.kind === 'awaiting_seller' ? best.userId : null;
}
