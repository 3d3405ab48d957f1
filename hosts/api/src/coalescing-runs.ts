import { performance } from 'node:perf_hooks';

/**
 * Runs one job per key at a time, and folds the requests that arrive while it runs into a single
 * run after it: a thousand bids on one hot sale delivered together reindex it twice, not a thousand
 * times. Every caller's promise settles once a run that started after its request has ended, so
 * what the caller asked for is done when it resolves (the outbox marks its entry delivered only
 * then) and a failure reaches every caller the run stood for (the outbox retries them).
 *
 * A spaced request (`requestSpaced`) also waits until `spacingMs` after the start of the last run
 * that stood for spaced requests: while the bids on a sale keep coming it is reindexed at most once
 * per `spacingMs`, and always once more after the last bid. A plain request runs as soon as the run
 * under way (if any) ends, taking the spaced requests waiting with it.
 */
export class CoalescingRuns<K> {
  private readonly keys = new Map<K, KeyRuns>();

  constructor(
    private readonly job: (key: K) => Promise<void>,
    private readonly spacingMs = 0,
  ) {}

  request(key: K): Promise<void> {
    return this.ask(key, false);
  }

  requestSpaced(key: K): Promise<void> {
    return this.ask(key, true);
  }

  private ask(key: K, spaced: boolean): Promise<void> {
    const runs = this.keys.get(key) ?? this.add(key);
    if (!runs.next) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const done = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      runs.next = { done, resolve, reject, spaced, plain: !spaced, timer: null };
    } else if (spaced) runs.next.spaced = true;
    else runs.next.plain = true;
    const { done } = runs.next;
    this.startWhenDue(key, runs);
    return done;
  }

  /** Starts the waiting run when nothing runs and its spacing (if any) is over, or sets a timer for it. */
  private startWhenDue(key: K, runs: KeyRuns): void {
    const next = runs.next;
    if (!next || runs.running) return;
    const wait = next.plain ? 0 : runs.spacedStartedAt + this.spacingMs - performance.now();
    if (wait > 0) {
      next.timer ??= setTimeout(() => {
        next.timer = null;
        this.startWhenDue(key, runs);
      }, wait);
      return;
    }
    if (next.timer) clearTimeout(next.timer);
    runs.next = null;
    if (next.spaced) runs.spacedStartedAt = performance.now();
    const run = Promise.resolve().then(() => this.job(key));
    runs.running = run;
    void run.then(next.resolve, next.reject).finally(() => {
      runs.running = null;
      if (runs.next) this.startWhenDue(key, runs);
      else if (performance.now() - runs.spacedStartedAt >= this.spacingMs) this.keys.delete(key);
    });
  }

  private add(key: K): KeyRuns {
    // Keys kept only for their spacing are dropped once it is over.
    if (this.keys.size >= 1000) {
      const now = performance.now();
      for (const [other, runs] of this.keys)
        if (!runs.running && !runs.next && now - runs.spacedStartedAt >= this.spacingMs)
          this.keys.delete(other);
    }
    const runs: KeyRuns = { running: null, next: null, spacedStartedAt: -Infinity };
    this.keys.set(key, runs);
    return runs;
  }
}

interface KeyRuns {
  running: Promise<void> | null;
  /** The run the requests made since the running one began wait for. */
  next: {
    done: Promise<void>;
    resolve: () => void;
    reject: (error: unknown) => void;
    /** It stands for spaced requests (its start counts for the spacing) / for a plain one (no wait). */
    spaced: boolean;
    plain: boolean;
    timer: ReturnType<typeof setTimeout> | null;
  } | null;
  spacedStartedAt: number;
}
