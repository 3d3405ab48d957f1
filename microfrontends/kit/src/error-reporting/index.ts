// Browser error reporting (spec §7), shared by the shell and every remote through the kit singleton.
// The SDK (sentry.ts) is fetched only when the public config names a DSN: without one, nothing is
// loaded, nothing initialised, nothing sent.

/** Which micro-frontend an error comes from: its federation name and its package's version. */
export interface RemoteIdentity {
  readonly name: string;
  readonly version: string;
}

export interface ErrorContext {
  remote?: RemoteIdentity;
  /** React's component stack, from an error boundary. */
  componentStack?: string | null;
}

/** The port: where the screens' errors go (Sentry in production, a fake in tests). */
export interface BrowserErrorReporter {
  report(error: unknown, context: ErrorContext): void;
  /** Sends what is queued, then stops. */
  close(): Promise<void>;
}

export interface ErrorReportingConfig {
  /** `sentryDsn` of GET /api/config; null or blank keeps reporting off. */
  dsn: string | null | undefined;
  environment?: string;
  release?: string;
}

export type ReporterFactory = (
  config: ErrorReportingConfig & { dsn: string },
) => Promise<BrowserErrorReporter>;

const loadSentryReporter: ReporterFactory = async (config) => {
  const { createSentryReporter } = await import(/* webpackChunkName: "sentry" */ './sentry.js');
  return createSentryReporter(config);
};

/** Errors caught before the public config has answered, sent once reporting is on (a few at most). */
const EARLY_REPORTS_KEPT = 10;

let reporter: BrowserErrorReporter | null = null;
let decided = false;
const early: [unknown, ErrorContext][] = [];

/** Reports an error of the screens; dropped when reporting is off. */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (reporter) reporter.report(error, context);
  else if (!decided && early.length < EARLY_REPORTS_KEPT) early.push([error, context]);
}

/** Turns reporting on when the config has a DSN (true), off otherwise (false). Call once, at start. */
export async function startErrorReporting(
  config: ErrorReportingConfig,
  create: ReporterFactory = loadSentryReporter,
): Promise<boolean> {
  const dsn = config.dsn?.trim();
  if (!dsn) {
    decided = true;
    early.length = 0;
    return false;
  }
  const started = await create({ ...config, dsn });
  reporter = started;
  decided = true;
  for (const [error, context] of early.splice(0)) started.report(error, context);
  return true;
}

/** Back to the undecided state (tests, or a page that shuts down). */
export async function stopErrorReporting(): Promise<void> {
  const stopping = reporter;
  reporter = null;
  decided = false;
  early.length = 0;
  await stopping?.close();
}

const remotes = new Map<string, RemoteIdentity>();

/** A remote says who it is when its module is evaluated, so the shell's slot can name its version. */
export function declareRemote(identity: RemoteIdentity): RemoteIdentity {
  remotes.set(identity.name, identity);
  return identity;
}

/** A remote by its federation name; its version is unknown when it never loaded. */
export const remoteIdentity = (name: string): RemoteIdentity =>
  remotes.get(name) ?? { name, version: 'unknown' };
