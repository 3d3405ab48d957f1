import type { Middleware } from 'koa';
import { HttpProblem } from '../problem.js';
import type { ApiState } from '../state.js';
import { TOKEN_COOKIE } from './authentication.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A write that rides on the BEARER cookie must come from a page of this site: its Origin (or,
 * failing that, its Referer) must be ours. Calls with an Authorization header cannot be forged
 * by another site and pass; so do calls without the cookie (nothing to abuse).
 */
export const csrfMiddleware =
  (allowedOrigins: readonly string[] = []): Middleware<ApiState> =>
  async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.cookies.get(TOKEN_COOKIE) && !ctx.get('Authorization')) {
      const origin = originOf(ctx.get('Origin') || undefined) ?? originOf(ctx.get('Referer') || undefined);
      const own = `${ctx.protocol}://${ctx.host}`;
      if (!origin || (origin !== own && !allowedOrigins.includes(origin))) {
        throw new HttpProblem(403, 'csrf_rejected');
      }
    }
    await next();
  };
