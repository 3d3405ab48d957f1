import type { ErrorReporter } from '@immo/core';
import { ConsoleErrorReporter } from './console-error-reporter.js';
import { SentryErrorReporter, type SentryErrorReporterOptions } from './sentry-error-reporter.js';

export interface ErrorReporterConfig extends SentryErrorReporterOptions {
  /** Sentry when set (e.g. from SENTRY_DSN), stderr otherwise. */
  sentryDsn?: string;
}

export function createErrorReporter(config: ErrorReporterConfig = {}): ErrorReporter {
  const { sentryDsn, ...sentryOptions } = config;
  const dsn = sentryDsn?.trim();
  return dsn ? new SentryErrorReporter(dsn, sentryOptions) : new ConsoleErrorReporter();
}
