import { expect } from 'chai';
import type { Bid } from '../../../../core/src/domain/auction/auction.js';
import { verifyBidChain } from '../../../../core/src/domain/auction/bid-chain.js';
import { viewerOf, type Viewer } from '../../../../core/src/domain/user/user.js';
import {
  GetMyAutomaticBid,
  SetAutomaticBid,
  WithdrawAutomaticBid,
} from '../../../../core/src/use-cases/automatic-bid/automatic-bid.js';
import { GetCurrentAuction } from '../../../../core/src/use-cases/get-current-auction/get-current-auction.js';
import { PlaceBid } from '../../../../core/src/use-cases/place-bid/place-bid.js';
import { aNegotiator } from '../../../../core/src/testing/index.js';
import { aLiveSale, aRegisteredBuyer, storedAuction, type Sale } from './fixture.js';

// The fixture's sale: first price 250 000 €, step 1 000 €.
const use = (sale: Sale) => ({
  setMax: (viewer: Viewer, maximum: number) =>
    new SetAutomaticBid(sale.kit).execute({ viewer, auctionId: sale.auction.id, maximum }),
  bid: (viewer: Viewer, amount: number) =>
    new PlaceBid(sale.kit).execute({ viewer, auctionId: sale.auction.id, amount }),
  withdraw: (viewer: Viewer) =>
    new WithdrawAutomaticBid(sale.kit).execute({ viewer, auctionId: sale.auction.id }),
  mine: (viewer: Viewer) => new GetMyAutomaticBid(sale.kit).execute({ viewer, auctionId: sale.auction.id }),
  history: async () =>
    (await sale.kit.repos.bids.listByAuction(sale.auction.id)).map((b: Bid) => [
      b.userId,
      b.amount,
      b.automatic === true ? 'auto' : 'manual',
    ]),
});

async function threeBuyers(sale: Sale) {
  return [await aRegisteredBuyer(sale), await aRegisteredBuyer(sale), await aRegisteredBuyer(sale)] as const;
}

describe('Automatic bids (hidden maxima)', () => {
  it('setting a maximum on an auction without bids bids the first price for its owner', async () => {
    const sale = await aLiveSale();
    const [a] = await threeBuyers(sale);
    const result = await use(sale).setMax(a, 260_000);
    expect(result.ok).to.equal(true);
    expect(await use(sale).history()).to.deep.equal([[a.id, 250_000, 'auto']]);
    expect((await storedAuction(sale)).currentPrice).to.equal(250_000);
  });

  it('answers a manual bid with the least needed to lead: one step above it', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    const result = await use(sale).bid(b, 253_000);
    expect(result.ok && result.value.bid).to.include({ userId: b.id, amount: 253_000 });
    expect(result.ok && result.value.auction.currentPrice).to.equal(254_000);
    expect(await use(sale).history()).to.deep.equal([
      [a.id, 250_000, 'auto'],
      [b.id, 253_000, 'manual'],
      [a.id, 254_000, 'auto'],
    ]);
  });

  it('never goes past the maximum: a manual bid above it leads', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    await use(sale).bid(b, 261_000);
    expect(await use(sale).history()).to.deep.equal([
      [a.id, 250_000, 'auto'],
      [b.id, 261_000, 'manual'],
    ]);
  });

  it('stops at its maximum when one step more would pass it: the maximum itself is bid', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    await use(sale).bid(b, 259_000);
    expect((await storedAuction(sale)).currentPrice).to.equal(260_000);
    expect((await use(sale).history()).at(-1)).to.deep.equal([a.id, 260_000, 'auto']);
  });

  it('a manual bid equal to a standing maximum loses to it: outbid, and the maximum takes that amount', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    const result = await use(sale).bid(b, 260_000);
    expect(!result.ok && result.error.code).to.equal('bid_outbid');
    expect(await use(sale).history()).to.deep.equal([
      [a.id, 250_000, 'auto'],
      [a.id, 260_000, 'auto'],
    ]);
    expect((await storedAuction(sale)).currentPrice).to.equal(260_000);
  });

  it('two maxima: the higher wins at one step above the other, which bids its own maximum first', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    await use(sale).setMax(b, 270_000);
    expect(await use(sale).history()).to.deep.equal([
      [a.id, 250_000, 'auto'],
      [a.id, 260_000, 'auto'],
      [b.id, 261_000, 'auto'],
    ]);
  });

  it('equal maxima go to the earlier one, at that maximum', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    sale.kit.clock.advance(1_000);
    await use(sale).setMax(b, 260_000);
    expect(await use(sale).history()).to.deep.equal([
      [a.id, 250_000, 'auto'],
      [b.id, 259_000, 'auto'],
      [a.id, 260_000, 'auto'],
    ]);
  });

  it('the leader without a maximum is outbid by one step when a maximum is set', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).bid(b, 255_000);
    await use(sale).setMax(a, 300_000);
    expect(await use(sale).history()).to.deep.equal([
      [b.id, 255_000, 'manual'],
      [a.id, 256_000, 'auto'],
    ]);
  });

  it('a leading maximum is not used against its own owner, and his later manual bids stand', async () => {
    const sale = await aLiveSale();
    const [a] = await threeBuyers(sale);
    await use(sale).setMax(a, 300_000);
    await use(sale).bid(a, 252_000);
    expect(await use(sale).history()).to.deep.equal([
      [a.id, 250_000, 'auto'],
      [a.id, 252_000, 'manual'],
    ]);
  });

  it('a third bidder between two maxima: every answer is on the grid, strictly increasing, no amount twice', async () => {
    const sale = await aLiveSale();
    const [a, b, c] = await threeBuyers(sale);
    await use(sale).setMax(a, 280_000);
    await use(sale).setMax(b, 300_000);
    for (const amount of [283_000, 290_000, 299_000, 300_000]) await use(sale).bid(c, amount);
    const history = await use(sale).history();
    const amounts = history.map(([, amount]) => amount as number);
    expect(amounts).to.deep.equal([...amounts].sort((x, y) => x - y));
    expect(new Set(amounts).size).to.equal(amounts.length);
    for (const amount of amounts) expect((amount - 250_000) % 1_000).to.equal(0);
    // 300 000 equals B's maximum: B takes it.
    expect(history.at(-1)).to.deep.equal([b.id, 300_000, 'auto']);
  });

  it('raising: a new maximum above the old one bids again at once; not above it is refused', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    await use(sale).bid(b, 265_000);
    const lower = await use(sale).setMax(a, 260_000);
    expect(!lower.ok && lower.error).to.deep.include({ code: 'automatic_bid_not_raised', field: 'maximum' });
    const raised = await use(sale).setMax(a, 280_000);
    expect(raised.ok && raised.value.maximum?.maximum).to.equal(280_000);
    expect((await use(sale).history()).at(-1)).to.deep.equal([a.id, 266_000, 'auto']);
  });

  it('a raise is a new commitment: an equal maximum set before it wins the tie', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    sale.kit.clock.advance(1_000);
    await use(sale).setMax(b, 270_000);
    sale.kit.clock.advance(1_000);
    await use(sale).setMax(a, 270_000);
    expect((await use(sale).history()).at(-1)).to.deep.equal([b.id, 270_000, 'auto']);
  });

  it('withdrawn: no more bids are placed for it, the ones placed stay', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    expect((await use(sale).withdraw(a)).ok).to.equal(true);
    await use(sale).bid(b, 251_000);
    expect(await use(sale).history()).to.deep.equal([
      [a.id, 250_000, 'auto'],
      [b.id, 251_000, 'manual'],
    ]);
    const again = await use(sale).withdraw(a);
    expect(!again.ok && again.error.code).to.equal('automatic_bid_not_found');
  });

  it('a maximum is checked as a bid: below the minimum, off the grid, above the auction maximum', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).bid(b, 260_000);
    const codes = [];
    for (const maximum of [260_000, 261_500, 25_000_001_000, 0, -5]) {
      const result = await use(sale).setMax(a, maximum);
      codes.push(!result.ok && result.error.code);
    }
    expect(codes).to.deep.equal([
      'bid_outbid',
      'bid_not_on_step',
      'bid_above_maximum',
      'invalid_input',
      'invalid_input',
    ]);
  });

  it('the maximum bid bound of issue 10 caps what a maximum bids', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    // 100 × the first price: 25 000 000 €.
    expect((await use(sale).setMax(a, 25_001_000)).ok).to.equal(false);
    await use(sale).setMax(a, 25_000_000);
    await use(sale).bid(b, 24_999_000);
    expect((await storedAuction(sale)).currentPrice).to.equal(25_000_000);
    const after = await use(sale).bid(b, 25_000_000);
    expect(!after.ok && after.error.code).to.equal('bid_outbid');
  });

  it('only a buyer allowed to bid may set one, and only on a live sale', async () => {
    const sale = await aLiveSale();
    const negotiator = viewerOf(await sale.kit.repos.users.add(aNegotiator()));
    const noVisit = await aRegisteredBuyer(sale, { file: { visitDoneAt: null } });
    const r1 = await use(sale).setMax(negotiator, 260_000);
    const r2 = await use(sale).setMax(noVisit, 260_000);
    expect([!r1.ok && r1.error.code, !r2.ok && r2.error.code]).to.deep.equal([
      'negotiator_cannot_bid',
      'bid_visit_required',
    ]);
    const [a] = await threeBuyers(sale);
    sale.kit.clock.set(sale.auction.endAt + 1);
    const late = await use(sale).setMax(a, 260_000);
    expect(!late.ok && late.error.code).to.equal('auction_ended');
  });

  it('anti-sniping applies to automatic bids: a manual bid and its answer in the last 2 min extend the end once', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 260_000);
    const end = sale.auction.endAt;
    sale.kit.clock.set(end - 60_000);
    await use(sale).bid(b, 255_000);
    expect((await storedAuction(sale)).endAt).to.equal(end + 120_000);
    const extensions = sale.kit.events.events.filter((e) => e.type === 'AuctionExtended');
    expect(extensions).to.have.length(1);
    sale.kit.clock.set(end + 60_000);
    await use(sale).setMax(b, 270_000);
    expect((await storedAuction(sale)).endAt).to.equal(end + 240_000);
  });

  it('the maximum is shown to its owner only: the poll and another bidder see bids, never it', async () => {
    const sale = await aLiveSale();
    const [a, b] = await threeBuyers(sale);
    await use(sale).setMax(a, 263_000);
    await use(sale).bid(b, 252_000);
    const mine = await use(sale).mine(a);
    expect(mine.ok && mine.value.maximum?.maximum).to.equal(263_000);
    expect(mine.ok && mine.value.automaticBidIds).to.have.length(2);
    const theirs = await use(sale).mine(b);
    expect(theirs.ok && theirs.value).to.deep.include({ maximum: null, automaticBidIds: [] });
    const poll = await new GetCurrentAuction(sale.kit).execute({ viewer: b, auctionId: sale.auction.id });
    expect(JSON.stringify(poll)).not.to.include('263000');
  });

  it('every bid, manual or automatic, is chained: the chain verifies and an altered bid is named', async () => {
    const sale = await aLiveSale();
    const [a, b, c] = await threeBuyers(sale);
    await use(sale).setMax(a, 280_000);
    await use(sale).setMax(b, 275_000);
    await use(sale).bid(c, 281_000);
    const bids = await sale.kit.repos.bids.listByAuction(sale.auction.id);
    const verdict = verifyBidChain(bids);
    expect(verdict).to.deep.include({ valid: true, bidCount: bids.length });
    const altered = bids.map((bid, i) => (i === 2 ? { ...bid, amount: bid.amount + 1_000 } : bid));
    expect(verifyBidChain(altered)).to.deep.include({ valid: false, firstAlteredBidId: bids[2]!.id });
  });
});
