import { expect } from 'chai';
import { auctionPhase } from '../../../core/src/domain/auction/phase.js';
import { isPropertyTypeCode, SUB_NATURES } from '../../../core/src/domain/property/property-type.js';
import { isValidEmail } from '../../../core/src/shared/email.js';
import { DAY_MS, HOUR_MS } from '../../../core/src/shared/time.js';
import {
  aBid,
  aBuyer,
  aNegotiator,
  anAdmin,
  anApartment,
  anAssistanceNegotiator,
  anAuction,
  aProperty,
  aSeller,
  aUser,
  createTestKit,
  DEFAULT_TEST_NOW,
  DEMO_PASSWORD,
} from '../../../core/src/testing/index.js';

describe('Object Mothers', () => {
  it('aProperty is a house in Annecy, live at the default now, overrides merged in', () => {
    const house = aProperty({ title: 'Chalet', address: { complement: 'Lot 4' }, dpe: { energyClass: 'B' } });
    expect(house).to.include({ type: 'MAIS', title: 'Chalet', firstPrice: 250000, bidStep: 1000 });
    expect(house.address).to.include({
      city: 'Annecy',
      postcode: '74000',
      inseeCode: '74010',
      complement: 'Lot 4',
    });
    expect(house.dpe).to.include({ energyClass: 'B', gesClass: 'C' });
    expect(house.netSellerPrice + (house.flatFeeAmount ?? 0)).to.equal(house.firstPrice);
    expect(SUB_NATURES[house.type]).to.include(house.subNature);
    expect(house.offersStartAt).to.be.lessThan(DEFAULT_TEST_NOW);
    expect(house.offersEndAt).to.be.greaterThan(DEFAULT_TEST_NOW);
  });

  it('anApartment is a flat in Lyon in a co-ownership', () => {
    const flat = anApartment({ floor: 5 });
    expect(flat).to.include({ type: 'APPT', coOwnership: true, floor: 5 });
    expect(isPropertyTypeCode(flat.type) && SUB_NATURES.APPT.includes(flat.subNature)).to.equal(true);
    expect(flat.address).to.include({ city: 'Lyon', postcode: '69001', inseeCode: '69381' });
  });

  it('gives every property a unique reference of at most 21 characters', () => {
    const references = [aProperty(), aProperty(), anApartment()].map((p) => p.reference);
    expect(new Set(references).size).to.equal(3);
    expect(references.every((r) => r.length <= 21)).to.equal(true);
  });

  it('anAuction is live: started 2 days before the default now, ends 30 h after, no bid', () => {
    const auction = anAuction();
    expect(auction.startAt).to.equal(DEFAULT_TEST_NOW - 2 * DAY_MS);
    expect(auction.endAt).to.equal(DEFAULT_TEST_NOW + 30 * HOUR_MS);
    expect(auction.originalEndAt).to.equal(auction.endAt);
    expect(auction).to.include({
      firstPrice: 250000,
      step: 1000,
      currentPrice: null,
      bidCount: 0,
      lastBidId: null,
    });
    expect(auctionPhase(auction, DEFAULT_TEST_NOW)).to.equal('live');
    expect(anAuction({ step: 500 }).step).to.equal(500);
  });

  it('aBid bids the first price before the default now', () => {
    expect(aBid()).to.include({ amount: 250000, status: 'placed' });
    expect(aBid().placedAt).to.be.lessThan(DEFAULT_TEST_NOW);
  });

  it('users get unique valid e-mails, the demo password and their roles', async () => {
    const kit = createTestKit();
    const users = [aUser(), aBuyer(), aNegotiator(), anAssistanceNegotiator(), aSeller(), anAdmin()];
    expect(new Set(users.map((u) => u.email)).size).to.equal(users.length);
    expect(users.every((u) => isValidEmail(u.email))).to.equal(true);
    for (const user of users)
      expect(await kit.hasher.verify(user.passwordHash, DEMO_PASSWORD)).to.equal(true);
    expect(users.map((u) => u.roles[0])).to.deep.equal([
      'ROLE_USER',
      'ROLE_USER',
      'ROLE_NEGOCIATEUR',
      'ROLE_NEGOCIATEUR',
      'ROLE_VENDEUR',
      'ROLE_ADMIN',
    ]);
    expect(users[0]).to.include({ identityVerifiedAt: null, biddingSuspendedAt: null });
    expect(users[1]?.identityVerifiedAt).to.be.a('number');
    expect(users[1]?.emailVerifiedAt).to.be.a('number');
    expect(users[3]?.assistance).to.equal(true);
    expect(users[2]?.assistance).to.equal(false);
    expect(aBuyer({ biddingSuspendedAt: 1 }).biddingSuspendedAt).to.equal(1);
  });
});
