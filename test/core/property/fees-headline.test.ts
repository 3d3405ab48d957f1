import { expect } from 'chai';
import { buyerFeesPercent } from '../../../core/src/domain/property/fees-headline.js';

describe('buyerFeesPercent: the price headline’s “honoraires inclus”', () => {
  it('names the percent of the net seller price when the buyer pays the fees', () => {
    expect(buyerFeesPercent({ firstPrice: 265_000, fees: 15_000, feesPaidBy: 'A' })).to.equal('6');
    expect(buyerFeesPercent({ firstPrice: 215_000, fees: 15_000, feesPaidBy: 'A' })).to.equal('7,5');
  });

  it('says nothing when the seller pays them or there are none', () => {
    expect(buyerFeesPercent({ firstPrice: 265_000, fees: 15_000, feesPaidBy: 'V' })).to.equal(null);
    expect(buyerFeesPercent({ firstPrice: 265_000, fees: 0, feesPaidBy: 'A' })).to.equal(null);
    expect(buyerFeesPercent({ firstPrice: 265_000, fees: null, feesPaidBy: 'A' })).to.equal(null);
  });
});
