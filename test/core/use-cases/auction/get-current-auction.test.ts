import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { GetCurrentAuction } from '../../../../core/src/use-cases/get-current-auction/get-current-auction.js';
import { aBid } from '../../../../core/src/testing/index.js';
import { aLiveSale } from './fixture.js';

describe('GetCurrentAuction', () => {
  it('answers server time, the auction, its bids oldest first, the phase, bienIn36h and the minimum', async () => {
    const sale = await aLiveSale({ currentPrice: 252_000, bidCount: 2 });
    const now = sale.kit.clock.now();
    const later = await sale.kit.repos.bids.add(
      aBid({ auctionId: sale.auction.id, amount: 252_000, userId: 8, placedAt: now - 60_000 }),
    );
    const earlier = await sale.kit.repos.bids.add(
      aBid({ auctionId: sale.auction.id, amount: 250_000, userId: 7, placedAt: now - 3_600_000 }),
    );

    const result = await new GetCurrentAuction(sale.kit).execute({
      viewer: ANONYMOUS,
      auctionId: sale.auction.id,
    });

    expect(result).to.deep.equal({
      ok: true,
      value: {
        now,
        auction: sale.auction,
        bids: [earlier, later],
        phase: 'live',
        inFinalPhase: true,
        minimumBid: 253_000,
        totalBids: 2,
      },
    });
  });

  it('answers the first price as the minimum before any bid', async () => {
    const sale = await aLiveSale();
    const result = await new GetCurrentAuction(sale.kit).execute({
      viewer: ANONYMOUS,
      auctionId: sale.auction.id,
    });
    expect(result.ok && result.value).to.include({ minimumBid: 250_000 });
    expect(result.ok && result.value.bids).to.deep.equal([]);
  });

  it('is not in the final phase 36 h + 1 ms before the end, and is at exactly 36 h', async () => {
    const sale = await aLiveSale();
    const useCase = new GetCurrentAuction(sale.kit);
    sale.kit.clock.set(sale.auction.endAt - 129_600_001);
    const before = await useCase.execute({ viewer: ANONYMOUS, auctionId: sale.auction.id });
    sale.kit.clock.set(sale.auction.endAt - 129_600_000);
    const at = await useCase.execute({ viewer: ANONYMOUS, auctionId: sale.auction.id });

    expect(before.ok && before.value.inFinalPhase).to.equal(false);
    expect(at.ok && at.value.inFinalPhase).to.equal(true);
  });

  it('leaves the final phase when the seller accepted an offer before the end', async () => {
    const sale = await aLiveSale();
    sale.kit.clock.set(sale.auction.endAt - 60_000);
    await sale.kit.repos.auctions.update({ ...sale.auction, closedAt: sale.auction.endAt - 120_000 });

    const result = await new GetCurrentAuction(sale.kit).execute({
      viewer: ANONYMOUS,
      auctionId: sale.auction.id,
    });

    expect(result.ok && result.value.phase).to.equal('ended');
    expect(result.ok && result.value.inFinalPhase).to.equal(false);
  });

  it('tells the upcoming and ended phases', async () => {
    const sale = await aLiveSale();
    const useCase = new GetCurrentAuction(sale.kit);
    sale.kit.clock.set(sale.auction.startAt - 1);
    const upcoming = await useCase.execute({ viewer: ANONYMOUS, auctionId: sale.auction.id });
    sale.kit.clock.set(sale.auction.endAt);
    const ended = await useCase.execute({ viewer: ANONYMOUS, auctionId: sale.auction.id });

    expect(upcoming.ok && upcoming.value.phase).to.equal('upcoming');
    expect(ended.ok && ended.value).to.include({ phase: 'ended', inFinalPhase: false });
  });

  it('refuses an unknown auction', async () => {
    const sale = await aLiveSale();
    const result = await new GetCurrentAuction(sale.kit).execute({ viewer: ANONYMOUS, auctionId: 404 });
    expect(result).to.deep.equal({ ok: false, error: { code: 'not_found', field: 'auctionId' } });
  });

  it('refuses an auction id that is not a record id', async () => {
    const sale = await aLiveSale();
    for (const auctionId of ['1', 0, -1, 1.5, null]) {
      const result = await new GetCurrentAuction(sale.kit).execute({ viewer: ANONYMOUS, auctionId });
      expect(result, String(auctionId)).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'auctionId' },
      });
    }
  });
});
