/**
 * Runs one job per key at a time, and folds the requests that arrive while it runs into a single
 * run after it: a thousand bids on one hot sale delivered together reindex it twice, not a thousand
 * times. Every caller's promise settles once a run that started after its request has ended, so
 * what the caller asked for is done when it resolves (the outbox marks its entry delivered only
 * then) and a failure reaches every caller the run stood for (the outbox retries them).
 */
export class CoalescingRuns<K> {
  private readonly running = new Map<K, Promise<void>>();
  private readonly next = new Map<K, Promise<void>>();

  constructor(private readonly job: (key: K) => Promise<void>) {}

  request(key: K): Promise<void> {
    const queued = this.next.get(key);
    if (queued) return queued;
    const current = this.running.get(key);
    if (!current) return this.start(key);
    // A run is under way: it may have read the data before this request's change. One more after it.
    const after = current
      .catch(() => undefined)
      .then(() => {
        this.next.delete(key);
        return this.start(key);
      });
    this.next.set(key, after);
    return after;
  }

  private start(key: K): Promise<void> {
    const run = Promise.resolve()
      .then(() => this.job(key))
      .finally(() => {
        if (this.running.get(key) === run) this.running.delete(key);
      });
    this.running.set(key, run);
    return run;
  }
}
