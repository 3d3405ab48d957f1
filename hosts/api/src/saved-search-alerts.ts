// The daily e-mail alert of saved searches (issue 11): run once at start, then every day. Each run
// mails every user the new sales matching their saved searches with the alert on (core's
// SendSavedSearchAlerts); a search's first run only notes what already matches. Every instance runs
// it: each search is claimed in the database before its run, so it is mailed at most once a day.
import { DAY_MS, type ErrorReporter, type SendSavedSearchAlerts } from '@immo/core';
import { schedulePeriodicJob, type RetentionSchedule } from './retention.js';

export const SAVED_SEARCH_ALERTS_INTERVAL_MS = DAY_MS;

export const scheduleSavedSearchAlerts = (
  alerts: Pick<SendSavedSearchAlerts, 'execute'>,
  options: { errors: ErrorReporter; intervalMs?: number },
): RetentionSchedule =>
  schedulePeriodicJob(alerts, {
    job: 'saved-search-alerts',
    errors: options.errors,
    intervalMs: options.intervalMs ?? SAVED_SEARCH_ALERTS_INTERVAL_MS,
  });
