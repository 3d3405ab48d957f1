import type { ErrorReporter, TokenDenyList, TokenService, UserRepository } from '@immo/core';
import Koa from 'koa';
import { Type } from '@sinclair/typebox';
import { ApiRouter } from './api-router.js';
import { lazyKoaBody } from './lazy-body.js';
import { NO_QUERY } from './schema.js';
import { ResponseSchemaMismatch } from './response-check.js';
import { authenticationMiddleware, cheapCaller, type ViewerCache } from './middleware/authentication.js';
import { csrfMiddleware } from './middleware/csrf.js';
import { compressionMiddleware } from './middleware/compression.js';
import { errorMiddleware } from './middleware/errors.js';
import { localeMiddleware, localeOf } from './middleware/locale.js';
import { securityHeaders } from './middleware/security-headers.js';
import { SELLER_LEAD_ROUTE } from './routes/public-site.js';
import type { ApiState } from './state.js';
import { memoryLimiters, Throttles, type LimiterFactory } from './throttle.js';

export const JSON_BODY_LIMIT = '1mb';
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export interface HttpAppOptions {
  reporter: ErrorReporter;
  tokens: TokenService;
  users: UserRepository;
  /** Tokens revoked at logout, shared by every instance; without it, logout only drops the cookie. */
  denyList?: TokenDenyList;
  /** Token checks of the live auction's poll and stream kept a few seconds (no database read per poll). */
  viewerCache?: ViewerCache;
  /** Origins besides the API's own that may write with the cookie (a separately deployed shell). */
  allowedOrigins?: readonly string[];
  /** Failed logins per account and window (three times as many per client address). */
  loginRateLimit?: { max: number; durationMs: number };
  /** Calls per client address and window of the forms that send e-mails (sign-up, newsletter, links). */
  formRateLimit?: { max: number; durationMs: number };
  /**
   * The store of the throttling counters, shared by every instance (the database or Redis); the
   * process's memory when absent (tests, tools).
   */
  limiters?: LimiterFactory;
  /** Sell-form requests per client address and window (against spam). */
  sellerLeadRateLimit?: { max: number; durationMs: number };
  /** Behind a load balancer, trust X-Forwarded-* for the client address and protocol. */
  trustProxy?: boolean;
  /**
   * The load balancers' addresses: X-Forwarded-For is read only on a connection from one of them
   * (TRUSTED_PROXIES); with trustProxy and none listed, from any (the former TRUST_PROXY=1).
   */
  trustedProxies?: readonly string[];
  /** Each area adds its routes. */
  routes: readonly ((api: ApiRouter) => void)[];
  /** Settings the screens read at run time (GET /api/config), e.g. the map token. Never secrets. */
  publicConfig?: Readonly<Record<string, string | null>>;
  /** Origins of remotes deployed apart, allowed by the Content-Security-Policy. */
  remoteOrigins?: readonly string[];
  /** Served after the API routes (the built shell and micro-frontends in the all-in-one mode). */
  fallback?: Koa.Middleware;
  /**
   * Tests: every 2xx answer checked against its route's response schema, a mismatch answered 500 with
   * the route, the JSON path and the error, and reported. Off in production: it costs a check per answer.
   */
  checkResponses?: boolean;
}

/** How a streamed answer ends when its client left before the last byte: nothing went wrong here. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

export function createHttpApp(options: HttpAppOptions): { app: Koa<ApiState>; api: ApiRouter } {
  const trusted = new Set(options.trustedProxies ?? []);
  const app = new Koa<ApiState>({ proxy: (options.trustProxy ?? false) || trusted.size > 0 });
  // What fails once an answer has started (a download's storage read breaking off) reaches Koa's
  // 'error' event, not the error middleware: reported like any failure, instead of Koa's stack
  // trace on stderr — except a client that left, as every cancelled download does.
  // Koa raises a body stream's error twice (the stream's own event, then the pipe's): one report.
  const reported = new WeakSet<object>();
  app.on('error', (error: { code?: unknown }, ctx?: Koa.Context) => {
    if (typeof error?.code === 'string' && CLIENT_GONE.has(error.code)) return;
    if (reported.has(error)) return;
    reported.add(error);
    options.reporter.report(error, ctx ? { method: ctx.method, path: ctx.path } : {});
  });
  const loginLimit = options.loginRateLimit ?? { max: 10, durationMs: 15 * 60 * 1000 };
  const formLimit = options.formRateLimit ?? { max: 20, durationMs: 60 * 60 * 1000 };
  const api = new ApiRouter(
    new Throttles(options.limiters ?? memoryLimiters),
    {
      loginPerAccount: {
        name: 'login-account',
        points: loginLimit.max,
        durationSeconds: loginLimit.durationMs / 1000,
      },
      loginPerAddress: {
        name: 'login-address',
        points: loginLimit.max * 3,
        durationSeconds: loginLimit.durationMs / 1000,
      },
      ...formRules(formLimit),
    },
    options.checkResponses
      ? (mismatch) => options.reporter.report(new ResponseSchemaMismatch(mismatch), { route: mismatch.route })
      : undefined,
  );
  const sellerLeadLimit = options.sellerLeadRateLimit ?? { max: 5, durationMs: 15 * 60 * 1000 };

  // gzip (never Brotli) for answers over a packet: the screens' JavaScript, JSON lists, the poll.
  const compression = compressionMiddleware();
  const security = securityHeaders(options.remoteOrigins);
  // The poll and the property page, when kept, answered ahead of what they do not need (hot-reads.ts):
  // the same compression and security headers around them, the caller known without a check.
  app.use(
    api.hotReads.middleware(
      (ctx) => {
        if (!cheapCaller(ctx, options.viewerCache)) return false;
        ctx.state.locale = localeOf(ctx);
        return true;
      },
      (ctx, next) => compression(ctx, () => security(ctx, next)),
    ),
  );
  app.use(compression);
  app.use(security);
  app.use(localeMiddleware());
  app.use(errorMiddleware(options.reporter));
  app.use(
    authenticationMiddleware(options.tokens, options.users, options.denyList, options.viewerCache, (ctx) =>
      api.readsAccountInUseCase(ctx.method, ctx.path),
    ),
  );
  app.use(csrfMiddleware(options.allowedOrigins));
  if (trusted.size > 0) {
    // X-Forwarded-For only from a configured proxy: from anyone else it is the client's own claim.
    app.use(async (ctx, next) => {
      const peer = (ctx.req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
      if (!trusted.has(peer)) delete ctx.request.headers['x-forwarded-for'];
      await next();
    });
  }
  // The sell form (seller leads) through the same shared throttling store.
  const sellerLeadRule = {
    name: 'seller-lead',
    points: sellerLeadLimit.max,
    durationSeconds: sellerLeadLimit.durationMs / 1000,
  };
  app.use(async (ctx, next) => {
    if (ctx.method === 'POST' && ctx.path === SELLER_LEAD_ROUTE) {
      await api.throttles.consume(ctx, sellerLeadRule, ctx.ip);
    }
    await next();
  });
  app.use(lazyKoaBody({ jsonLimit: JSON_BODY_LIMIT, multipart: false, text: false, urlencoded: true }));

  for (const register of options.routes) register(api);
  api.route(
    {
      method: 'get',
      path: '/api/config',
      summary: 'Public settings of the screens (the map token…), never secrets',
      tag: 'ops',
      audience: 'public',
      query: NO_QUERY,
      response: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()])),
    },
    (ctx) => {
      ctx.body = options.publicConfig ?? {};
    },
  );
  api.route(
    {
      method: 'get',
      path: '/api/docs.json',
      summary: 'This OpenAPI document',
      tag: 'docs',
      audience: 'public',
      query: NO_QUERY,
      response: Type.Object({
        openapi: Type.String(),
        info: Type.Object({ title: Type.String(), version: Type.String() }),
        paths: Type.Record(Type.String(), Type.Unknown()),
        components: Type.Record(Type.String(), Type.Unknown()),
      }),
    },
    (ctx) => {
      ctx.body = api.openApi({ title: 'Immo Enchères API', version: '1.0.0' });
    },
  );
  app.use(api.router.routes());
  app.use(api.router.allowedMethods({ throw: false }));
  if (options.fallback) app.use(options.fallback);
  return { app, api };
}

const formRules = (limit: { max: number; durationMs: number }) => {
  const rule = (name: string) => ({ name, points: limit.max, durationSeconds: limit.durationMs / 1000 });
  return {
    signUp: rule('sign-up'),
    newsletter: rule('newsletter'),
    newsletterPerAddress: { ...rule('newsletter-address'), points: Math.max(1, Math.ceil(limit.max / 4)) },
    passwordReset: rule('password-reset'),
    verificationResend: rule('verification-resend'),
  };
};
