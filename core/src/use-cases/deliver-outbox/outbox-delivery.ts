import {
  OUTBOX_LEASE_MS,
  outboxRetryDelayMs,
  type OutboxEntry,
  type OutboxTopic,
} from '../../domain/outbox/outbox.js';
import type { EventOutboxRepository } from '../../ports/repositories.port.js';
import type { Clock, ErrorReporter } from '../../ports/services.port.js';

/** What to do with an entry of a topic; it may run more than once for one entry, so it must be idempotent. */
export type OutboxHandler = (payload: unknown) => Promise<void>;
export type OutboxHandlers = Partial<Record<OutboxTopic, OutboxHandler>>;

export interface OutboxDeliveryDeps {
  repos: { eventOutbox: EventOutboxRepository };
  clock: Clock;
  errors: ErrorReporter;
}

export interface OutboxDeliveryOptions {
  /** Entries claimed at once. */
  batchSize?: number;
  leaseMs?: number;
}

/**
 * Delivers the outbox at least once: claims what is due (so two workers never run one claim's entries
 * twice), hands each entry to its topic's handler, marks it delivered, or puts it back with a growing
 * pause when the handler fails. Nothing is ever dropped: a failing entry is retried for ever (at most
 * hourly) and reported at each failure.
 */
export class OutboxDelivery {
  private readonly running = new Set<Promise<boolean>>();
  /** Entries delivered are marked together: those done while one mark is written go in the next. */
  private readonly marks = new GroupedWrites<number, void>(async (ids) => {
    await this.deps.repos.eventOutbox.markDeliveredAll(ids, this.deps.clock.now());
    return ids.map(() => undefined);
  });
  /**
   * Entries stored together: those asked while one write runs go in the next (the mails of the outbid
   * notices an outbox round delivers together), each caller answered its own id.
   */
  private readonly stores = new GroupedWrites<{ topic: OutboxTopic; payload: unknown }, number>((entries) => {
    const now = this.deps.clock.now();
    return this.deps.repos.eventOutbox.addClaimedAll(
      entries.map(({ topic, payload }) => ({ topic, payload, at: now })),
      now + this.leaseMs,
    );
  });
  /** Entries claimed at once: a claim this full means more may be due. */
  readonly batchSize: number;
  readonly leaseMs: number;

  constructor(
    private readonly deps: OutboxDeliveryDeps,
    private readonly handlers: OutboxHandlers,
    options: OutboxDeliveryOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  }

  /** Claims the entries due now and delivers them together; how many it claimed. */
  async deliverDue(): Promise<number> {
    const now = this.deps.clock.now();
    const entries = await this.deps.repos.eventOutbox.claimDue(now, now + this.leaseMs, this.batchSize);
    await Promise.all(entries.map((entry) => this.deliver(entry)));
    return entries.length;
  }

  /** Delivers every entry due, batch after batch, until none is left and none is running. */
  async drain(): Promise<void> {
    while ((await this.deliverDue()) > 0 || this.running.size > 0) {
      await Promise.all([...this.running]);
    }
  }

  /**
   * Writes an entry already claimed by this process and starts delivering it at once (the usual path,
   * no polling delay); if the process dies first, a worker takes the entry when the lease ends.
   * Resolves once the entry is stored; `delivered` settles after the first attempt (true: delivered).
   */
  async store(topic: OutboxTopic, payload: unknown): Promise<{ delivered: Promise<boolean> }> {
    const id = await this.stores.write({ topic, payload });
    return { delivered: this.deliver({ id, topic, payload, attempts: 1 }) };
  }

  /** Delivers one claimed entry; never throws. */
  deliver(entry: Pick<OutboxEntry, 'id' | 'topic' | 'payload' | 'attempts'>): Promise<boolean> {
    const attempt = this.attempt(entry).finally(() => this.running.delete(attempt));
    this.running.add(attempt);
    return attempt;
  }

  private async attempt(entry: Pick<OutboxEntry, 'id' | 'topic' | 'payload' | 'attempts'>): Promise<boolean> {
    const { eventOutbox } = this.deps.repos;
    try {
      const handler = this.handlers[entry.topic];
      if (!handler) throw new Error(`No handler for the outbox topic '${entry.topic}'`);
      await handler(entry.payload);
      await this.marks.write(entry.id);
      return true;
    } catch (error) {
      this.deps.errors.report(error, { outboxEntry: entry.id, topic: entry.topic, attempts: entry.attempts });
      const retryAt = this.deps.clock.now() + outboxRetryDelayMs(entry.attempts);
      await eventOutbox
        .markFailed(entry.id, error instanceof Error ? error.message : String(error), retryAt)
        .catch((markError: unknown) => this.deps.errors.report(markError, { outboxEntry: entry.id }));
      return false;
    }
  }
}

/**
 * One write at a time for many callers: the first runs at once, the items asked while it runs go
 * together in the next. `writeAll` answers one result per item, in order; each caller's promise
 * settles with its own, or with the error of the write that carried its item.
 */
export class GroupedWrites<T, R> {
  private waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private busy = false;

  constructor(private readonly writeAll: (items: T[]) => Promise<readonly R[]>) {}

  write(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.busy || this.waiting.length === 0) return;
    this.busy = true;
    const group = this.waiting;
    this.waiting = [];
    let written: Promise<readonly R[]>;
    try {
      written = this.writeAll(group.map(({ item }) => item));
    } catch (error) {
      written = Promise.reject(error);
    }
    void written
      .then(
        (results) => group.forEach(({ resolve }, i) => resolve(results[i]!)),
        (error: unknown) => group.forEach(({ reject }) => reject(error)),
      )
      .finally(() => {
        this.busy = false;
        this.next();
      });
  }
}
