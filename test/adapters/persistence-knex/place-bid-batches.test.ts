import { expect } from 'chai';
import type { Auction, Bid } from '../../../core/src/domain/auction/auction.js';
import { verifyBidChain } from '../../../core/src/domain/auction/bid-chain.js';
import { ANONYMOUS, viewerOf, type User } from '../../../core/src/domain/user/user.js';
import type { New, Repositories, UnitOfWork } from '../../../core/src/ports/repositories.port.js';
import type { Clock } from '../../../core/src/ports/services.port.js';
import type { Result } from '../../../core/src/shared/result.js';
import { HOUR_MS, MINUTE_MS, type Instant } from '../../../core/src/shared/time.js';
import {
  aBuyer,
  aQualifiedBuyerFile,
  anAuction,
  aNegotiator,
  aProperty,
} from '../../../core/src/testing/index.js';
import { PlaceBid, type PlaceBidOutput } from '../../../core/src/use-cases/place-bid/place-bid.js';
import {
  KnexTokenDenyList,
  type CommittedAuctionWrite,
  type Database,
} from '../../../adapters/persistence-knex/src/index.js';
import { onEachDatabase } from '../../support/scratch-databases.js';

const FIRST_PRICE = 100_000;
const STEP = 1_000;
const END_AT: Instant = Date.UTC(2030, 0, 15, 15, 0, 0);

/** Gives the times of `script` in turn, then moves a millisecond per reading (the system clock never repeats). */
class ScriptedClock implements Clock {
  script: Instant[] = [];
  constructor(private current: Instant) {}
  now(): Instant {
    this.current = this.script.shift() ?? this.current + 1;
    return this.current;
  }
}

/**
 * Holds its first run until `open()`: the bids submitted meanwhile wait in the auction's queue and go
 * together in the next transaction. `failing` makes a transaction's bid insert throw, as a lost
 * connection would.
 */
class GatedUnitOfWork implements UnitOfWork {
  runs = 0;
  failing: (bid: New<Bid>) => boolean = () => false;
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.opened = resolve));

  constructor(private readonly inner: UnitOfWork) {}

  open(): void {
    this.opened();
  }

  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    this.runs += 1;
    if (this.runs === 1) await this.gate;
    return this.inner.run((repos) => {
      const add = repos.bids.add.bind(repos.bids);
      repos.bids.add = async (bid) => {
        if (this.failing(bid)) throw new Error('connection lost');
        return add(bid);
      };
      return work(repos);
    });
  }
}

type Outcome = Result<PlaceBidOutput> | { thrown: unknown };
const codeOf = (outcome: Outcome): string =>
  'thrown' in outcome ? `thrown: ${String(outcome.thrown)}` : outcome.ok ? 'accepted' : outcome.error.code;

const turns = async (n: number) => {
  for (let k = 0; k < n; k += 1) await new Promise((resolve) => setImmediate(resolve));
};

onEachDatabase('PlaceBid: the bids queued on one auction go in one transaction', (kind) => {
  let database: Database;
  let auction: Auction;
  let buyers: User[];
  let clock: ScriptedClock;
  let unitOfWork: GatedUnitOfWork;
  let placeBid: PlaceBid;
  let writes: CommittedAuctionWrite[];
  let checked: number;

  beforeEach(async () => {
    database = await kind.open();
    const repos = database.repositories;
    const negotiator = await repos.users.add(aNegotiator());
    const start = END_AT - 2 * HOUR_MS;
    const property = await repos.properties.add(
      aProperty({
        negotiatorId: negotiator.id,
        offersStartAt: start,
        offersEndAt: END_AT,
        firstPrice: FIRST_PRICE,
        bidStep: STEP,
      }),
    );
    auction = await repos.auctions.add(
      anAuction({
        propertyId: property.id,
        startAt: start,
        originalEndAt: END_AT,
        endAt: END_AT,
        firstPrice: FIRST_PRICE,
        step: STEP,
      }),
    );
    buyers = [];
    for (let n = 0; n < 8; n += 1) {
      const buyer = await repos.users.add(aBuyer());
      await repos.buyerFiles.add(
        aQualifiedBuyerFile({ propertyId: property.id, userId: buyer.id, visitDoneAt: start - HOUR_MS }),
      );
      buyers.push(buyer);
    }
    clock = new ScriptedClock(END_AT - 10 * MINUTE_MS);
    unitOfWork = new GatedUnitOfWork(database.unitOfWork);
    // Counts the bidders whose account was read (no account is handed over here): the last read
    // before a bid joins the queue (the files are read under the lock).
    checked = 0;
    const findById = repos.users.findById.bind(repos.users);
    const countedRepos: Repositories = {
      ...repos,
      users: Object.assign(Object.create(repos.users) as typeof repos.users, {
        findById: async (...args: Parameters<typeof findById>) => {
          const user = await findById(...args);
          checked += 1;
          return user;
        },
      }),
    };
    placeBid = new PlaceBid({ repos: countedRepos, unitOfWork, clock });
    writes = [];
    database.onCommittedEntries((_, auctions) => writes.push(...auctions));
  });
  afterEach(async () => {
    await database.close();
  });

  const settle = (promise: Promise<Result<PlaceBidOutput>>): Promise<Outcome> =>
    promise.then(
      (outcome) => outcome,
      (thrown: unknown) => ({ thrown }),
    );

  /**
   * Buyer 0 bids `first` alone (its transaction held at the gate); buyers 1… bid `batch` meanwhile, in
   * that order; then the gate opens and `times` are the times read under the lock, one per bid.
   */
  async function oneBatch(first: number, batch: number[], times: Instant[] = []): Promise<Outcome[]> {
    const alone = settle(
      placeBid.execute({ viewer: viewerOf(buyers[0]!), auctionId: auction.id, amount: first }),
    );
    const queued: Promise<Outcome>[] = [];
    for (const [index, amount] of batch.entries()) {
      const expectedChecks = index + 1;
      while (checked < expectedChecks) await turns(1);
      queued.push(
        settle(placeBid.execute({ viewer: viewerOf(buyers[index + 1]!), auctionId: auction.id, amount })),
      );
    }
    while (checked < batch.length + 1) await turns(1);
    await turns(5);
    clock.script = [...times];
    unitOfWork.open();
    return Promise.all([alone, ...queued]);
  }

  /** oneBatch, with the statements it ran. */
  async function oneBatchRecorded(first: number, batch: number[]) {
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    database.knex.on('query', record);
    try {
      return { outcomes: await oneBatch(first, batch), statements };
    } finally {
      database.knex.off('query', record);
    }
  }

  async function expectStoreMatches(outcomes: Outcome[]) {
    const stored = await database.repositories.bids.listByAuction(auction.id);
    // Amounts strictly increase on the grid; the chain verifies; one event per bid.
    stored.forEach((bid, index) => {
      if (index > 0) expect(bid.amount).to.be.above(stored[index - 1]!.amount);
      // A bid and the automatic replies it draws share its time.
      if (index > 0) expect(bid.placedAt).to.be.at.least(stored[index - 1]!.placedAt);
    });
    expect(verifyBidChain(stored)).to.include({ valid: true, bidCount: stored.length });
    const events = (await database.knex('event_outbox').select('payload')).map(
      (row: { payload: string }) => JSON.parse(row.payload) as { type: string; bidId?: number },
    );
    expect(events.filter((event) => event.type === 'BidPlaced').map((event) => event.bidId)).to.deep.equal(
      stored.map((bid) => bid.id),
    );
    // Every bid answered accepted is stored, once, with the auction as committed.
    const final = (await database.repositories.auctions.findById(auction.id))!;
    const acceptedIds = outcomes.flatMap((outcome) =>
      !('thrown' in outcome) && outcome.ok ? [outcome.value.bid.id] : [],
    );
    expect(new Set(acceptedIds).size).to.equal(acceptedIds.length);
    for (const outcome of outcomes) {
      if ('thrown' in outcome || !outcome.ok) continue;
      expect(stored).to.deep.include(outcome.value.bid);
    }
    const last = stored[stored.length - 1];
    expect(final).to.include({ currentPrice: last?.amount ?? null, bidCount: stored.length });
    return { stored, final, events };
  }

  it('answers each bidder its own outcome: equal and lower amounts refused among accepted ones', async () => {
    const { outcomes, statements } = await oneBatchRecorded(
      100_000,
      [102_000, 102_000, 105_000, 104_000, 106_500, 106_000],
    );

    expect(outcomes.map(codeOf)).to.deep.equal([
      'accepted',
      'accepted',
      'bid_outbid',
      'accepted',
      'bid_outbid',
      'bid_not_on_step',
      'accepted',
    ]);
    expect(unitOfWork.runs, 'one transaction alone, then one for the six queued').to.equal(2);
    const { stored, final } = await expectStoreMatches(outcomes);
    expect(stored.map((bid) => [bid.userId, bid.amount])).to.deep.equal([
      [buyers[0]!.id, 100_000],
      [buyers[1]!.id, 102_000],
      [buyers[3]!.id, 105_000],
      [buyers[6]!.id, 106_000],
    ]);
    // The batch's bidders get the auction as the batch committed it, and so does the poll's snapshot.
    for (const outcome of outcomes.slice(1))
      if (!('thrown' in outcome) && outcome.ok) expect(outcome.value.auction).to.deep.equal(final);
    const batchWrite = writes[1]!;
    expect(batchWrite.before.currentPrice).to.equal(100_000);
    expect(batchWrite.after).to.deep.equal(final);
    expect(batchWrite.bids.map((bid) => bid.amount)).to.deep.equal([102_000, 105_000, 106_000]);
    // Under the lock, per transaction: one auction update and one outbox insert, whatever its bids.
    const writesTo = (table: string) =>
      statements.filter((sql) => new RegExp(`^(insert into|update) .?${table}\\b`, 'i').test(sql)).length;
    expect(writesTo('auctions')).to.equal(2);
    expect(writesTo('event_outbox')).to.equal(2);
    expect(writesTo('bids')).to.equal(4);
  });

  it("refuses in the batch the bidders their files, read once under the lock, or their accounts block, with each one's code", async () => {
    const repos = database.repositories;
    // Written straight to the database after the bidders were set up, as an admin's change would be.
    const file = (await repos.buyerFiles.find(auction.propertyId, buyers[2]!.id))!;
    await repos.buyerFiles.update({ ...file, visitDoneAt: null });
    await repos.users.update({ ...buyers[4]!, biddingSuspendedAt: END_AT - HOUR_MS });
    await database.knex('buyer_files').where('user_id', buyers[5]!.id).delete();
    const { outcomes, statements } = await oneBatchRecorded(
      100_000,
      [101_000, 102_000, 103_000, 104_000, 105_000, 106_000],
    );

    expect(outcomes.map(codeOf)).to.deep.equal([
      'accepted',
      'accepted',
      'bid_visit_required',
      'accepted',
      'bid_not_allowed',
      'bid_registration_required',
      'accepted',
    ]);
    expect(unitOfWork.runs).to.equal(2);
    const { stored } = await expectStoreMatches(outcomes);
    expect(stored.map((bid) => bid.amount)).to.deep.equal([100_000, 101_000, 103_000, 106_000]);
    expect(
      statements.filter((sql) => /^select .* from .?buyer_files\b/i.test(sql)),
      'one read of the files per transaction',
    ).to.have.length(2);
  });

  it('places the automatic bids after each bid of the batch, and a bid equal to a maximum loses to it', async () => {
    const holder = buyers[7]!;
    await database.repositories.automaticBids.save({
      auctionId: auction.id,
      userId: holder.id,
      maximum: 110_000,
      setAt: END_AT - 2 * HOUR_MS,
    });

    const outcomes = await oneBatch(100_000, [105_000, 110_000, 111_000]);

    expect(outcomes.map(codeOf)).to.deep.equal(['accepted', 'accepted', 'bid_outbid', 'accepted']);
    const { stored, final } = await expectStoreMatches(outcomes);
    expect(stored.map((bid) => [bid.userId, bid.amount, bid.automatic === true])).to.deep.equal([
      [buyers[0]!.id, 100_000, false],
      [holder.id, 101_000, true],
      [buyers[1]!.id, 105_000, false],
      [holder.id, 106_000, true],
      [holder.id, 110_000, true],
      [buyers[3]!.id, 111_000, false],
    ]);
    expect(final.lastBidId).to.equal(stored[5]!.id);
  });

  it('extends the end and then refuses the bids after it, in the middle of one batch', async () => {
    const times = [
      END_AT - 5 * MINUTE_MS, // alone: outside the window
      END_AT - 3 * MINUTE_MS, // outside the window
      END_AT - MINUTE_MS, // inside: the end moves to END_AT + 2 min
      END_AT + MINUTE_MS, // before the end in force, inside: END_AT + 4 min
      END_AT + 5 * MINUTE_MS, // after it
      END_AT + 6 * MINUTE_MS,
    ];
    const outcomes = await oneBatch(100_000, [101_000, 102_000, 103_000, 104_000, 105_000], times);

    expect(outcomes.map(codeOf)).to.deep.equal([
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'auction_ended',
      'auction_ended',
    ]);
    expect(unitOfWork.runs).to.equal(2);
    const { stored, final, events } = await expectStoreMatches(outcomes);
    expect(stored.map((bid) => bid.placedAt)).to.deep.equal(times.slice(0, 4));
    expect(final.endAt).to.equal(END_AT + 4 * MINUTE_MS);
    expect(events.filter((event) => event.type === 'AuctionExtended')).to.have.length(2);
  });

  it('when the batch fails, retries its bids one by one: only the failing one is not accepted', async () => {
    unitOfWork.failing = (bid) => bid.amount === 103_000;

    const outcomes = await oneBatch(100_000, [102_000, 103_000, 104_000]);

    expect(outcomes.map(codeOf)).to.deep.equal([
      'accepted',
      'accepted',
      'thrown: Error: connection lost',
      'accepted',
    ]);
    expect(unitOfWork.runs, 'alone, the batch rolled back, then each of its three').to.equal(5);
    const { stored } = await expectStoreMatches(outcomes);
    expect(stored.map((bid) => bid.amount)).to.deep.equal([100_000, 102_000, 104_000]);
  });

  it('reads the logins of a batch with their accounts under the lock: a revoked token, a deleted account, a token older than the password change refused', async () => {
    const repos = database.repositories;
    const denyList = new KnexTokenDenyList({ db: database.knex, dialect: database.dialect }, clock);
    placeBid = new PlaceBid({ repos, unitOfWork, clock, denyList });
    const bidOf = (buyer: number, amount: number) =>
      settle(
        placeBid.execute({
          viewer: ANONYMOUS,
          login: { userId: buyers[buyer]!.id, tokenId: `token-${buyer}`, issuedAt: END_AT - HOUR_MS },
          auctionId: auction.id,
          amount,
        }),
      );
    // Buyer 0's transaction waits at the gate; the others queue behind it, nothing read yet.
    const bids = [
      bidOf(0, 100_000),
      ...[1, 2, 3, 4, 5].map((buyer) => bidOf(buyer, 100_000 + buyer * 1_000)),
    ];
    // Then, written straight to the database before any lock: a logout, an account deleted, a password changed.
    await denyList.revoke('token-2', END_AT + HOUR_MS);
    await database.knex('buyer_files').where('user_id', buyers[3]!.id).delete();
    await database.knex('users').where('id', buyers[3]!.id).delete();
    await repos.users.update({ ...buyers[4]!, passwordChangedAt: END_AT - 30 * MINUTE_MS });
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    database.knex.on('query', record);
    await turns(5);
    unitOfWork.open();
    const outcomes = await Promise.all(bids);
    database.knex.off('query', record);

    expect(outcomes.map(codeOf)).to.deep.equal([
      'accepted',
      'accepted',
      'unauthenticated',
      'unauthenticated',
      'unauthenticated',
      'accepted',
    ]);
    expect(unitOfWork.runs, 'one transaction alone, then one for the five queued').to.equal(2);
    const { stored } = await expectStoreMatches(outcomes);
    expect(stored.map((bid) => [bid.userId, bid.amount])).to.deep.equal([
      [buyers[0]!.id, 100_000],
      [buyers[1]!.id, 101_000],
      [buyers[5]!.id, 105_000],
    ]);
    const accountReads = statements.filter((sql) => /\busers\b/.test(sql));
    expect(accountReads, 'the accounts with their revocations, once a transaction').to.have.length(2);
  });

  it('tells nobody of a failed batch that his bid was accepted', async () => {
    unitOfWork.failing = (bid) => bid.amount > 100_000;

    const outcomes = await oneBatch(100_000, [102_000, 103_000]);

    expect(outcomes.map(codeOf)).to.deep.equal([
      'accepted',
      'thrown: Error: connection lost',
      'thrown: Error: connection lost',
    ]);
    const { stored } = await expectStoreMatches(outcomes);
    expect(stored.map((bid) => bid.amount)).to.deep.equal([100_000]);
  });

  it('under a storm, groups bids and commits exactly the ones it acknowledges', async function () {
    this.timeout(30_000);
    unitOfWork.open();
    let next = FIRST_PRICE;
    const outcomes = await Promise.all(
      Array.from({ length: 120 }, (_, index) => {
        next += STEP;
        return settle(
          placeBid.execute({ viewer: viewerOf(buyers[index % 8]!), auctionId: auction.id, amount: next }),
        );
      }),
    );

    expect(outcomes.map(codeOf).filter((code) => !['accepted', 'bid_outbid'].includes(code))).to.deep.equal(
      [],
    );
    const { stored } = await expectStoreMatches(outcomes);
    expect(stored.length).to.equal(outcomes.filter((outcome) => codeOf(outcome) === 'accepted').length);
    expect(unitOfWork.runs, 'fewer transactions than bids').to.be.below(outcomes.length / 2);
  });
});
