// The end-of-sale job (issue 13): every few seconds, the auctions whose end in force has passed are
// closed (outcome recorded, notices written to the outbox) and those ending within the hour send
// their reminder. Each auction is closed or reminded once, whatever the number of processes running
// this job (core's CloseEndedAuctions locks the auction and records the step under a unique key);
// an extension moves the end, and the next run after the new end closes the sale.
import {
  HOUR_MS,
  SECOND_MS,
  type CloseEndedAuctions,
  type ErrorReporter,
  type PurgeDeliveredOutbox,
  type SendEndingSoonReminders,
} from '@immo/core';
import { schedulePeriodicJob, type RetentionSchedule } from './retention.js';

/** A sale is closed at most this long after its end (the job's period). */
export const SALE_CLOCK_INTERVAL_MS = 5 * SECOND_MS;
export const OUTBOX_PURGE_INTERVAL_MS = HOUR_MS;

export const scheduleSaleClock = (
  jobs: { close: Pick<CloseEndedAuctions, 'execute'>; remind: Pick<SendEndingSoonReminders, 'execute'> },
  options: { errors: ErrorReporter; intervalMs?: number },
): RetentionSchedule =>
  schedulePeriodicJob(
    {
      async execute() {
        // Closings first: an auction both due and unreminded (a job that was down) is only closed.
        await jobs.close.execute();
        await jobs.remind.execute();
      },
    },
    { job: 'sale-clock', errors: options.errors, intervalMs: options.intervalMs ?? SALE_CLOCK_INTERVAL_MS },
  );

/** Delivered outbox entries deleted after their retention (core's PurgeDeliveredOutbox), hourly. */
export const scheduleOutboxPurge = (
  purge: Pick<PurgeDeliveredOutbox, 'execute'>,
  options: { errors: ErrorReporter; intervalMs?: number },
): RetentionSchedule =>
  schedulePeriodicJob(purge, {
    job: 'outbox-purge',
    errors: options.errors,
    intervalMs: options.intervalMs ?? OUTBOX_PURGE_INTERVAL_MS,
  });
