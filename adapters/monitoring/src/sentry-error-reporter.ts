import type { ErrorReporter } from '@immo/core';

type SentryModule = typeof import('@sentry/node');

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

/**
 * Errors to Sentry, without tracing (tracesSampleRate 0) and without personal data. The SDK (and the
 * OpenTelemetry it brings, tens of MB) is imported by the reporter, so a process without a DSN never
 * loads it; the errors reported while it loads are sent once it is there.
 */
export class SentryErrorReporter implements ErrorReporter {
  private readonly sentry: Promise<SentryModule>;

  constructor(dsn: string, options: SentryErrorReporterOptions = {}) {
    if (!dsn) throw new Error('SentryErrorReporter needs a DSN');
    this.sentry = import('@sentry/node').then((Sentry) => {
      initialise(Sentry, dsn, options);
      return Sentry;
    });
  }

  report(error: unknown, context?: Record<string, unknown>): void {
    void this.sentry.then(
      (Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined),
      // Without its SDK, the error still reaches the log.
      () => console.error(error, context ?? ''),
    );
  }

  /** Sends what is queued; call before the process exits. Resolves false on timeout. */
  async flush(timeoutMs = 2000): Promise<boolean> {
    return (await this.sentry).flush(timeoutMs);
  }

  /** Flushes, then stops reporting. */
  async close(timeoutMs = 2000): Promise<boolean> {
    return (await this.sentry).close(timeoutMs);
  }
}

function initialise(Sentry: SentryModule, dsn: string, options: SentryErrorReporterOptions): void {
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
