// Configuration from the environment, with safe defaults for the embedded mode (one machine, zero set-up).
import { SEARCH_INDEX_NAME } from '@immo/core';
import type { S3StorageOptions } from '@immo/storage-s3';
// The variables alone: the S3 adapter and its SDK load only where STORAGE_URL names a bucket.
import { s3OptionsFromEnvironment } from '@immo/storage-s3/storage-url';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from './web-assets.js';

export interface ApiConfig {
  port: number;
  host: string;
  /** `sqlite:<file>` (embedded default) or `mysql://user:password@host:port/database`. */
  databaseUrl: string;
  /** Where the embedded mode keeps its database, files, outbox and generated secret. */
  dataDir: string;
  /** The public address of the site, for links in e-mails. */
  siteUrl: string;
  /** Signing secret of login tokens; generated once into dataDir when absent. */
  jwtSecret: string | null;
  sentryDsn: string | null;
  /**
   * The browser's Sentry project (public by nature: the screens read it from GET /api/config).
   * Not SENTRY_DSN: the server's project stays its own, and the browser reports only when asked.
   */
  sentryBrowserDsn: string | null;
  /** Base URL of a national-address-API-compatible geocoder; the embedded one when absent. */
  geocoderUrl: string | null;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Origins besides the site's own allowed to write with the login cookie. */
  allowedOrigins: string[];
  trustProxy: boolean;
  /** TRUSTED_PROXIES: the load balancers' addresses, the only peers whose X-Forwarded-For is read. */
  trustedProxies: string[];
  /** REDIS_URL: the throttling counters and the logout deny-list in Redis; in the database when absent. */
  redisUrl: string | null;
  /** The repository root, where the shell and each micro-frontend are built; null serves the API alone. */
  webRoot: string | null;
  /** Remote name → URL of its mf-manifest.json when a team deploys it elsewhere. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** The map tiles' access token (spec §2.1 '{token}'); without one the sale form's map is off. */
  mapboxToken: string | null;
  /** Search on this Elasticsearch 8 (`http://host:9200`); the SQL search on the database when absent. */
  elasticsearchUrl: string | null;
  /** The Elasticsearch index of the sales. */
  elasticsearchIndex: string;
  /** Mail through this SMTP server (`smtp://user:password@host:587`); written to DATA_DIR/outbox when null. */
  smtpUrl: string | null;
  /** The sender of every e-mail (`Name <address>`). */
  mailFrom: string | null;
  /** Whether this process polls the outbox (off on API instances when a separate worker runs). */
  outboxWorker: boolean;
  /** Files in this S3 bucket (`STORAGE_URL=s3://BUCKET`, `S3_ENDPOINT`, AWS_* keys); the local folder when null. */
  s3Storage: S3StorageOptions | null;
}

/** The repository root, from this file's place in hosts/api/src or hosts/api/dist. */
const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const optional = (value: string | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${resolve(dataDir, 'immo.sqlite')}`,
    dataDir,
    siteUrl: env.SITE_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    jwtSecret: optional(env.JWT_SECRET),
    sentryDsn: optional(env.SENTRY_DSN),
    sentryBrowserDsn: optional(env.SENTRY_BROWSER_DSN),
    geocoderUrl: optional(env.GEOCODER_URL),
    seedDemo: env.SEED_DEMO !== '0',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1',
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    redisUrl: optional(env.REDIS_URL),
    webRoot: env.WEB_ROOT === '' ? null : resolve(env.WEB_ROOT ?? REPOSITORY_ROOT),
    remoteUrls: {
      ...(optional(env.REMOTE_PROPERTY_PAGE_URL)
        ? { property_page: env.REMOTE_PROPERTY_PAGE_URL!.trim() }
        : {}),
      ...(optional(env.REMOTE_ACCOUNTS_URL) ? { accounts: env.REMOTE_ACCOUNTS_URL!.trim() } : {}),
      ...(optional(env.REMOTE_SALE_EDITOR_URL) ? { sale_editor: env.REMOTE_SALE_EDITOR_URL!.trim() } : {}),
      ...(optional(env.REMOTE_SEARCH_URL) ? { search: env.REMOTE_SEARCH_URL!.trim() } : {}),
    },
    mapboxToken: optional(env.MAPBOX_TOKEN),
    elasticsearchUrl: optional(env.ELASTICSEARCH_URL),
    elasticsearchIndex: optional(env.ELASTICSEARCH_INDEX) ?? SEARCH_INDEX_NAME,
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM),
    outboxWorker: env.OUTBOX_WORKER !== '0',
    s3Storage: s3OptionsFromEnvironment(env),
  };
}
