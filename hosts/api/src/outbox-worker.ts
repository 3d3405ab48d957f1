import type { ErrorReporter, OutboxDelivery } from '@immo/core';

type RoundDelivery = Pick<OutboxDelivery, 'deliverDue' | 'drain' | 'batchSize'>;

/** How often the worker looks for due entries: those written inside transactions, retries, a dead process's. */
export const OUTBOX_POLL_MS = 250;

export interface OutboxWorker {
  /** Resolves once nothing due is left undelivered and no delivery is running (tests, the seed, shutdown). */
  idle(): Promise<void>;
  /** Stops polling, after the round under way. */
  stop(): Promise<void>;
}

/**
 * Runs the outbox's delivery in this process: a round every `pollMs`, never two at once. Several
 * processes may run one each (API instances, hosts/worker): a claim gives each entry to one of them.
 * A round claims again at once while its claims come back full, so a storm of bids (each writes an
 * entry in its transaction) is delivered as fast as the handlers go, not one batch per pause.
 */
export function startOutboxWorker(
  delivery: RoundDelivery,
  options: { errors: ErrorReporter; pollMs?: number; polling?: boolean },
): OutboxWorker {
  let round: Promise<void> | null = null;
  let stopped = false;
  const deliverWhileFull = async (): Promise<void> => {
    while (!stopped && (await delivery.deliverDue()) >= delivery.batchSize);
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
    },
  };
}
