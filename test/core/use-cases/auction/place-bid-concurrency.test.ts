import { expect } from 'chai';
import type { Bid } from '../../../../core/src/domain/auction/auction.js';
import type { Viewer } from '../../../../core/src/domain/user/user.js';
import type { Clock } from '../../../../core/src/ports/services.port.js';
import { GetCurrentAuction } from '../../../../core/src/use-cases/get-current-auction/get-current-auction.js';
import { PlaceBid } from '../../../../core/src/use-cases/place-bid/place-bid.js';
import { aLiveSale, aRegisteredBuyer, storedAuction } from './fixture.js';

const USERS = 20;
const BIDS = 200;

/** Lets `n` turns of the event loop go by: a schedule that does not depend on the machine's speed. */
const turns = async (n: number) => {
  for (let k = 0; k < n; k += 1) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * Fires 200 bids from 20 users at once (Promise.all). Each bidder polls the auction, then bids the
 * minimum it saw or up to six steps more: many bid on a price that has moved in the meantime.
 * With `spread`, bidder i starts i turns of the event loop late and waits a moment between poll and bid, as people do;
 * without, all 200 read the same state and bid in one burst.
 */
async function contest(spread: boolean) {
  const sale = await aLiveSale();
  const buyers: Viewer[] = [];
  for (let n = 0; n < USERS; n += 1) buyers.push(await aRegisteredBuyer(sale));

  // Server time moves on every reading (1 s spread out, 200 ms in a burst) from 2 min 30 s before
  // the end, so the first bids fall before the anti-sniping window and the later ones inside it.
  const tickMs = spread ? 1000 : 200;
  let time = sale.auction.endAt - 150_000;
  const clock: Clock = { now: () => (time += tickMs) };
  const poll = new GetCurrentAuction({ ...sale.kit, clock });
  const place = new PlaceBid({ ...sale.kit, clock });

  const results = await Promise.all(
    Array.from({ length: BIDS }, async (_, i) => {
      const viewer = buyers[i % USERS]!;
      if (spread) await turns(i);
      const view = await poll.execute({ viewer, auctionId: sale.auction.id });
      if (!view.ok) throw new Error(view.error.code);
      if (spread) await turns((i * 11) % 5);
      const amount = view.value.minimumBid + ((i * 5) % 7) * sale.auction.step;
      return place.execute({ viewer, auctionId: sale.auction.id, amount });
    }),
  );
  const accepted: Bid[] = results.flatMap((r) => (r.ok ? [r.value.bid] : [])).sort((a, b) => a.id - b.id);
  const rejections = results.flatMap((r) => (r.ok ? [] : [r.error.code]));
  return { sale, accepted, rejections };
}

async function expectConsistent({ sale, accepted, rejections }: Awaited<ReturnType<typeof contest>>) {
  const { auction } = sale;
  expect(accepted.length + rejections.length).to.equal(BIDS);
  expect(accepted.length).to.be.greaterThan(0);

  // Every rejection is one of the two the spec foresees.
  for (const code of rejections) expect(code).to.be.oneOf(['bid_below_minimum', 'bid_outbid']);

  // Accepted amounts strictly increase in acceptance order, each by a whole number of steps.
  expect(accepted[0]!.amount).to.be.at.least(auction.firstPrice);
  for (const [i, bid] of accepted.entries()) {
    expect((bid.amount - auction.firstPrice) % auction.step, `bid ${bid.id} on the grid`).to.equal(0);
    if (i === 0) continue;
    const previous = accepted[i - 1]!;
    expect(bid.amount, `bid ${bid.id} above bid ${previous.id}`).to.be.at.least(
      previous.amount + auction.step,
    );
    expect(bid.placedAt).to.be.greaterThan(previous.placedAt);
  }

  // The store holds exactly the accepted bids, and the auction reflects the last of them.
  expect(await sale.kit.repos.bids.listByAuction(auction.id)).to.deep.equal(accepted);
  const final = await storedAuction(sale);
  const last = accepted[accepted.length - 1]!;
  expect(final.currentPrice).to.equal(last.amount);
  expect(final.lastBidId).to.equal(last.id);
  expect(final.bidCount).to.equal(accepted.length);
  expect(final.originalEndAt).to.equal(auction.originalEndAt);

  // Replay the accepted bids: one placed before the end in force with at most 2 min left pushes it 2 min.
  let expectedEnd = auction.endAt;
  let extensions = 0;
  for (const bid of accepted) {
    expect(bid.placedAt, `bid ${bid.id} before the end in force`).to.be.lessThan(expectedEnd);
    if (expectedEnd - bid.placedAt <= 120_000) {
      expectedEnd += 120_000;
      extensions += 1;
    }
  }
  expect(final.endAt).to.equal(expectedEnd);

  const published = sale.kit.events.events;
  expect(published.filter((e) => e.type === 'BidPlaced')).to.have.length(accepted.length);
  expect(published.filter((e) => e.type === 'AuctionExtended')).to.have.length(extensions);
  return { extensions };
}

describe('PlaceBid under contention: 200 concurrent bids from 20 users', () => {
  it('with bidders spread over time: a long increasing series, extended exactly per the rule', async () => {
    const outcome = await contest(true);
    const { extensions } = await expectConsistent(outcome);

    // The run means something: many bids went through, many collided, the window was crossed.
    expect(outcome.accepted.length).to.be.greaterThan(USERS);
    expect(outcome.rejections.length).to.be.greaterThan(USERS);
    expect(extensions).to.be.greaterThan(1);
    expect(extensions).to.be.lessThan(outcome.accepted.length);
  });

  it('in one burst on the same stale price: only strictly higher bids get through', async () => {
    const outcome = await contest(false);
    await expectConsistent(outcome);

    // Everyone saw 250 000 €: at most one bid per distinct amount (0 to 6 steps above) can win.
    expect(outcome.accepted.length).to.be.within(1, 7);
    expect(outcome.rejections.length).to.be.at.least(BIDS - 7);
  });
});
