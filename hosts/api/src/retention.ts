// The retention job of identity documents (spec §1: kept until the end of the sale plus one month),
// run by the API host once at start and then every hour. The deadline is read from the ports'
// clock by the use case, so a test moves the manual clock and runs the job (runNow) or ticks it.
import { HOUR_MS, type ErrorReporter, type PurgeIdentityDocuments } from '@immo/core';

export const IDENTITY_PURGE_INTERVAL_MS = HOUR_MS;

export interface RetentionSchedule {
  /** Runs the purge now, or waits for the run under way. */
  runNow(): Promise<void>;
  /** Waits for the run under way, if any. */
  idle(): Promise<void>;
  /** Stops the timer and waits for a run under way (before the database closes). */
  stop(): Promise<void>;
}

export function scheduleIdentityPurge(
  purge: Pick<PurgeIdentityDocuments, 'execute'>,
  options: { errors: ErrorReporter; intervalMs?: number },
): RetentionSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runNow = (): Promise<void> => {
    running ??= purge
      .execute()
      .then(
        () => undefined,
        (error: unknown) => options.errors.report(error, { job: 'purge-identity-documents' }),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void runNow();
  }, options.intervalMs ?? IDENTITY_PURGE_INTERVAL_MS);
  // The schedule never keeps the process alive on its own.
  timer.unref?.();
  void runNow();
  return {
    runNow,
    async idle() {
      await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
