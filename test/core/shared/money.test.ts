import { expect } from 'chai';
import { parseEuroAmount } from '../../../core/src/shared/money.js';

describe('core: a euro amount as typed or pasted', () => {
  it('keeps the value of a pasted amount with spaces of any kind, the euro sign or stray text', () => {
    for (const pasted of [
      '500000',
      '500 000',
      'abc 500 000',
      '500 000 €',
      '500\u00a0000',
      '500\u202f000',
      '500\u202f000\u00a0€',
      ' 500 000 EUR ',
      '€500,000',
      '500.000',
    ])
      expect(parseEuroAmount(pasted), JSON.stringify(pasted)).to.equal(500_000);
  });

  it('drops cents after a decimal comma or point', () => {
    expect(parseEuroAmount('500 000,00 €')).to.equal(500_000);
    expect(parseEuroAmount('1 250,5')).to.equal(1_250);
    expect(parseEuroAmount('99.99')).to.equal(99);
  });

  it('reads leading zeros away, nothing as null, and caps past the safe integers', () => {
    expect(parseEuroAmount('007')).to.equal(7);
    expect(parseEuroAmount('0')).to.equal(0);
    expect(parseEuroAmount('')).to.equal(null);
    expect(parseEuroAmount('abc €')).to.equal(null);
    expect(parseEuroAmount('9'.repeat(20))).to.equal(Number.MAX_SAFE_INTEGER);
  });
});
