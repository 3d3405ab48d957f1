import { expect } from 'chai';
import { SALE_36H_MS, startFor36hSale } from '../../../core/src/domain/sale-form/sale-36h.js';

describe("startFor36hSale ('Je souhaite vendre en 36h')", () => {
  it('is 36 hours, 129 600 000 ms', () => {
    expect(SALE_36H_MS).to.equal(129_600_000);
  });

  it('starts 36 hours before the end on an ordinary weekend', () => {
    expect(startFor36hSale('2026-12-15T18:00')).to.equal('2026-12-14T06:00');
  });

  it('counts real hours across the spring change (29 March 2026): 37 h on the wall clock', () => {
    expect(startFor36hSale('2026-03-30T10:00')).to.equal('2026-03-28T21:00');
  });

  it('counts real hours across the autumn change (25 October 2026): 35 h on the wall clock', () => {
    expect(startFor36hSale('2026-10-26T10:00')).to.equal('2026-10-24T23:00');
  });

  it('gives nothing for an end that is not a date-time', () => {
    expect(startFor36hSale('')).to.equal(null);
    expect(startFor36hSale('2026-02-30T10:00')).to.equal(null);
  });
});
