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
} from '@immo/http-koa';
import { SystemClock } from '@immo/system';
import type Koa from 'koa';
import type { ApiConfig } from './config.js';
import { mapBaseLayerRoute } from './map-base-layer.js';
import { composePlatform, type ComposedPlatform, type PlatformOptions } from './platform.js';
import { pageRenderer, siteFiles, type SiteOptions } from './site-html/index.js';
import { webAssets } from './web-assets.js';

export interface ComposedApi extends ComposedPlatform {
  app: Koa<ApiState>;
  /** Every route with its documentation and schemas (what /api/docs.json shows). */
  routes: readonly RouteDoc[];
}

export interface ComposeOptions extends PlatformOptions {
  /** Served after the API (the built shell and micro-frontends in the all-in-one mode). */
  fallback?: Koa.Middleware;
  /** Login attempts per client address and window. */
  loginRateLimit?: { max: number; durationMs: number };
  /** Calls per client address and window of the forms that mail (sign-up, newsletter, links). */
  formRateLimit?: { max: number; durationMs: number };
  /** Sell-form requests per client address and window. */
  sellerLeadRateLimit?: { max: number; durationMs: number };
  /** Tests: each 2xx answer checked against its route's response schema (HttpAppOptions.checkResponses). */
  checkResponses?: boolean;
  /** How long the live routes keep a token's check (VIEWER_CACHE_MS; a test: longer than itself lasts). */
  viewerCacheMs?: number;
}

/** Builds the whole API from config: the platform (composePlatform) with the HTTP app on top. */
export async function composeApi(config: ApiConfig, options: ComposeOptions = {}): Promise<ComposedApi> {
  // Throttling counters and logout revocations shared by every instance: Redis when REDIS_URL is set,
  // else the database (the platform's default deny list).
  const redis = config.redisUrl ? await redisLimiters(config.redisUrl) : null;
  const clock = options.overrides?.clock ?? new SystemClock();
  const platform = await composePlatform(
    config,
    redis
      ? {
          ...options,
          overrides: { ...options.overrides, clock, denyList: new RedisTokenDenyList(redis.client, clock) },
        }
      : options,
  );
  const { ports, useCases, infrastructure, live } = platform;
  const viewerCache = new ViewerCache(LIVE_READ_PATHS, options.viewerCacheMs);
  // A right withdrawn (or any change of what a token opens) through any instance reaches this cache.
  const stopFollowing = viewerCache.follow(platform.accountChanges);
  const { database } = infrastructure;
  const { app, api } = createHttpApp({
    limiters: redis ? redis.limiters : databaseLimiters(database.knex, database.dialect),
    trustedProxies: config.trustedProxies,
    // Remotes deployed on other origins; a path on this host (`/mf/…`) is 'self' already.
    remoteOrigins: Object.values(config.remoteUrls).flatMap((url) =>
      URL.canParse(url) ? [new URL(url).origin] : [],
    ),
    viewerCache,
    denyList: ports.denyList,
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
  return {
    ...platform,
    app,
    routes: api.routes(),
    async close() {
      stopFollowing();
      await redis?.close();
      await platform.close();
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
