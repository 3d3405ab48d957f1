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
  /** The largest claim, for a worker that claims more while its claims come back full. */
  maxBatchSize?: number;
  leaseMs?: number;
}

/** A claim handed over: how many entries it took, and their delivery (settled once each has run). */
export interface OutboxClaim {
  claimed: number;
  delivered: Promise<void>;
}

/**
 * Delivers the outbox at least once: claims what is due (so two workers never run one claim's entries
 * twice), hands each entry to its topic's handler, marks it delivered, or puts it back with a growing
 * pause when the handler fails. Nothing is ever dropped: a failing entry is retried for ever (at most
 * hourly) and reported at each failure.
 */
export class OutboxDelivery {
  private readonly running = new Set<Promise<unknown>>();
  /**
   * Entries delivered are marked together: a claim's entries once they have all run, and those done
   * while one mark is written in the next.
   */
  private readonly marks = new GroupedWrites<number, void>(async (ids) => {
    await this.serially(() => this.deps.repos.eventOutbox.markDeliveredAll(ids, this.deps.clock.now()));
    return ids.map(() => undefined);
  });
  /**
   * Entries stored together: those asked while one write runs go in the next (the mails of the outbid
   * notices an outbox round delivers together), then delivered together, each caller answered its own.
   */
  private readonly stores = new GroupedWrites<{ topic: OutboxTopic; payload: unknown }, Stored>(
    async (entries) => {
      const now = this.deps.clock.now();
      const ids = await this.deps.repos.eventOutbox.addClaimedAll(
        entries.map(({ topic, payload }) => ({ topic, payload, at: now })),
        now + this.leaseMs,
      );
      const delivered = this.deliverAll(
        entries.map(({ topic, payload }, i) => ({ id: ids[i]!, topic, payload, attempts: 1 })),
      );
      return entries.map((_, i) => ({ delivered: delivered.then((outcomes) => outcomes[i]!) }));
    },
  );
  /** The last of this process's claims and marks, which run one at a time. */
  private lane: Promise<unknown> = Promise.resolve();
  /** Entries claimed at once: a claim this full means more may be due. */
  readonly batchSize: number;
  readonly maxBatchSize: number;
  readonly leaseMs: number;

  constructor(
    private readonly deps: OutboxDeliveryDeps,
    private readonly handlers: OutboxHandlers,
    options: OutboxDeliveryOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.maxBatchSize = Math.max(this.batchSize, options.maxBatchSize ?? 100);
    this.leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  }

  /** Claims the entries due now (at most `limit`) and delivers them together; how many it claimed. */
  async deliverDue(limit = this.batchSize): Promise<number> {
    const { claimed, delivered } = await this.claimDue(limit);
    await delivered;
    return claimed;
  }

  /**
   * Claims the entries due now (at most `limit`) and starts delivering them together; resolves once
   * claimed. A failure is put back for its retry at once; the entries delivered are marked in one
   * write once the whole claim has run (a kill before it only delivers them again).
   */
  async claimDue(limit = this.batchSize): Promise<OutboxClaim> {
    const now = this.deps.clock.now();
    const entries = await this.serially(() =>
      this.deps.repos.eventOutbox.claimDue(now, now + this.leaseMs, limit),
    );
    if (entries.length === 0) return { claimed: 0, delivered: Promise.resolve() };
    return { claimed: entries.length, delivered: this.deliverAll(entries).then(() => undefined) };
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
   * Resolves once the entry is stored; `delivered` settles after the first attempt (true: delivered),
   * with the entries stored together.
   */
  store(topic: OutboxTopic, payload: unknown): Promise<Stored> {
    return this.stores.write({ topic, payload });
  }

  /**
   * Entries run together, those that succeeded marked together after them (one write, or the next if
   * one is under way): whether each was delivered. Never throws.
   */
  private deliverAll(entries: readonly Claimed[]): Promise<boolean[]> {
    const delivering = (async () => {
      const ran = await Promise.all(entries.map((entry) => this.run(entry)));
      const done = entries.filter((_, i) => ran[i]);
      const marks = this.marks.writeEach(done.map((entry) => entry.id));
      const marked = new Map(
        await Promise.all(
          done.map(async (entry, i) => [entry, await this.marked(entry, marks[i]!)] as const),
        ),
      );
      return entries.map((entry) => marked.get(entry) ?? false);
    })().finally(() => this.running.delete(delivering));
    this.running.add(delivering);
    return delivering;
  }

  /**
   * The claims and the marks (delivered, failed) one at a time: run together they deadlock on MariaDB
   * (the claim scans the due index and locks the rows it finds, a mark locks its rows and then
   * updates that index), and a mark lost that way delivers its entries again.
   */
  private serially<T>(write: () => Promise<T>): Promise<T> {
    const written = this.lane.then(write);
    this.lane = written.catch(() => undefined);
    return written;
  }

  /** Runs the entry's handler: true when it succeeded; a failure is put back for its retry. */
  private async run(entry: Claimed): Promise<boolean> {
    try {
      const handler = this.handlers[entry.topic];
      if (!handler) throw new Error(`No handler for the outbox topic '${entry.topic}'`);
      await handler(entry.payload);
      return true;
    } catch (error) {
      await this.failed(entry, error);
      return false;
    }
  }

  /** True once the mark is written; a mark that failed puts the entry back (it is delivered again). */
  private marked(entry: Claimed, mark: Promise<void>): Promise<boolean> {
    return mark.then(
      () => true,
      (error: unknown) => this.failed(entry, error).then(() => false),
    );
  }

  private async failed(entry: Claimed, error: unknown): Promise<void> {
    this.deps.errors.report(error, { outboxEntry: entry.id, topic: entry.topic, attempts: entry.attempts });
    const retryAt = this.deps.clock.now() + outboxRetryDelayMs(entry.attempts);
    await this.serially(() =>
      this.deps.repos.eventOutbox.markFailed(
        entry.id,
        error instanceof Error ? error.message : String(error),
        retryAt,
      ),
    ).catch((markError: unknown) => this.deps.errors.report(markError, { outboxEntry: entry.id }));
  }
}

type Claimed = Pick<OutboxEntry, 'id' | 'topic' | 'payload' | 'attempts'>;
interface Stored {
  delivered: Promise<boolean>;
}

/**
 * One write at a time for many callers: the first begins a microtask after its item is asked (the
 * items asked until then go with it), the items asked while it runs go together in the next.
 * `writeAll` answers one result per item, in order; each caller's promise settles with its own, or
 * with the error of the write that carried its item.
 */
export class GroupedWrites<T, R> {
  private waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private busy = false;

  constructor(private readonly writeAll: (items: T[]) => Promise<readonly R[]>) {}

  write(item: T): Promise<R> {
    const [written] = this.writeEach([item]);
    return written!;
  }

  /** Items asked together go in one write (the next one, if a write is under way). */
  writeEach(items: readonly T[]): Promise<R>[] {
    const written = items.map(
      (item) => new Promise<R>((resolve, reject) => this.waiting.push({ item, resolve, reject })),
    );
    this.next();
    return written;
  }

  private next(): void {
    if (this.busy || this.waiting.length === 0) return;
    this.busy = true;
    // Begun a microtask later: the callers resumed by one settled promise (the notices of a round,
    // after their shared read) all ask before it, and go together.
    void Promise.resolve().then(() => this.writeWaiting());
  }

  private writeWaiting(): void {
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
