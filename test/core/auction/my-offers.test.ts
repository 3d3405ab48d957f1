import { expect } from 'chai';
import type { Bid } from '../../../core/src/domain/auction/auction.js';
import { myOfferStanding, myOffersOrder } from '../../../core/src/domain/auction/my-offers.js';
import { HOUR_MS } from '../../../core/src/shared/time.js';

const NOW = Date.UTC(2026, 10, 21, 10);
const live = { startAt: NOW - HOUR_MS, endAt: NOW + HOUR_MS, closedAt: null, acceptedBidId: null };
const ended = { ...live, endAt: NOW - 1 };
const bid = (id: number, amount: number, status: Bid['status'] = 'placed'): Bid => ({
  id,
  auctionId: 1,
  userId: 5,
  amount,
  placedAt: NOW - 2 * HOUR_MS + id,
  status,
});
const mine = [bid(3, 251000), bid(7, 256000)];

describe('myOfferStanding (mes offres)', () => {
  it('is leading while the highest bid of a running sale is mine', () => {
    expect(myOfferStanding({ ...live, lastBidId: 7 }, mine, NOW)).to.deep.equal({
      phase: 'live',
      endAt: live.endAt,
      status: 'leading',
      myBestBid: 256000,
      myBidCount: 2,
      acceptedBySeller: false,
    });
  });

  it('is outbid while someone else holds the highest bid', () => {
    expect(myOfferStanding({ ...live, lastBidId: 9 }, mine, NOW).status).to.equal('outbid');
  });

  it('is won when the sale ended on my bid, lost on someone else’s, from the end instant on', () => {
    expect(myOfferStanding({ ...live, lastBidId: 7 }, mine, live.endAt - 1).status).to.equal('leading');
    expect(myOfferStanding({ ...live, lastBidId: 7 }, mine, live.endAt).status).to.equal('won');
    expect(myOfferStanding({ ...ended, lastBidId: 9 }, mine, NOW).status).to.equal('lost');
  });

  it('is lost when the seller refused my highest bid at the end', () => {
    const refused = [bid(3, 251000), bid(7, 256000, 'refused')];
    expect(myOfferStanding({ ...ended, lastBidId: 7 }, refused, NOW).status).to.equal('lost');
  });

  it('is won and accepted when the seller accepted my offer, which ends the sale at once', () => {
    const closed = { ...live, closedAt: NOW - 1, lastBidId: 7, acceptedBidId: 7 };
    expect(myOfferStanding(closed, [bid(3, 251000), bid(7, 256000, 'accepted')], NOW)).to.deep.include({
      phase: 'ended',
      endAt: NOW - 1,
      status: 'won',
      acceptedBySeller: true,
    });
  });

  it("is lost when the seller accepted someone else's offer", () => {
    const closed = { ...live, closedAt: NOW - 1, lastBidId: 9, acceptedBidId: 9 };
    expect(myOfferStanding(closed, mine, NOW)).to.deep.include({ status: 'lost', acceptedBySeller: false });
  });
});

describe('myOffersOrder', () => {
  it('puts running sales first, ending soonest first, then ended ones, latest ended first', () => {
    const sales = [
      { auctionId: 1, phase: 'ended' as const, endAt: NOW - 3 * HOUR_MS },
      { auctionId: 2, phase: 'live' as const, endAt: NOW + 5 * HOUR_MS },
      { auctionId: 3, phase: 'ended' as const, endAt: NOW - HOUR_MS },
      { auctionId: 4, phase: 'live' as const, endAt: NOW + HOUR_MS },
      { auctionId: 5, phase: 'live' as const, endAt: NOW + HOUR_MS },
    ];
    expect(sales.sort(myOffersOrder).map((sale) => sale.auctionId)).to.deep.equal([4, 5, 2, 3, 1]);
  });
});
