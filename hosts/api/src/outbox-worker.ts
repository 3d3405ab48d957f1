import type { ErrorReporter, OutboxDelivery } from '@immo/core';

type RoundDelivery = Pick<OutboxDelivery, 'claimDue' | 'drain' | 'batchSize' | 'maxBatchSize'>;

/** How often the worker looks for due entries: those written inside transactions, retries, a dead process's. */
export const OUTBOX_POLL_MS = 250;

export interface OutboxWorker {
  /** Resolves once nothing due is left undelivered and no delivery is running (tests, the seed, shutdown). */
  idle(): Promise<void>;
  /** Stops polling, after the round under way and the deliveries it started. */
  stop(): Promise<void>;
}

/**
 * Entries a worker may have claimed and not yet delivered: past it, a round waits for one of its
 * claims to be delivered before claiming more (a hot sale's bids wait a moment for its reindex).
 */
export const OUTBOX_MAX_IN_FLIGHT = 1000;

/**
 * Runs the outbox's delivery in this process: a round every `pollMs`, never two at once. Several
 * processes may run one each (API instances, hosts/worker): a claim gives each entry to one of them.
 * A round claims again at once while its claims come back full, each claim twice the one before up
 * to `maxBatchSize`, without waiting for the previous claims' deliveries (at most
 * OUTBOX_MAX_IN_FLIGHT entries under way): a storm of bids (each writes an entry in its transaction)
 * is delivered as fast as the handlers go, in few claims, not one batch per pause.
 */
export function startOutboxWorker(
  delivery: RoundDelivery,
  options: { errors: ErrorReporter; pollMs?: number; polling?: boolean; maxInFlight?: number },
): OutboxWorker {
  const maxInFlight = options.maxInFlight ?? OUTBOX_MAX_IN_FLIGHT;
  let round: Promise<void> | null = null;
  let stopped = false;
  /** The claims under way (their deliveries), and how many entries they hold. */
  const underWay = new Set<Promise<void>>();
  let inFlight = 0;
  const deliverWhileFull = async (): Promise<void> => {
    for (let size = delivery.batchSize; !stopped; size = Math.min(size * 2, delivery.maxBatchSize)) {
      while (inFlight >= maxInFlight) await Promise.race(underWay);
      const { claimed, delivered } = await delivery.claimDue(size);
      if (claimed > 0) {
        inFlight += claimed;
        const settled = delivered.finally(() => {
          inFlight -= claimed;
          underWay.delete(settled);
        });
        underWay.add(settled);
      }
      if (claimed < size) return;
    }
  };
  const runRound = (): Promise<void> => {
    round ??= deliverWhileFull()
      .catch((error: unknown) => options.errors.report(error, { job: 'outbox' }))
      .finally(() => (round = null));
    return round;
  };
  // Without polling this process still delivers what it writes itself, at once; `idle()` still drains.
  const timer =
    options.polling === false
      ? null
      : setInterval(() => {
          if (!stopped) void runRound();
        }, options.pollMs ?? OUTBOX_POLL_MS);
  timer?.unref();
  return {
    async idle() {
      await round;
      await delivery.drain();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
      await Promise.all(underWay);
    },
  };
}
