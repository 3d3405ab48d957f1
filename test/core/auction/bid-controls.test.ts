import { expect } from 'chai';
import {
  BID_BLOCK_CODES,
  BID_BLOCK_REASONS,
  bidControlsState,
  mustRegister,
  type BidContext,
} from '../../../core/src/domain/auction/index.js';
import { ANONYMOUS } from '../../../core/src/domain/user/user.js';
import { isMessageCode } from '../../../core/src/messages/translate.js';

const ready: BidContext = { blocks: [], phase: 'live', midTransaction: false };

describe('bidControlsState', () => {
  it('enables bidding for a buyer with nothing left to do, during the auction', () => {
    expect(bidControlsState(ready)).to.deep.equal({ enabled: true, reasons: [] });
  });

  const single: [string, Partial<BidContext>, string][] = [
    ['a buyer whose identity is being checked', { blocks: ['identity_pending'] }, 'identity_pending'],
    ['a negotiator', { blocks: ['negotiator'] }, 'negotiator'],
    ['a user whose right to bid was withdrawn', { blocks: ['bidding_suspended'] }, 'bidding_suspended'],
    ['a bid being posted', { midTransaction: true }, 'mid_transaction'],
    ['an ended auction', { phase: 'ended' }, 'ended'],
    ['an auction not started', { phase: 'upcoming' }, 'not_started'],
    ['a buyer not registered', { blocks: ['not_registered'] }, 'not_registered'],
    ['a buyer whose visit is not validated', { blocks: ['visit_not_validated'] }, 'visit_not_validated'],
  ];
  for (const [who, change, reason] of single) {
    it(`disables bidding for ${who}`, () => {
      expect(bidControlsState({ ...ready, ...change })).to.deep.equal({ enabled: false, reasons: [reason] });
    });
  }

  it("lists every reason at once: the bidder's blocks, then the phase, then a bid on its way", () => {
    const state = bidControlsState({
      blocks: ['not_registered', 'identity_missing'],
      phase: 'ended',
      midTransaction: true,
    });
    expect(state).to.deep.equal({
      enabled: false,
      reasons: ['not_registered', 'identity_missing', 'ended', 'mid_transaction'],
    });
  });

  it('maps every reason to a catalogue code', () => {
    for (const reason of BID_BLOCK_REASONS)
      expect(isMessageCode(BID_BLOCK_CODES[reason]), reason).to.equal(true);
    expect(BID_BLOCK_CODES.negotiator).to.equal('negotiator_cannot_bid');
    expect(BID_BLOCK_CODES.identity_pending).to.equal('bid_identity_pending');
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
