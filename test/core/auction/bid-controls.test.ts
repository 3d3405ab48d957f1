import { expect } from 'chai';
import {
  BID_BLOCK_CODES,
  BID_BLOCK_REASONS,
  bidControlsState,
  mustRegister,
  type BidContext,
} from '../../../core/src/domain/auction/index.js';
import { ANONYMOUS, type Role } from '../../../core/src/domain/user/user.js';
import { isMessageCode } from '../../../core/src/messages/translate.js';

const buyer = { roles: ['ROLE_USER'] as Role[], verified: true, canAuction: true };
const ready: BidContext = {
  viewer: buyer,
  phase: 'live',
  registered: true,
  visitDone: true,
  midTransaction: false,
};

describe('bidControlsState', () => {
  it('enables bidding for a verified, allowed, registered buyer who visited, during the auction', () => {
    expect(bidControlsState(ready)).to.deep.equal({ enabled: true, reasons: [] });
  });

  const single: [string, Partial<BidContext>, string][] = [
    ['an unverified user', { viewer: { ...buyer, verified: false } }, 'not_verified'],
    ['a negotiator', { viewer: { ...buyer, roles: ['ROLE_USER', 'ROLE_NEGOCIATEUR'] } }, 'negotiator'],
    ['a user not allowed to bid', { viewer: { ...buyer, canAuction: false } }, 'cannot_auction'],
    ['a bid being posted', { midTransaction: true }, 'mid_transaction'],
    ['an ended auction', { phase: 'ended' }, 'ended'],
    ['an auction not started', { phase: 'upcoming' }, 'not_started'],
    ['a buyer not registered', { registered: false }, 'not_registered'],
    ['a buyer who has not visited', { visitDone: false }, 'visit_not_done'],
  ];
  for (const [who, change, reason] of single) {
    it(`disables bidding for ${who}`, () => {
      expect(bidControlsState({ ...ready, ...change })).to.deep.equal({ enabled: false, reasons: [reason] });
    });
  }

  it('lists every reason at once, in order', () => {
    const state = bidControlsState({
      viewer: ANONYMOUS,
      phase: 'ended',
      registered: false,
      visitDone: false,
      midTransaction: false,
    });
    expect(state).to.deep.equal({
      enabled: false,
      reasons: ['not_verified', 'cannot_auction', 'not_registered', 'visit_not_done', 'ended'],
    });
  });

  it('maps every reason to a catalogue code', () => {
    for (const reason of BID_BLOCK_REASONS)
      expect(isMessageCode(BID_BLOCK_CODES[reason]), reason).to.equal(true);
    expect(BID_BLOCK_CODES.negotiator).to.equal('negotiator_cannot_bid');
  });
});

describe('mustRegister (Ce bien m’intéresse)', () => {
  it('applies to a ROLE_USER only who is not registered', () => {
    expect(mustRegister({ roles: ['ROLE_USER'] }, false)).to.equal(true);
  });

  it('does not apply to a ROLE_USER already registered (bienInscrit 1)', () => {
    expect(mustRegister({ roles: ['ROLE_USER'] }, true)).to.equal(false);
  });

  it('applies to a viewer with no roles at all, registered or not', () => {
    expect(mustRegister(ANONYMOUS, false)).to.equal(true);
    expect(mustRegister({ roles: [] }, true)).to.equal(true);
  });

  it('does not apply to anyone with another role', () => {
    expect(mustRegister({ roles: ['ROLE_USER', 'ROLE_NEGOCIATEUR'] }, false)).to.equal(false);
    expect(mustRegister({ roles: ['ROLE_VENDEUR'] }, false)).to.equal(false);
    expect(mustRegister({ roles: ['ROLE_ADMIN'] }, false)).to.equal(false);
  });
});
