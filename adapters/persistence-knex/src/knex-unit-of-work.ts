import type { Auction, Bid, OutboxTopic, Repositories, UnitOfWork } from '@immo/core';
import type { Knex } from 'knex';
import { setTimeout as sleep } from 'node:timers/promises';
import { createKnexRepositories } from './repositories/knex-repositories.js';
import { isTransientLockError } from './sql-errors.js';
import type { Dialect } from './store.js';

export interface RetryPolicy {
  /** How many times a unit MySQL gave up on (deadlock, lock wait timeout) runs again. */
  maxRetries: number;
  /** Pause before retry n (1-based), random so that the units that collided do not collide again. */
  backoffMs(retry: number): number;
}

/**
 * Told what a transaction wrote to the outbox, right after its commit (never for one rolled back).
 * The outbox still delivers every entry at least once; this is the fast path for what must be seen at
 * once (a bid in the live stream), without waiting for the worker's next round.
 */
export type CommittedEntriesListener = (
  entries: readonly { topic: OutboxTopic; payload: unknown }[],
  auctions: readonly CommittedAuctionWrite[],
) => void;

/**
 * An auction a committed unit locked (findByIdForUpdate) and wrote: as it read it under the lock, as
 * it wrote it, and the bids it added to it, in order. Under the lock nothing else wrote the auction
 * in between, so whoever holds the `before` state can move to `after` without reading it back.
 */
export interface CommittedAuctionWrite {
  before: Auction;
  after: Auction;
  bids: readonly Bid[];
}

interface Written {
  entries: { topic: OutboxTopic; payload: unknown }[];
  locked: Map<number, Auction>;
  updated: Map<number, Auction>;
  bids: Bid[];
}

/** Told of the sales whose page a committed write changed (sale-versions.ts). */
export type SalesChangedListener = (propertyIds: readonly number[]) => void;

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 5,
  backoffMs: (retry) => 5 + Math.random() * 20 * retry,
};

/**
 * One Knex transaction per run: `work` gets repositories bound to it; the transaction commits when
 * work resolves and rolls back when it throws.
 *
 * SQLite: Knex's pool holds the one connection, and a transaction keeps it until it ends, so runs
 * queue one behind the other (the single writer) and never meet SQLITE_BUSY in this process.
 * MySQL: READ COMMITTED (each connection's session level, set once when the pool opens it:
 * open-database.ts), so every read after a lock (findByIdForUpdate) sees what the previous holder
 * committed; a unit MySQL kills to break a deadlock or a lock wait runs again from the
 * start, which is why `work` must touch nothing but the repositories it is given.
 * Either way, work must not call the store's own (non-transaction) repositories: on SQLite that
 * would wait for the connection its own transaction holds.
 */
export class KnexUnitOfWork implements UnitOfWork {
  private readonly committedListeners = new Set<CommittedEntriesListener>();

  constructor(
    private readonly knex: Knex,
    private readonly dialect: Dialect,
    private readonly retry: RetryPolicy = DEFAULT_RETRY_POLICY,
    /** Told after each commit that changed sales' pages. */
    private readonly salesChanged: SalesChangedListener = () => undefined,
  ) {}

  /** Calls `listener` after each commit that wrote outbox entries; returns how to stop. */
  onCommittedEntries(listener: CommittedEntriesListener): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    for (let retry = 1; ; retry += 1) {
      try {
        const written: Written = { entries: [], locked: new Map(), updated: new Map(), bids: [] };
        const sales = new Set<number>();
        const result = await this.runOnce(work, written, sales);
        if (sales.size > 0) this.salesChanged([...sales]);
        if (written.entries.length > 0) {
          const auctions = auctionWrites(written);
          for (const listener of this.committedListeners) listener(written.entries, auctions);
        }
        return result;
      } catch (error) {
        if (this.dialect !== 'mysql' || !isTransientLockError(error) || retry > this.retry.maxRetries)
          throw error;
        await sleep(this.retry.backoffMs(retry));
      }
    }
  }

  private runOnce<T>(
    work: (repositories: Repositories) => Promise<T>,
    written: Written,
    sales: Set<number>,
  ): Promise<T> {
    // No per-transaction isolation level: knex would send it as one more statement before each BEGIN.
    return this.knex.transaction((trx) => {
      const repositories = createKnexRepositories({
        db: trx,
        dialect: this.dialect,
        salesChanged: (ids) => ids.forEach((id) => sales.add(id)),
      });
      // A run retried after a deadlock starts from nothing: only the attempt that commits counts.
      written.entries.length = 0;
      written.bids.length = 0;
      written.locked.clear();
      written.updated.clear();
      sales.clear();
      recordWrites(repositories, written);
      return work(repositories);
    });
  }
}

/** Wraps the unit's repositories to note what it wrote: outbox entries, locked auctions, their updates and new bids. */
function recordWrites(repositories: Repositories, written: Written): void {
  const { eventOutbox, auctions, bids } = repositories;
  const addEntry = eventOutbox.add.bind(eventOutbox);
  eventOutbox.add = async (topic, payload, at) => {
    const id = await addEntry(topic, payload, at);
    written.entries.push({ topic, payload });
    return id;
  };
  const addEntries = eventOutbox.addAll.bind(eventOutbox);
  eventOutbox.addAll = async (entries) => {
    await addEntries(entries);
    written.entries.push(...entries.map(({ topic, payload }) => ({ topic, payload })));
  };
  const lock = auctions.findByIdForUpdate.bind(auctions);
  auctions.findByIdForUpdate = async (id) => {
    const auction = await lock(id);
    if (auction && !written.locked.has(id)) written.locked.set(id, auction);
    return auction;
  };
  const update = auctions.update.bind(auctions);
  auctions.update = async (auction) => {
    await update(auction);
    written.updated.set(auction.id, auction);
  };
  const addBid = bids.add.bind(bids);
  bids.add = async (bid) => {
    const added = await addBid(bid);
    written.bids.push(added);
    return added;
  };
}

/** The locked auctions the unit wrote; an auction written without its lock is left out (its readers read it again). */
function auctionWrites(written: Written): CommittedAuctionWrite[] {
  return [...written.updated].flatMap(([id, after]) => {
    const before = written.locked.get(id);
    return before ? [{ before, after, bids: written.bids.filter((bid) => bid.auctionId === id) }] : [];
  });
}
