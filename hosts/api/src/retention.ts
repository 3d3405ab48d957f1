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

export const scheduleIdentityPurge = (
  purge: Pick<PurgeIdentityDocuments, 'execute'>,
  options: { errors: ErrorReporter; intervalMs?: number },
): RetentionSchedule =>
  schedulePeriodicJob(purge, {
    job: 'purge-identity-documents',
    errors: options.errors,
    intervalMs: options.intervalMs ?? IDENTITY_PURGE_INTERVAL_MS,
  });

/**
 * A job of the host: run once at start, then every `intervalMs`, never two runs at once; a failure
 * is reported (tagged with the job's name) and the next run tries again.
 */
export function schedulePeriodicJob(
  task: { execute(): Promise<unknown> },
  options: { job: string; errors: ErrorReporter; intervalMs: number },
): RetentionSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runNow = (): Promise<void> => {
    running ??= task
      .execute()
      .then(
        () => undefined,
        (error: unknown) => options.errors.report(error, { job: options.job }),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void runNow();
  }, options.intervalMs);
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
