import { expect } from 'chai';
import { saleOutcome } from '../../../core/src/domain/auction/outcome.js';

const START = 1_000_000;
const END = 2_000_000;
const auction = { startAt: START, endAt: END, closedAt: null, acceptedBidId: null, currentPrice: 251_000 };
const highest = (status: 'placed' | 'accepted' | 'refused') => ({ amount: 251_000, status });

describe('saleOutcome', () => {
  it('upcoming before the start, open while live (even after a refusal)', () => {
    expect(saleOutcome(auction, null, START - 1)).to.deep.equal({ kind: 'upcoming' });
    expect(saleOutcome(auction, highest('refused'), START)).to.deep.equal({ kind: 'open' });
  });

  it('accepted at the accepted price from the acceptance on, even before the planned end', () => {
    const accepted = { ...auction, closedAt: START + 10, acceptedBidId: 7 };
    expect(saleOutcome(accepted, highest('accepted'), START + 20)).to.deep.equal({
      kind: 'accepted',
      price: 251_000,
      at: START + 10,
    });
  });

  it('after the end: awaiting the seller, unsold once refused, no bids without offers', () => {
    expect(saleOutcome(auction, highest('placed'), END)).to.deep.equal({
      kind: 'awaiting_seller',
      price: 251_000,
    });
    expect(saleOutcome(auction, highest('refused'), END)).to.deep.equal({ kind: 'unsold', price: 251_000 });
    expect(saleOutcome({ ...auction, currentPrice: null }, null, END)).to.deep.equal({ kind: 'no_bids' });
  });
});
