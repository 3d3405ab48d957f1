import type { Auction, Bid } from '../../domain/auction/auction.js';
import type { New } from '../../ports/repositories.port.js';
import { HOUR_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';
import { DEFAULT_SALE_END, DEFAULT_SALE_START } from './property-mother.js';

/**
 * The live auction of property 1 around DEFAULT_TEST_NOW (started 2 days before, ends 30 h after),
 * first price 250 000 €, step 1 000 €, no bid yet.
 */
export function anAuction(overrides: Partial<New<Auction>> = {}): New<Auction> {
  return {
    propertyId: 1,
    startAt: DEFAULT_SALE_START,
    originalEndAt: DEFAULT_SALE_END,
    endAt: DEFAULT_SALE_END,
    firstPrice: 250000,
    step: 1000,
    currentPrice: null,
    lastBidId: null,
    bidCount: 0,
    closedAt: null,
    acceptedBidId: null,
    ...overrides,
  };
}

/** A first bid at the first price on auction 1 by user 1, an hour before DEFAULT_TEST_NOW. */
export function aBid(overrides: Partial<New<Bid>> = {}): New<Bid> {
  return {
    auctionId: 1,
    userId: 1,
    amount: 250000,
    placedAt: DEFAULT_TEST_NOW - HOUR_MS,
    status: 'placed',
    ...overrides,
  };
}
