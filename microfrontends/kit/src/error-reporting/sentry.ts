// The Sentry adapter of the error-reporting port, loaded on demand (its own chunk): @sentry/browser,
// the same version as the server's @sentry/node.
import {
  addIntegration,
  captureException,
  close,
  init,
  withScope,
  type Breadcrumb,
  type BrowserOptions,
  type ErrorEvent,
} from '@sentry/browser';
import type { BrowserErrorReporter, ErrorContext, ErrorReportingConfig } from './index.js';

type SentryTransport = NonNullable<BrowserOptions['transport']>;

export interface SentryReporterOptions {
  /** Where envelopes go: Sentry's fetch transport by default, a recording one in tests. */
  transport?: SentryTransport;
  /** The session-replay integration, its own chunk (large), fetched after start. */
  loadReplay?: () => Promise<void>;
}

/** Spec §7: no traces, no session replays, a replay for every error. */
export const SAMPLING = {
  tracesSampleRate: 0,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1.0,
} as const;

/** Replays show the page's layout only: every text and input masked, images and media blocked, no network bodies. */
export const REPLAY_PRIVACY = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  networkDetailAllowUrls: [] as string[],
  networkCaptureBodies: false,
};

const EMAIL = /[^\s@<>"'()[\]{}:;,]+@[^\s@<>"'()[\]{}:;,]+\.[a-z]{2,}/gi;
const redact = (text: string | undefined): string | undefined => text?.replace(EMAIL, '[email]');
/** A URL without its query and fragment (reset and verification links carry tokens there). */
const withoutQuery = (url: unknown): unknown => (typeof url === 'string' ? url.replace(/[?#].*$/, '') : url);

/** What leaves the browser: no user, no cookies, headers or bodies, no query strings, no e-mail addresses. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  if (event.request) {
    const userAgent = event.request.headers?.['User-Agent'];
    event.request = {
      ...(event.request.url ? { url: withoutQuery(event.request.url) as string } : {}),
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    };
  }
  if (event.message) event.message = redact(event.message) as string;
  for (const exception of event.exception?.values ?? []) exception.value = redact(exception.value);
  event.breadcrumbs = event.breadcrumbs?.map(scrubBreadcrumb);
  return event;
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb };
  if (scrubbed.message) scrubbed.message = redact(scrubbed.message) as string;
  if (scrubbed.category === 'console') delete scrubbed.data;
  else if (scrubbed.data) {
    const { url, from, to, ...rest } = scrubbed.data as Record<string, unknown>;
    scrubbed.data = {
      ...rest,
      ...(url !== undefined ? { url: withoutQuery(url) } : {}),
      ...(from !== undefined ? { from: withoutQuery(from) } : {}),
      ...(to !== undefined ? { to: withoutQuery(to) } : {}),
    };
  }
  return scrubbed;
}

export function sentryOptions(
  config: ErrorReportingConfig & { dsn: string },
  transport?: SentryTransport,
): BrowserOptions {
  return {
    dsn: config.dsn,
    ...(config.environment ? { environment: config.environment } : {}),
    ...(config.release ? { release: config.release } : {}),
    ...SAMPLING,
    // Sentry 11's successor of `sendDefaultPii: false`: no user, IP, cookies, headers, bodies or query strings.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    // Errors only: no session pings on every page view.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
    ...(transport ? { transport } : {}),
  };
}

const loadReplayIntegration = async (): Promise<void> => {
  const { replayIntegration } = await import(/* webpackChunkName: "sentry-replay" */ './replay.js');
  addIntegration(replayIntegration(REPLAY_PRIVACY));
};

export function createSentryReporter(
  config: ErrorReportingConfig & { dsn: string },
  options: SentryReporterOptions = {},
): BrowserErrorReporter {
  init(sentryOptions(config, options.transport));
  // Replay buffers from now on; a failed chunk leaves error reporting working without it.
  void (options.loadReplay ?? loadReplayIntegration)().catch(() => undefined);
  return {
    report(error: unknown, context: ErrorContext) {
      withScope((scope) => {
        if (context.remote)
          scope.setTags({ remote: context.remote.name, 'remote.version': context.remote.version });
        if (context.componentStack) scope.setContext('react', { componentStack: context.componentStack });
        captureException(error);
      });
    },
    async close() {
      await close(2000);
    },
  };
}
