import { expect } from 'chai';
import type { Auction } from '../../../core/src/domain/auction/auction.js';
import { auctionVersion } from '../../../core/src/domain/auction/live-version.js';
import { anAuction } from '../../../core/src/testing/index.js';

const auction: Auction = { id: 7, ...anAuction() };

describe('auctionVersion: changes whenever the poll’s body could', () => {
  it('moves with a bid, an extension, an end, an accepted offer', () => {
    const changes: Partial<Auction>[] = [
      { bidCount: 1, lastBidId: 3, currentPrice: 250000 },
      { endAt: auction.endAt + 120_000 },
      { closedAt: auction.endAt - 1, acceptedBidId: 3 },
    ];
    for (const change of changes) {
      expect(auctionVersion({ ...auction, ...change }), JSON.stringify(change)).to.not.equal(
        auctionVersion(auction),
      );
    }
  });

  it('moves with the terms the negotiator may still change before any bid: first price, step, dates', () => {
    const changes: Partial<Auction>[] = [
      { firstPrice: 262000 },
      { step: 2500 },
      { startAt: auction.startAt + 3_600_000 },
      { originalEndAt: auction.originalEndAt + 3_600_000 },
    ];
    for (const change of changes) {
      expect(auctionVersion({ ...auction, ...change }), JSON.stringify(change)).to.not.equal(
        auctionVersion(auction),
      );
    }
  });

  it('stays for the same auction read again', () => {
    expect(auctionVersion({ ...auction })).to.equal(auctionVersion(auction));
  });
});
