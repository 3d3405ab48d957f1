import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';
import type { Auction, Bid } from './auction.js';
import { auctionPhase, type AuctionPhase } from './phase.js';

/**
 * Where a buyer stands on a sale they bid on ("mes offres"): while it runs, leading (their bid is the
 * highest) or outbid; once it ended, won or lost.
 */
export type MyOfferStatus = 'leading' | 'outbid' | 'won' | 'lost';

export interface MyOfferStanding {
  phase: AuctionPhase;
  /** When the sale stops or stopped: the end in force, or the seller's acceptance if earlier. */
  endAt: Instant;
  status: MyOfferStatus;
  /** The buyer's highest bid on the sale. */
  myBestBid: Euros;
  myBidCount: number;
  /** The seller accepted one of the buyer's offers: the sale ended there (spec §6 "Seller accepts or refuses offers"). */
  acceptedBySeller: boolean;
}

type StandingAuction = Pick<Auction, 'startAt' | 'endAt' | 'closedAt' | 'lastBidId' | 'acceptedBidId'>;

/**
 * The standing of a buyer from their own bids on one auction (at least one). An ended sale is won
 * by the offer the seller accepted; without one, by the highest offer unless the seller refused it.
 */
export function myOfferStanding(
  auction: StandingAuction,
  myBids: readonly Bid[],
  now: Instant,
): MyOfferStanding {
  const mine = (id: number | null): boolean => id !== null && myBids.some((bid) => bid.id === id);
  const phase = auctionPhase(auction, now);
  const acceptedBySeller = mine(auction.acceptedBidId);
  let status: MyOfferStatus;
  if (phase !== 'ended') status = mine(auction.lastBidId) ? 'leading' : 'outbid';
  else if (auction.acceptedBidId !== null) status = acceptedBySeller ? 'won' : 'lost';
  else {
    const highest = myBids.find((bid) => bid.id === auction.lastBidId);
    status = highest && highest.status !== 'refused' ? 'won' : 'lost';
  }
  return {
    phase,
    endAt: auction.closedAt !== null ? Math.min(auction.closedAt, auction.endAt) : auction.endAt,
    status,
    myBestBid: Math.max(...myBids.map((bid) => bid.amount)),
    myBidCount: myBids.length,
    acceptedBySeller,
  };
}

/**
 * The order of "mes offres": sales still running first, ending soonest first; then the ended ones,
 * the latest ended first. `endAt` is when the sale stops or stopped (an accepted offer's time
 * included). Ties by auction id so the order never wobbles.
 */
export function myOffersOrder(
  a: { phase: AuctionPhase; endAt: Instant; auctionId: number },
  b: { phase: AuctionPhase; endAt: Instant; auctionId: number },
): number {
  const aEnded = a.phase === 'ended';
  if (aEnded !== (b.phase === 'ended')) return aEnded ? 1 : -1;
  return (aEnded ? b.endAt - a.endAt : a.endAt - b.endAt) || a.auctionId - b.auctionId;
}
