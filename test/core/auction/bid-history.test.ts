import { expect } from 'chai';
import {
  bidHistoryLabel,
  currentPriceDisplay,
  hasNewLastBid,
} from '../../../core/src/domain/auction/index.js';
import { translate } from '../../../core/src/messages/translate.js';

describe('bidHistoryLabel', () => {
  it("names the viewer's own bids 'Moi'", () => {
    const label = bidHistoryLabel({ userId: 42 }, 42);
    expect(label).to.deep.equal({ code: 'bid_history_me' });
    expect(translate(label.code)).to.equal('Moi');
  });

  it("names other bids 'Acquéreur {id}'", () => {
    const label = bidHistoryLabel({ userId: 17 }, 42);
    expect(label).to.deep.equal({ code: 'bid_history_buyer', params: { id: 17 } });
    expect(translate(label.code, 'fr', label.params)).to.equal('Acquéreur 17');
    expect(translate(label.code, 'en', label.params)).to.equal('Buyer 17');
  });

  it("never says 'Moi' to an anonymous viewer", () => {
    expect(bidHistoryLabel({ userId: 0 }, 0).code).to.equal('bid_history_buyer');
  });
});

describe('currentPriceDisplay', () => {
  it('writes the current price in French euros', () => {
    expect(currentPriceDisplay({ currentPrice: 272_500, firstPrice: 262_500 })).to.equal(
      '272\u202f500\u00a0€',
    );
  });

  it('shows the first price before any bid', () => {
    expect(currentPriceDisplay({ currentPrice: null, firstPrice: 262_500 })).to.equal('262\u202f500\u00a0€');
  });
});

describe('hasNewLastBid (the sound on a new bid)', () => {
  it('rings when the last id of the history changed', () => {
    expect(hasNewLastBid(11, [{ id: 10 }, { id: 11 }, { id: 12 }])).to.equal(true);
    expect(hasNewLastBid(null, [{ id: 1 }])).to.equal(true);
  });

  it('stays silent when nothing new came', () => {
    expect(hasNewLastBid(12, [{ id: 11 }, { id: 12 }])).to.equal(false);
    expect(hasNewLastBid(null, [])).to.equal(false);
  });

  it('stays silent on the first poll, which only sets the reference', () => {
    expect(hasNewLastBid(undefined, [{ id: 12 }])).to.equal(false);
  });
});
