import type { OutboxTopic, Repositories, UnitOfWork } from '@immo/core';
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
export type CommittedEntriesListener = (entries: readonly { topic: OutboxTopic; payload: unknown }[]) => void;

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
 * MySQL: READ COMMITTED, so every read after a lock (findByIdForUpdate) sees what the previous
 * holder committed; a unit MySQL kills to break a deadlock or a lock wait runs again from the
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
        const written: { topic: OutboxTopic; payload: unknown }[] = [];
        const sales = new Set<number>();
        const result = await this.runOnce(work, written, sales);
        if (sales.size > 0) this.salesChanged([...sales]);
        if (written.length > 0) for (const listener of this.committedListeners) listener(written);
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
    written: { topic: OutboxTopic; payload: unknown }[],
    sales: Set<number>,
  ): Promise<T> {
    const config: Knex.TransactionConfig =
      this.dialect === 'mysql' ? { isolationLevel: 'read committed' } : {};
    return this.knex.transaction((trx) => {
      const repositories = createKnexRepositories({
        db: trx,
        dialect: this.dialect,
        salesChanged: (ids) => ids.forEach((id) => sales.add(id)),
      });
      // A run retried after a deadlock starts from nothing: only the attempt that commits counts.
      written.length = 0;
      sales.clear();
      const { eventOutbox } = repositories;
      const add = eventOutbox.add.bind(eventOutbox);
      eventOutbox.add = async (topic, payload, at) => {
        const id = await add(topic, payload, at);
        written.push({ topic, payload });
        return id;
      };
      return work(repositories);
    }, config);
  }
}
