import { amountToConfirm, liveNotices, saleEndNotice, type AuctionSnapshot } from '@immo/core';
import { expect } from 'chai';

const END = Date.UTC(2026, 11, 1, 14, 0);
const snapshot = (overrides: Partial<AuctionSnapshot> = {}): AuctionSnapshot => ({
  price: 251_000,
  endAt: END,
  leaderId: 7,
  bidderIds: [7, 9],
  ended: false,
  accepted: false,
  ...overrides,
});

describe('liveNotices: what the property page tells the viewer when the auction moves', () => {
  it('says nothing on the first snapshot, nor when nothing moved', () => {
    expect(liveNotices(null, snapshot(), 7)).to.deep.equal([]);
    expect(liveNotices(snapshot(), snapshot(), 7)).to.deep.equal([]);
  });

  it('tells the leader he was outbid, with the new price, and only him', () => {
    const next = snapshot({ price: 252_000, leaderId: 9 });
    expect(liveNotices(snapshot(), next, 7)).to.deep.equal([{ kind: 'outbid', price: 252_000 }]);
    expect(liveNotices(snapshot(), next, 9)).to.deep.equal([]);
    expect(liveNotices(snapshot(), next, 0)).to.deep.equal([]);
    // Raising his own offer is no outbid.
    expect(liveNotices(snapshot(), snapshot({ price: 253_000 }), 7)).to.deep.equal([]);
  });

  it('tells everyone of an extension: 2 minutes, the anti-sniping rule', () => {
    const next = snapshot({ price: 252_000, leaderId: 9, endAt: END + 90_000 });
    expect(liveNotices(snapshot(), next, 7)).to.deep.equal([
      { kind: 'outbid', price: 252_000 },
      { kind: 'extended', minutes: 2 },
    ]);
    expect(liveNotices(snapshot(), next, 0)).to.deep.equal([{ kind: 'extended', minutes: 2 }]);
  });

  it('tells the end once, with the viewer’s part: winner, other bidder or onlooker', () => {
    const ended = snapshot({ ended: true });
    expect(liveNotices(snapshot(), ended, 7)).to.deep.equal([
      { kind: 'ended', role: 'winner', price: 251_000, accepted: false },
    ]);
    expect(liveNotices(snapshot(), ended, 9)[0]).to.include({ role: 'bidder' });
    expect(liveNotices(snapshot(), ended, 3)[0]).to.include({ role: 'viewer' });
    expect(liveNotices(ended, ended, 7)).to.deep.equal([]);
    expect(saleEndNotice(snapshot({ ended: true, accepted: true }), 0)).to.include({
      role: 'viewer',
      accepted: true,
    });
  });

  it('raises the amount awaiting confirmation when the price caught up with it', () => {
    const auction = { currentPrice: 255_000, firstPrice: 250_000, step: 1000 };
    expect(amountToConfirm(252_000, auction)).to.equal(256_000);
    expect(amountToConfirm(260_000, auction)).to.equal(260_000);
  });
});
