import {
  allRoutes,
  createHttpApp,
  databaseLimiters,
  LIVE_READ_PATHS,
  redisLimiters,
  ViewerCache,
  RedisTokenDenyList,
  type ApiState,
  type RouteDoc,
  type UseCases,
} from '@immo/http-koa';
import { KnexTokenDenyList } from '@immo/persistence-knex';
import { CloseEndedAuctions, PurgeDeliveredOutbox, SendEndingSoonReminders } from '@immo/core';
import type { Container } from 'inversify';
import type Koa from 'koa';
import type { ApiConfig } from './config.js';
import { TOKENS, buildContainer } from './container.js';
import { openInfrastructure, type Infrastructure } from './infrastructure.js';
import type { Ports } from './ports.js';
import {
  subscribeAuctionNotices,
  subscribePhotoRenditions,
  subscribeSearchProjection,
} from './projections.js';
import { openLive, type LiveWiring } from './live.js';
import { scheduleIdentityPurge, type RetentionSchedule } from './retention.js';
import { scheduleOutboxPurge, scheduleSaleClock } from './sale-clock.js';
import { mapBaseLayerRoute } from './map-base-layer.js';
import { scheduleSavedSearchAlerts } from './saved-search-alerts.js';
import { pageRenderer, siteFiles, type SiteOptions } from './site-html/index.js';
import { webAssets } from './web-assets.js';

export interface ComposedApi {
  app: Koa<ApiState>;
  /** Every route with its documentation and schemas (what /api/docs.json shows). */
  routes: readonly RouteDoc[];
  container: Container;
  ports: Ports;
  useCases: UseCases;
  infrastructure: Infrastructure;
  /** The live auction: change feed, snapshots and streams. */
  live: LiveWiring;
  /** The hourly deletion of identity documents past their retention. */
  retention: RetentionSchedule;
  /** The daily e-mail alert of saved searches. */
  alerts: RetentionSchedule;
  /** The end-of-sale job (closings and 'ending soon' reminders); idle where OUTBOX_WORKER=0. */
  saleClock: RetentionSchedule | null;
  /** The deletion of delivered outbox entries past their retention. */
  outboxPurge: RetentionSchedule;
  /** The job's two steps, for a test that runs them by hand (two workers racing). */
  saleMilestones: { close: CloseEndedAuctions; remind: SendEndingSoonReminders };
  close(): Promise<void>;
}

export interface ComposeOptions {
  /** Ports to replace (a manual clock, cheap hashing in tests…). */
  overrides?: Partial<Ports>;
  /** Served after the API (the built shell and micro-frontends in the all-in-one mode). */
  fallback?: Koa.Middleware;
  /** Login attempts per client address and window. */
  loginRateLimit?: { max: number; durationMs: number };
  /** Calls per client address and window of the forms that mail (sign-up, newsletter, links). */
  formRateLimit?: { max: number; durationMs: number };
  /** Sell-form requests per client address and window. */
  sellerLeadRateLimit?: { max: number; durationMs: number };
  /** The pause in uploads after which photo renditions are made (tests: 0). */
  photoRenditionsQuietMs?: number;
  /** How often identity documents past their retention are deleted (every hour by default). */
  identityPurgeIntervalMs?: number;
  /** How often ended auctions are closed and reminders sent (SALE_CLOCK_INTERVAL_MS by default). */
  saleClockIntervalMs?: number;
  /** The live auction's limits (tests: a small stream cap, a short keep-alive). */
  live?: { revalidateMs?: number; maxStreams?: number; keepAliveMs?: number };
  /** Tests: each 2xx answer checked against its route's response schema (HttpAppOptions.checkResponses). */
  checkResponses?: boolean;
}

/** Builds the whole API from config: adapters, container, projections, HTTP app. */
export async function composeApi(config: ApiConfig, options: ComposeOptions = {}): Promise<ComposedApi> {
  const infrastructure = await openInfrastructure(config, options.overrides);
  const { ports } = infrastructure;
  const container = buildContainer(ports);
  const useCases = container.get<UseCases>(TOKENS.UseCases);
  subscribeSearchProjection(infrastructure.bus, useCases, ports);
  subscribePhotoRenditions(infrastructure.bus, useCases, options.photoRenditionsQuietMs);
  // Throttling counters shared by every instance: Redis when REDIS_URL is set, else the database.
  const redis = config.redisUrl ? redisLimiters(config.redisUrl) : null;
  const { database } = infrastructure;
  subscribeAuctionNotices(infrastructure.bus, ports);
  const live = await openLive(config, infrastructure, useCases, options.live);
  const { app, api } = createHttpApp({
    limiters: redis ? redis.limiters : databaseLimiters(database.knex, database.dialect),
    trustedProxies: config.trustedProxies,
    // Remotes deployed on other origins; a path on this host (`/mf/…`) is 'self' already.
    remoteOrigins: Object.values(config.remoteUrls).flatMap((url) =>
      URL.canParse(url) ? [new URL(url).origin] : [],
    ),
    viewerCache: new ViewerCache(LIVE_READ_PATHS),
    // Logout revocations: the same Redis when REDIS_URL is set (entries expire with the token), else the database.
    denyList: redis
      ? new RedisTokenDenyList(redis.client, ports.clock)
      : new KnexTokenDenyList({ db: database.knex, dialect: database.dialect }, ports.clock),
    reporter: ports.errors,
    tokens: ports.tokens,
    users: ports.repos.users,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    ...(options.loginRateLimit ? { loginRateLimit: options.loginRateLimit } : {}),
    ...(options.formRateLimit ? { formRateLimit: options.formRateLimit } : {}),
    ...(options.sellerLeadRateLimit ? { sellerLeadRateLimit: options.sellerLeadRateLimit } : {}),
    checkResponses: options.checkResponses ?? false,
    routes: [...allRoutes(useCases, live.services), mapBaseLayerRoute],
    publicConfig: { mapboxToken: config.mapboxToken, sentryDsn: config.sentryBrowserDsn },
    fallback: fallbackOf(config, options, {
      siteUrl: config.siteUrl,
      useCases,
    }),
  });
  const retention = scheduleIdentityPurge(useCases.purgeIdentityDocuments, {
    errors: ports.errors,
    ...(options.identityPurgeIntervalMs ? { intervalMs: options.identityPurgeIntervalMs } : {}),
  });
  const alerts = scheduleSavedSearchAlerts(useCases.sendSavedSearchAlerts, { errors: ports.errors });
  const saleMilestones = { close: new CloseEndedAuctions(ports), remind: new SendEndingSoonReminders(ports) };
  // Background work runs where the outbox worker runs: API instances with OUTBOX_WORKER=0 leave it to `npm run worker`.
  const saleClock = config.outboxWorker
    ? scheduleSaleClock(saleMilestones, {
        errors: ports.errors,
        ...(options.saleClockIntervalMs ? { intervalMs: options.saleClockIntervalMs } : {}),
      })
    : null;
  const outboxPurge = scheduleOutboxPurge(new PurgeDeliveredOutbox(ports), { errors: ports.errors });
  return {
    app,
    routes: api.routes(),
    container,
    ports,
    useCases,
    infrastructure,
    live,
    retention,
    alerts,
    saleClock,
    outboxPurge,
    saleMilestones,
    async close() {
      await retention.stop();
      await alerts.stop();
      await saleClock?.stop();
      await outboxPurge.stop();
      await live.close();
      await redis?.close();
      await infrastructure.close();
    },
  };
}

/**
 * What answers after the API: robots.txt and the sitemaps, then the caller's choice, else the built
 * screens (each page written in by the server) when a web root is set.
 */
function fallbackOf(config: ApiConfig, options: ComposeOptions, site: SiteOptions): Koa.Middleware {
  const files = siteFiles(site);
  const screens =
    options.fallback ??
    (config.webRoot
      ? webAssets({ root: config.webRoot, remoteUrls: config.remoteUrls, renderPage: pageRenderer(site) })
      : undefined);
  return (ctx, next) => files(ctx, screens ? () => screens(ctx, next) : next);
}
