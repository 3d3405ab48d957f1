import { expect } from 'chai';
import {
  bidderBlocks,
  buyerFileChecklist,
  checklistRecap,
  isVerifiedBidderAccount,
  mayBidOnProperty,
  type BidderFacts,
  type BuyerFile,
  type Review,
} from '../../../core/src/domain/buyer-file/index.js';
import { aBuyerFile, aQualifiedBuyerFile, DEFAULT_TEST_NOW } from '../../../core/src/testing/index.js';

const NOW = DEFAULT_TEST_NOW;
const buyerAccount: BidderFacts['account'] = {
  roles: ['ROLE_USER'],
  emailVerifiedAt: NOW - 10,
  identityVerifiedAt: NOW - 5,
  biddingSuspendedAt: null,
};
const qualified = { ...aQualifiedBuyerFile(), id: 1 } as BuyerFile;
const review = (status: Review['status'], refusalReason: string | null = null): Review => ({
  status,
  submittedAt: NOW - 3,
  decidedAt: status === 'pending' ? null : NOW - 1,
  decidedBy: status === 'pending' ? null : 2,
  refusalReason,
});

describe('bidderBlocks (who may bid, spec §1, §5.3, §6)', () => {
  it('lets a buyer bid once e-mail, identity, visit and agrément are done', () => {
    expect(bidderBlocks({ account: buyerAccount, file: qualified })).to.deep.equal([]);
    expect(mayBidOnProperty({ account: buyerAccount, file: qualified })).to.equal(true);
  });

  it('does not need a financing plan (advised only)', () => {
    const noPlan: BuyerFile = { ...qualified, financing: null };
    expect(bidderBlocks({ account: buyerAccount, file: noPlan })).to.deep.equal([]);
  });

  it('tells a negotiator only that negotiators do not bid', () => {
    const account = { ...buyerAccount, roles: ['ROLE_USER', 'ROLE_NEGOCIATEUR'] as const };
    expect(bidderBlocks({ account: { ...account, roles: [...account.roles] }, file: null })).to.deep.equal([
      'negotiator',
    ]);
  });

  it('refuses administrators and seller-only accounts as not buyers', () => {
    expect(
      bidderBlocks({ account: { ...buyerAccount, roles: ['ROLE_ADMIN'] }, file: qualified }),
    ).to.deep.equal(['not_a_buyer']);
    expect(
      bidderBlocks({ account: { ...buyerAccount, roles: ['ROLE_VENDEUR'] }, file: qualified }),
    ).to.deep.equal(['not_a_buyer']);
    expect(
      bidderBlocks({ account: { ...buyerAccount, roles: ['ROLE_USER', 'ROLE_VENDEUR'] }, file: qualified }),
    ).to.deep.equal([]);
  });

  it('lists every block of a newcomer in the order they are resolved', () => {
    const account = {
      ...buyerAccount,
      emailVerifiedAt: null,
      identityVerifiedAt: null,
      biddingSuspendedAt: NOW,
    };
    expect(bidderBlocks({ account, file: null })).to.deep.equal([
      'email_not_verified',
      'bidding_suspended',
      'not_registered',
      'identity_missing',
    ]);
  });

  it('asks a registered buyer for the visit, the identity and the agrément', () => {
    const account = { ...buyerAccount, identityVerifiedAt: null };
    const file = { ...aBuyerFile(), id: 2 } as BuyerFile;
    expect(bidderBlocks({ account, file })).to.deep.equal([
      'visit_not_validated',
      'identity_missing',
      'agrement_missing',
    ]);
  });

  it('follows each review: pending, refused, approved', () => {
    const account = { ...buyerAccount, identityVerifiedAt: null };
    const withReviews = (identity: Review, agrement: Review): BuyerFile => ({
      ...qualified,
      identity: { ...qualified.identity, review: identity },
      agrement: { ...qualified.agrement, review: agrement },
    });
    expect(
      bidderBlocks({ account, file: withReviews(review('pending'), review('refused', 'Illisible')) }),
    ).to.deep.equal(['identity_pending', 'agrement_refused']);
    expect(bidderBlocks({ account, file: withReviews(review('refused'), review('pending')) })).to.deep.equal([
      'identity_refused',
      'agrement_pending',
    ]);
  });

  it('takes the identity from the account: approved once, valid on every property', () => {
    const otherProperty = { ...aQualifiedBuyerFile({ propertyId: 9 }), id: 3 } as BuyerFile;
    const noDocumentHere = {
      ...otherProperty,
      identity: { document: null, documentDeletedAt: null, review: null },
    };
    expect(bidderBlocks({ account: buyerAccount, file: noDocumentHere })).to.deep.equal([]);
    // An approval written on the file alone does not make the account verified.
    expect(
      bidderBlocks({ account: { ...buyerAccount, identityVerifiedAt: null }, file: qualified }),
    ).to.deep.equal(['identity_missing']);
  });

  it('derives the header: userVerified from e-mail and identity, canAuction from no block', () => {
    expect(isVerifiedBidderAccount({ account: buyerAccount, file: null })).to.equal(true);
    expect(
      isVerifiedBidderAccount({ account: { ...buyerAccount, emailVerifiedAt: null }, file: null }),
    ).to.equal(false);
    expect(mayBidOnProperty({ account: buyerAccount, file: null })).to.equal(false);
  });
});

describe('buyerFileChecklist', () => {
  it('shows a qualified file all done', () => {
    const steps = buyerFileChecklist({ account: buyerAccount, file: qualified, bookedVisitStartsAt: null });
    expect(steps.map((s) => [s.step, s.state])).to.deep.equal([
      ['interest', 'done'],
      ['visit', 'done'],
      ['identity', 'done'],
      ['agrement', 'done'],
      ['financing', 'done'],
    ]);
  });

  it('shows a newcomer everything to do, financing advised', () => {
    const account = { ...buyerAccount, identityVerifiedAt: null };
    const steps = buyerFileChecklist({ account, file: null, bookedVisitStartsAt: null });
    expect(steps.map((s) => s.state)).to.deep.equal(['todo', 'todo', 'todo', 'todo', 'optional']);
    expect(checklistRecap(steps)).to.deep.equal({
      done: [],
      waiting: [],
      missing: ['interest', 'visit', 'identity', 'agrement'],
    });
  });

  it('waits for the negotiator on a booked visit and pending reviews, and gives refusal reasons', () => {
    const account = { ...buyerAccount, identityVerifiedAt: null };
    const file: BuyerFile = {
      ...qualified,
      visitDoneAt: null,
      identity: { ...qualified.identity, review: review('pending') },
      agrement: { ...qualified.agrement, review: review('refused', 'Nom illisible') },
      financing: null,
    };
    const steps = buyerFileChecklist({ account, file, bookedVisitStartsAt: NOW + 1000 });
    expect(steps).to.deep.equal([
      { step: 'interest', state: 'done' },
      { step: 'visit', state: 'waiting', visitStartsAt: NOW + 1000 },
      { step: 'identity', state: 'waiting' },
      { step: 'agrement', state: 'refused', refusalReason: 'Nom illisible' },
      { step: 'financing', state: 'optional' },
    ]);
    expect(checklistRecap(steps)).to.deep.equal({
      done: ['interest'],
      waiting: ['visit', 'identity'],
      missing: ['agrement'],
    });
  });
});
