import { expect } from 'chai';
import type { Bid } from '../../../core/src/domain/auction/auction.js';
import { verifyBidChain } from '../../../core/src/domain/auction/bid-chain.js';
import { viewerOf, type User } from '../../../core/src/domain/user/user.js';
import type { Clock } from '../../../core/src/ports/services.port.js';
import { HOUR_MS, type Instant } from '../../../core/src/shared/time.js';
import {
  aBuyer,
  aQualifiedBuyerFile,
  anAuction,
  aNegotiator,
  aProperty,
} from '../../../core/src/testing/index.js';
import { SetAutomaticBid } from '../../../core/src/use-cases/automatic-bid/automatic-bid.js';
import { PlaceBid } from '../../../core/src/use-cases/place-bid/place-bid.js';
import type { Database } from '../../../adapters/persistence-knex/src/index.js';
import { onEachDatabase } from '../../support/scratch-databases.js';

const FIRST_PRICE = 250_000;
const STEP = 1_000;
/** A's maximum, set first; B's, set after and higher. */
const MAX_A = 300_000;
const MAX_B = 320_000;
const MANUAL_BUYERS = 12;
const MANUAL_BIDS = 240;
/** The manual bids stay below B's maximum so that the storm's outcome is B's answer to the best of them. */
const MANUAL_CEILING = 310_000;

/** Microsecond server time that moves on at every reading, like a real clock under load. */
class TickingClock implements Clock {
  constructor(private time: Instant) {}
  now(): Instant {
    this.time += 0.001;
    return Math.round(this.time * 1000) / 1000;
  }
}

async function liveAuction(database: Database, start: Instant) {
  const repos = database.repositories;
  const negotiator = await repos.users.add(aNegotiator());
  const property = await repos.properties.add(
    aProperty({
      negotiatorId: negotiator.id,
      offersStartAt: start - HOUR_MS,
      offersEndAt: start + 10 * HOUR_MS,
      firstPrice: FIRST_PRICE,
      bidStep: STEP,
    }),
  );
  const auction = await repos.auctions.add(
    anAuction({
      propertyId: property.id,
      startAt: start - HOUR_MS,
      originalEndAt: start + 10 * HOUR_MS,
      endAt: start + 10 * HOUR_MS,
      firstPrice: FIRST_PRICE,
      step: STEP,
    }),
  );
  const buyers: User[] = [];
  for (let n = 0; n < MANUAL_BUYERS + 2; n += 1) {
    const buyer = await repos.users.add(aBuyer());
    await repos.buyerFiles.add(
      aQualifiedBuyerFile({ propertyId: property.id, userId: buyer.id, visitDoneAt: start - 2 * HOUR_MS }),
    );
    buyers.push(buyer);
  }
  return { auction, buyers };
}

onEachDatabase('Automatic bids under contention', (kind) => {
  let database: Database;
  beforeEach(async () => {
    database = await kind.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it(`a storm of ${MANUAL_BIDS} manual bids against two maxima: the price the rules give, no amount twice, on the grid`, async function () {
    this.timeout(120_000);
    const start = Date.now();
    const { auction, buyers } = await liveAuction(database, start);
    const ports = {
      repos: database.repositories,
      unitOfWork: database.unitOfWork,
      clock: new TickingClock(start),
    };
    const placeBid = new PlaceBid(ports);
    const setMax = new SetAutomaticBid(ports);
    const [a, b, ...manual] = buyers as [User, User, ...User[]];

    expect(
      (await setMax.execute({ viewer: viewerOf(a), auctionId: auction.id, maximum: MAX_A })).ok,
    ).to.equal(true);
    // B's maximum arrives during the storm, as a third party would.
    const storm = Array.from({ length: MANUAL_BIDS }, async (_, i) => {
      const buyer = manual[i % manual.length]!;
      // What a bidder types: the price he just saw plus one to four steps, never past the ceiling.
      await new Promise((resolve) => setTimeout(resolve, i * 4 + (i % 3)));
      const seen = await database.repositories.auctions.findById(auction.id);
      const amount = Math.min(MANUAL_CEILING, (seen?.currentPrice ?? FIRST_PRICE) + STEP * (1 + (i % 4)));
      if (i === MANUAL_BIDS / 3) {
        await setMax.execute({ viewer: viewerOf(b), auctionId: auction.id, maximum: MAX_B });
      }
      return {
        amount,
        result: await placeBid.execute({ viewer: viewerOf(buyer), auctionId: auction.id, amount }),
      };
    });
    const fired = await Promise.all(storm);
    const codes = new Set(fired.flatMap(({ result }) => (result.ok ? [] : [result.error.code])));
    for (const code of codes) expect(code).to.be.oneOf(['bid_outbid', 'bid_below_minimum']);
    const bestManual = Math.max(...fired.flatMap(({ amount, result }) => (result.ok ? [amount] : [])));

    // The rules: A (300 000) and B (320 000) meet, so B leads at 301 000 at least; each manual bid
    // B's maximum covers is answered one step above it.
    const afterStorm = await database.repositories.auctions.findById(auction.id);
    expect(afterStorm?.currentPrice).to.equal(Math.max(MAX_A + STEP, bestManual + STEP));

    // Then a manual bid equal to B's maximum: it loses to it, and B takes exactly that amount.
    const equal = await placeBid.execute({
      viewer: viewerOf(manual[0]!),
      auctionId: auction.id,
      amount: MAX_B,
    });
    expect(!equal.ok && equal.error.code).to.equal('bid_outbid');

    const bids: Bid[] = (await database.repositories.bids.listByAuction(auction.id)).sort(
      (x, y) => x.id - y.id,
    );
    const final = await database.repositories.auctions.findById(auction.id);
    expect(final?.currentPrice).to.equal(MAX_B);
    expect(bids.at(-1)).to.deep.include({ userId: b.id, amount: MAX_B, automatic: true });
    const amounts = bids.map((bid) => bid.amount);
    expect(new Set(amounts).size, 'no amount twice').to.equal(amounts.length);
    for (let i = 1; i < amounts.length; i += 1) expect(amounts[i]).to.be.greaterThan(amounts[i - 1]!);
    for (const amount of amounts) expect((amount - FIRST_PRICE) % STEP).to.equal(0);
    for (const bid of bids) {
      if (bid.userId === a.id) expect(bid.amount).to.be.at.most(MAX_A);
      if (bid.userId === b.id) expect(bid.amount).to.be.at.most(MAX_B);
    }
    expect(final?.bidCount).to.equal(bids.length);
    expect(verifyBidChain(bids)).to.deep.include({ valid: true, bidCount: bids.length });
    console.log(
      `      ${kind.name}: ${bids.length} bids stored (${bids.filter((bid) => bid.automatic).length} automatic), ` +
        `${fired.filter(({ result }) => result.ok).length}/${MANUAL_BIDS} manual accepted, best manual ${bestManual}, ` +
        `final ${final?.currentPrice}`,
    );
  });
});
