import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';

/** The online auction (enchère) of one property. */
export interface Auction {
  id: number;
  propertyId: number;
  startAt: Instant;
  /** The end as scheduled by the negotiator (dateFin). */
  originalEndAt: Instant;
  /** The end in force, pushed back by anti-sniping extensions (newDateFin). */
  endAt: Instant;
  firstPrice: Euros;
  step: Euros;
  /** Null until the first bid. */
  currentPrice: Euros | null;
  lastBidId: number | null;
  bidCount: number;
  /** Set when the seller accepts an offer: the sale ends there and then. */
  closedAt: Instant | null;
  acceptedBidId: number | null;
}

/** Someone bid: what bidders relied on (the start, the first price, the step) no longer moves. */
export const hasOffers = (auction: Pick<Auction, 'bidCount' | 'currentPrice'>): boolean =>
  auction.bidCount > 0 || auction.currentPrice !== null;

export const BID_STATUSES = ['placed', 'accepted', 'refused'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export interface Bid {
  id: number;
  auctionId: number;
  userId: number;
  amount: Euros;
  placedAt: Instant;
  /** The seller's answer to the offer; 'placed' until then. */
  status: BidStatus;
  /** When and by whom the offer was answered (set with an accepted or refused status). */
  answeredAt?: Instant;
  answeredBy?: number;
  /** Placed by the platform for the bidder's automatic maximum (automatic-bid.ts); absent on manual bids. */
  automatic?: boolean;
  /** The bid's link in its auction's chain (bid-chain.ts), written with the bid. */
  chainHash?: string;
}

/** Who answered an offer, and when. */
export interface OfferAnswerRecord {
  at: Instant;
  by: number;
}
