import type { DomainEvent } from '../../ports/services.port.js';
import type { Auction } from './auction.js';

/**
 * The version of an auction as viewers see it: it changes whenever the poll's body could (a bid, an
 * extension, an end, an accepted or refused offer moving the price back, the negotiator moving the
 * first price, the step or the dates before anyone bid), and only then. It is read
 * from the auction row alone, so checking it costs one keyed read and no bid. Equality only: two
 * versions are compared, never ordered (a refused offer can bring a price back).
 */
export function auctionVersion(auction: Auction): string {
  const parts = [
    auction.bidCount,
    auction.lastBidId ?? '',
    auction.currentPrice ?? '',
    auction.endAt,
    auction.closedAt ?? '',
    auction.acceptedBidId ?? '',
    auction.firstPrice,
    auction.step,
    auction.startAt,
    auction.originalEndAt,
  ];
  return parts.join('.');
}

/** A change of an auction that viewers must see at once: what the live feed carries. */
export interface AuctionChange {
  auctionId: number;
  version: string;
}

/**
 * The auction a domain event changed, or null when the event is about something else. Every event
 * naming an auction counts (a bid, an extension, an offer answered, an end…): a change that turns out
 * not to move the version costs one keyed read, a missed one would leave viewers behind.
 */
export function changedAuctionOf(event: DomainEvent): number | null {
  const auctionId = (event as { auctionId?: unknown }).auctionId;
  return typeof auctionId === 'number' ? auctionId : null;
}
