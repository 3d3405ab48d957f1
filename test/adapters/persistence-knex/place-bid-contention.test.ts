import { expect } from 'chai';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Auction, Bid } from '../../../core/src/domain/auction/auction.js';
import { extendedEnd } from '../../../core/src/domain/auction/anti-sniping.js';
import { viewerOf, type User } from '../../../core/src/domain/user/user.js';
import type { Clock } from '../../../core/src/ports/services.port.js';
import type { Result } from '../../../core/src/shared/result.js';
import { HOUR_MS, SECOND_MS, type Instant } from '../../../core/src/shared/time.js';
import {
  aBuyer,
  aQualifiedBuyerFile,
  anAuction,
  aNegotiator,
  aProperty,
} from '../../../core/src/testing/index.js';
import { PlaceBid, type PlaceBidOutput } from '../../../core/src/use-cases/place-bid/place-bid.js';
import type { Database } from '../../../adapters/persistence-knex/src/index.js';
import { onEachDatabase } from '../../support/scratch-databases.js';

/**
 * The auction's time runs SPEED times faster than the wall clock, with microseconds, so that a
 * few seconds of test cover minutes of auction: bids fall inside the 2-minute anti-sniping window,
 * extend the sale, and the sale really ends before the last wave.
 */
const SPEED = 200;
const BUYERS = 30;
const WAVES = 10;
const WAVE_INTERVAL_WALL_MS = 150;
/** The auction ends this long (auction time) after the first wave: 0.625 s of wall time. */
const ORIGINAL_END_AFTER_MS = 125 * SECOND_MS;
const FIRST_PRICE = 250_000;
const STEP = 1_000;

class AcceleratedClock implements Clock {
  private readonly wallStart = performance.now();
  constructor(private readonly start: Instant) {}
  now(): Instant {
    const micros = Math.round((this.start + (performance.now() - this.wallStart) * SPEED) * 1000);
    return micros / 1000;
  }
}

interface Fired {
  userId: number;
  amount: number;
  wave: number;
  outcome: Result<PlaceBidOutput> | { thrown: unknown };
}

async function liveAuctionWithBuyers(database: Database, start: Instant) {
  const repos = database.repositories;
  const negotiator = await repos.users.add(aNegotiator());
  const property = await repos.properties.add(
    aProperty({
      negotiatorId: negotiator.id,
      offersStartAt: start - HOUR_MS,
      offersEndAt: start + ORIGINAL_END_AFTER_MS,
      firstPrice: FIRST_PRICE,
      bidStep: STEP,
    }),
  );
  const auction = await repos.auctions.add(
    anAuction({
      propertyId: property.id,
      startAt: start - HOUR_MS,
      originalEndAt: start + ORIGINAL_END_AFTER_MS,
      endAt: start + ORIGINAL_END_AFTER_MS,
      firstPrice: FIRST_PRICE,
      step: STEP,
    }),
  );
  const buyers: User[] = [];
  for (let n = 0; n < BUYERS; n += 1) {
    const buyer = await repos.users.add(aBuyer());
    await repos.buyerFiles.add(
      aQualifiedBuyerFile({ propertyId: property.id, userId: buyer.id, visitDoneAt: start - 2 * HOUR_MS }),
    );
    buyers.push(buyer);
  }
  return { auction, buyers };
}

/**
 * What a bidder would type: the minimum they saw plus 0 to 11 steps (many bidders pick the same
 * amount), and for the first three of the first wave one step below the first price.
 */
function amountFor(seen: Auction, bidder: number, wave: number): number {
  if (seen.currentPrice === null && bidder < 3) return FIRST_PRICE - STEP;
  const base = seen.currentPrice === null ? FIRST_PRICE : seen.currentPrice + STEP;
  return base + STEP * ((bidder * 7 + wave * 3) % 12);
}

const codeOf = (fired: Fired): string =>
  'thrown' in fired.outcome ? 'THROWN' : fired.outcome.ok ? 'accepted' : fired.outcome.error.code;

onEachDatabase('PlaceBid under contention', (kind) => {
  let database: Database;
  beforeEach(async () => {
    database = await kind.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it(`${BUYERS} buyers fire ${BUYERS * WAVES} bids in ${WAVES} waves, then more after the end: no bid lost or wrongly accepted`, async function () {
    this.timeout(60_000);
    const start = Date.now();
    const { auction, buyers } = await liveAuctionWithBuyers(database, start);
    const clock = new AcceleratedClock(start);
    const placeBid = new PlaceBid({
      repos: database.repositories,
      unitOfWork: database.unitOfWork,
      clock,
    });
    const fired: Promise<Fired>[] = [];
    const fire = (buyer: User, amount: number, wave: number) =>
      fired.push(
        placeBid.execute({ viewer: viewerOf(buyer), auctionId: auction.id, amount }).then(
          (outcome) => ({ userId: buyer.id, amount, wave, outcome }),
          (thrown: unknown) => ({ userId: buyer.id, amount, wave, outcome: { thrown } }),
        ),
      );

    const began = performance.now();
    for (let wave = 0; wave < WAVES; wave += 1) {
      const seen = (await database.repositories.auctions.findById(auction.id))!;
      buyers.forEach((buyer, bidder) => fire(buyer, amountFor(seen, bidder, wave), wave));
      await sleep(WAVE_INTERVAL_WALL_MS);
    }
    await Promise.all(fired);
    // The last wave comes once the (extended) end has passed: every one of its bids is too late.
    const beforeLate = (await database.repositories.auctions.findById(auction.id))!;
    await sleep(Math.max(0, (beforeLate.endAt - clock.now()) / SPEED) + 50);
    buyers.forEach((buyer) => fire(buyer, (beforeLate.currentPrice ?? FIRST_PRICE) + 10 * STEP, WAVES));
    const results = await Promise.all(fired);
    const seconds = (performance.now() - began) / 1000;

    const thrown = results.filter((r) => 'thrown' in r.outcome);
    expect(
      thrown.map((r) => String((r.outcome as { thrown: unknown }).thrown)),
      'unexpected exceptions',
    ).to.deep.equal([]);

    const accepted = results
      .map((r) => (!('thrown' in r.outcome) && r.outcome.ok ? r.outcome.value.bid : null))
      .filter((bid): bid is Bid => bid !== null)
      .sort((a, b) => a.id - b.id);
    const rejected = results.filter((r) => codeOf(r) !== 'accepted');

    // Every accepted bid is on the grid and at least one step above the one accepted before it.
    expect(accepted.length).to.be.greaterThan(WAVES);
    expect(accepted[0]!.amount).to.be.at.least(FIRST_PRICE);
    accepted.forEach((bid, index) => {
      expect((bid.amount - FIRST_PRICE) % STEP, `bid ${bid.id} on the grid`).to.equal(0);
      if (index > 0) expect(bid.amount, `bid ${bid.id}`).to.be.at.least(accepted[index - 1]!.amount + STEP);
      if (index > 0) expect(bid.placedAt, `bid ${bid.id} time`).to.be.above(accepted[index - 1]!.placedAt);
    });

    // What the store holds is exactly what was answered: no bid lost, none accepted behind the scenes.
    const stored = await database.repositories.bids.listByAuction(auction.id);
    expect(stored).to.deep.equal(accepted);
    // Each accepted bid, and only those, left its event in the outbox with it.
    const recorded = (await database.knex('event_outbox').select('payload'))
      .map((row: { payload: string }) => JSON.parse(row.payload) as { type: string })
      .filter((event) => event.type === 'BidPlaced');
    expect(recorded).to.have.length(accepted.length);

    // The price is the last accepted bid; the end is the original end extended exactly per the rule.
    const final = (await database.repositories.auctions.findById(auction.id))!;
    const last = accepted[accepted.length - 1]!;
    expect(final).to.include({ currentPrice: last.amount, lastBidId: last.id, bidCount: accepted.length });
    let endAt = auction.originalEndAt;
    let extensions = 0;
    for (const bid of accepted) {
      expect(bid.placedAt, `bid ${bid.id} before the end in force`).to.be.below(endAt);
      const next = extendedEnd(endAt, bid.placedAt);
      if (next !== endAt) extensions += 1;
      endAt = next;
    }
    expect(final.endAt).to.equal(endAt);
    expect(extensions, 'anti-sniping extensions').to.be.greaterThan(0);

    // Every refusal is one a bidder can expect in a crowd: outbid, below the minimum, or too late.
    const codes = new Set(rejected.map(codeOf));
    expect(
      [...codes].filter((code) => !['bid_outbid', 'bid_below_minimum', 'auction_ended'].includes(code)),
    ).to.deep.equal([]);
    expect(rejected.filter((r) => r.wave === WAVES).map(codeOf)).to.deep.equal(
      Array(BUYERS).fill('auction_ended'),
    );

    console.log(
      `      ${kind.name}: ${results.length} bids fired by ${BUYERS} buyers, ${accepted.length} accepted, ` +
        `${rejected.length} rejected (${[...codes].map((code) => `${code} ${rejected.filter((r) => codeOf(r) === code).length}`).join(', ')}), ` +
        `${extensions} extensions, ${seconds.toFixed(2)} s`,
    );
  });
});
