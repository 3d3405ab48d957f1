import type { ErrorReporter, TokenService, UserRepository } from '@immo/core';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import ratelimit from 'koa-ratelimit';
import { ApiRouter } from './api-router.js';
import { authenticationMiddleware } from './middleware/authentication.js';
import { csrfMiddleware } from './middleware/csrf.js';
import { errorMiddleware } from './middleware/errors.js';
import { localeMiddleware } from './middleware/locale.js';
import { SELLER_LEAD_ROUTE } from './routes/public-site.js';
import type { ApiState } from './state.js';

export const JSON_BODY_LIMIT = '1mb';
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export interface HttpAppOptions {
  reporter: ErrorReporter;
  tokens: TokenService;
  users: UserRepository;
  /** Origins besides the API's own that may write with the cookie (a separately deployed shell). */
  allowedOrigins?: readonly string[];
  /** Login attempts per client address and window. */
  loginRateLimit?: { max: number; durationMs: number };
  /** Sell-form requests per client address and window (against spam). */
  sellerLeadRateLimit?: { max: number; durationMs: number };
  /** Behind a load balancer, trust X-Forwarded-* for the client address and protocol. */
  trustProxy?: boolean;
  /** Each area adds its routes. */
  routes: readonly ((api: ApiRouter) => void)[];
  /** Settings the screens read at run time (GET /api/config), e.g. the map token. Never secrets. */
  publicConfig?: Readonly<Record<string, string | null>>;
  /** Served after the API routes (the built shell and micro-frontends in the all-in-one mode). */
  fallback?: Koa.Middleware;
}

export function createHttpApp(options: HttpAppOptions): { app: Koa<ApiState>; api: ApiRouter } {
  const app = new Koa<ApiState>({ proxy: options.trustProxy ?? false });
  const api = new ApiRouter();
  const loginLimit = options.loginRateLimit ?? { max: 10, durationMs: 15 * 60 * 1000 };
  const sellerLeadLimit = options.sellerLeadRateLimit ?? { max: 5, durationMs: 15 * 60 * 1000 };

  // gzip/brotli for answers over 1 KB: the screens' JavaScript, long JSON lists.
  app.use(compress({ threshold: 1024 }));
  app.use(localeMiddleware());
  app.use(errorMiddleware(options.reporter));
  app.use(authenticationMiddleware(options.tokens, options.users));
  app.use(csrfMiddleware(options.allowedOrigins));
  app.use(
    ratelimit({
      driver: 'memory',
      db: new Map(),
      duration: loginLimit.durationMs,
      max: loginLimit.max,
      id: (ctx) => `login:${ctx.ip}`,
      whitelist: (ctx) => !(ctx.method === 'POST' && ctx.path === '/api/login_check'),
      throw: true,
    }),
  );
  app.use(
    ratelimit({
      driver: 'memory',
      db: new Map(),
      duration: sellerLeadLimit.durationMs,
      max: sellerLeadLimit.max,
      id: (ctx) => `seller-lead:${ctx.ip}`,
      whitelist: (ctx) => !(ctx.method === 'POST' && ctx.path === SELLER_LEAD_ROUTE),
      throw: true,
    }),
  );
  app.use(koaBody({ jsonLimit: JSON_BODY_LIMIT, multipart: false, text: false, urlencoded: true }));

  for (const register of options.routes) register(api);
  api.route(
    {
      method: 'get',
      path: '/api/config',
      summary: 'Public settings of the screens (the map token…), never secrets',
      tag: 'ops',
      audience: 'public',
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
