import { expect } from 'chai';
import { auctionPhase, endedByAcceptedOffer, listingStatus } from '../../../core/src/domain/auction/index.js';

const START = Date.UTC(2026, 10, 1, 9);
const END = Date.UTC(2026, 10, 21, 17, 30);
const auction = { startAt: START, endAt: END, closedAt: null };

describe('auctionPhase (the property page mode from server time)', () => {
  it('is upcoming until the start', () => {
    expect(auctionPhase(auction, START - 1)).to.equal('upcoming');
    expect(listingStatus(auction, START - 1)).to.equal('a_venir');
  });

  it('is live from the start to the last millisecond before the end', () => {
    expect(auctionPhase(auction, START)).to.equal('live');
    expect(auctionPhase(auction, END - 1)).to.equal('live');
    expect(listingStatus(auction, START)).to.equal('en_cours');
  });

  it('is ended from the end on', () => {
    expect(auctionPhase(auction, END)).to.equal('ended');
    expect(listingStatus(auction, END)).to.equal('termine');
  });

  it('follows the extended end', () => {
    expect(auctionPhase({ ...auction, endAt: END + 120_000 }, END + 60_000)).to.equal('live');
  });

  it('is ended as soon as the seller accepted an offer', () => {
    const closed = { ...auction, closedAt: START + 1_000 };
    expect(auctionPhase(closed, START + 999)).to.equal('live');
    expect(auctionPhase(closed, START + 1_000)).to.equal('ended');
  });

  it('tells a sale the seller ended by accepting an offer from one that reached its end', () => {
    expect(endedByAcceptedOffer({ closedAt: START + 1_000 })).to.equal(true);
    expect(endedByAcceptedOffer(auction)).to.equal(false);
  });
});
