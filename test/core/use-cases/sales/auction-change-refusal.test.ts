import { expect } from 'chai';
import type { Property } from '../../../../core/src/domain/property/property.js';
import { auctionChangeRefusal } from '../../../../core/src/use-cases/update-sale/update-sale.js';
import { anAuction, aProperty, DEFAULT_TEST_NOW } from '../../../../core/src/testing/index.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';

const NOW = DEFAULT_TEST_NOW;
const auction = {
  ...anAuction({ startAt: NOW - HOUR_MS, originalEndAt: NOW + HOUR_MS, endAt: NOW + 2 * HOUR_MS }),
  id: 1,
};
const next = (overrides: Partial<Property>): Property => ({
  ...aProperty({
    offersStartAt: auction.startAt,
    offersEndAt: auction.originalEndAt,
    firstPrice: auction.firstPrice,
    bidStep: auction.step,
  }),
  id: 1,
  ...overrides,
});

describe('auctionChangeRefusal: the dates of a live sale, an ended sale', () => {
  it('a live sale saved with its dates unchanged keeps its extended end', () => {
    expect(auctionChangeRefusal(auction, next({}), NOW)).to.equal(null);
  });

  it('refuses moving the start or the end of a live sale', () => {
    expect(auctionChangeRefusal(auction, next({ offersStartAt: NOW - 2 * HOUR_MS }), NOW)).to.deep.equal({
      code: 'sale_start_locked',
      field: 'dateDebut',
    });
    expect(auctionChangeRefusal(auction, next({ offersEndAt: NOW + 3 * HOUR_MS }), NOW)).to.deep.equal({
      code: 'sale_end_locked',
      field: 'dateFin',
    });
  });

  it('an ended sale (extension included) is read-only', () => {
    expect(auctionChangeRefusal(auction, next({}), NOW + 2 * HOUR_MS)).to.deep.equal({
      code: 'sale_ended_read_only',
    });
    expect(auctionChangeRefusal(auction, next({}), NOW + 2 * HOUR_MS - 1)).to.equal(null);
  });
});
