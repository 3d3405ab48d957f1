import type { ListingStatus } from '../property/property.js';
import type { Instant } from '../../shared/time.js';
import type { Auction } from './auction.js';

export type AuctionPhase = 'upcoming' | 'live' | 'ended';

/**
 * The phase from server time (spec §4): upcoming while now < start, live while start <= now < end,
 * ended from the end on — or as soon as the seller accepted an offer.
 */
export function auctionPhase(
  auction: Pick<Auction, 'startAt' | 'endAt' | 'closedAt'>,
  now: Instant,
): AuctionPhase {
  if (auction.closedAt !== null && auction.closedAt <= now) return 'ended';
  if (now < auction.startAt) return 'upcoming';
  if (now < auction.endAt) return 'live';
  return 'ended';
}

/** Whether the seller ended the sale by accepting an offer: closedAt is set then, and only then. */
export const endedByAcceptedOffer = (auction: Pick<Auction, 'closedAt'>): boolean =>
  auction.closedAt !== null;

const LISTING_STATUS_BY_PHASE: Record<AuctionPhase, ListingStatus> = {
  upcoming: 'a_venir',
  live: 'en_cours',
  ended: 'termine',
};

/** The listing status (a_venir, en_cours, termine) a sale shows in lists and search. */
export const listingStatus = (
  auction: Pick<Auction, 'startAt' | 'endAt' | 'closedAt'>,
  now: Instant,
): ListingStatus => LISTING_STATUS_BY_PHASE[auctionPhase(auction, now)];
