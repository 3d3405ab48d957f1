import * as Sentry from '@sentry/node';
import type { ErrorReporter } from '@immo/core';

export interface SentryErrorReporterOptions {
  environment?: string;
  release?: string;
  /**
   * Let Sentry also capture uncaught exceptions and unhandled rejections (and, for the former,
   * exit as Node would). Off when the host handles those itself, or in tests.
   */
  captureProcessErrors?: boolean;
}

const PROCESS_ERROR_INTEGRATIONS = new Set(['OnUncaughtException', 'OnUnhandledRejection']);

/** Errors to Sentry, without tracing (tracesSampleRate 0) and without personal data. */
export class SentryErrorReporter implements ErrorReporter {
  constructor(dsn: string, options: SentryErrorReporterOptions = {}) {
    if (!dsn) throw new Error('SentryErrorReporter needs a DSN');
    const captureProcessErrors = options.captureProcessErrors ?? true;
    Sentry.init({
      dsn,
      environment: options.environment,
      release: options.release,
      tracesSampleRate: 0,
      // Requests carry the BEARER cookie, passwords and buyers' files: none of it leaves the server.
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
        databaseQueryData: false,
        queues: false,
        stackFrameVariables: false,
      },
      integrations: (defaults) =>
        captureProcessErrors
          ? defaults
          : defaults.filter((integration) => !PROCESS_ERROR_INTEGRATIONS.has(integration.name)),
    });
  }

  report(error: unknown, context?: Record<string, unknown>): void {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  }

  /** Sends what is queued; call before the process exits. Resolves false on timeout. */
  async flush(timeoutMs = 2000): Promise<boolean> {
    return Sentry.flush(timeoutMs);
  }

  /** Flushes, then stops reporting. */
  async close(timeoutMs = 2000): Promise<boolean> {
    return Sentry.close(timeoutMs);
  }
}
