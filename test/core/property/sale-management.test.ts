import { expect } from 'chai';
import {
  isSaleManagerRole,
  managesEverySale,
  managesSale,
} from '../../../core/src/domain/property/sale-management.js';
import { ANONYMOUS, type Viewer } from '../../../core/src/domain/user/user.js';

const viewer = (id: number, roles: Viewer['roles']): Viewer => ({ ...ANONYMOUS, id, roles });

// The sale was built by negotiator 7.
const NEGOTIATOR_ID = 7;
const admin = viewer(1, ['ROLE_ADMIN']);
const ownNegotiator = viewer(NEGOTIATOR_ID, ['ROLE_NEGOCIATEUR']);
const otherNegotiator = viewer(8, ['ROLE_NEGOCIATEUR']);
const buyer = viewer(3, ['ROLE_USER']);
const seller = viewer(4, ['ROLE_VENDEUR']);

describe('managesSale', () => {
  it('lets an administrator manage any sale', () => {
    expect(managesSale(admin, NEGOTIATOR_ID)).to.equal(true);
    expect(managesSale(admin, 8)).to.equal(true);
  });

  it('lets a negotiator manage the sale he built', () => {
    expect(managesSale(ownNegotiator, NEGOTIATOR_ID)).to.equal(true);
  });

  it("refuses a negotiator another negotiator's sale", () => {
    expect(managesSale(otherNegotiator, NEGOTIATOR_ID)).to.equal(false);
  });

  it("refuses a buyer and a seller, even with the id of the sale's negotiator", () => {
    expect(managesSale(buyer, NEGOTIATOR_ID)).to.equal(false);
    expect(managesSale(seller, NEGOTIATOR_ID)).to.equal(false);
    expect(managesSale(viewer(NEGOTIATOR_ID, ['ROLE_USER']), NEGOTIATOR_ID)).to.equal(false);
    expect(managesSale(viewer(NEGOTIATOR_ID, ['ROLE_VENDEUR']), NEGOTIATOR_ID)).to.equal(false);
  });

  it('refuses an anonymous visitor', () => {
    expect(managesSale(ANONYMOUS, NEGOTIATOR_ID)).to.equal(false);
    expect(managesSale(ANONYMOUS, 0)).to.equal(false);
  });
});

describe('isSaleManagerRole', () => {
  it('is true for a negotiator (whatever sale) and an administrator', () => {
    expect(isSaleManagerRole(admin)).to.equal(true);
    expect(isSaleManagerRole(ownNegotiator)).to.equal(true);
    expect(isSaleManagerRole(otherNegotiator)).to.equal(true);
    expect(isSaleManagerRole(viewer(5, ['ROLE_USER', 'ROLE_NEGOCIATEUR']))).to.equal(true);
  });

  it('is false for a buyer, a seller and an anonymous visitor', () => {
    expect(isSaleManagerRole(buyer)).to.equal(false);
    expect(isSaleManagerRole(seller)).to.equal(false);
    expect(isSaleManagerRole(ANONYMOUS)).to.equal(false);
  });
});

describe('managesEverySale', () => {
  it('is true for an administrator only', () => {
    expect(managesEverySale(admin)).to.equal(true);
    expect(managesEverySale(ownNegotiator)).to.equal(false);
    expect(managesEverySale(buyer)).to.equal(false);
    expect(managesEverySale(seller)).to.equal(false);
    expect(managesEverySale(ANONYMOUS)).to.equal(false);
  });
});
