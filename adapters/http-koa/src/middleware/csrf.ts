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
 * failing that, its Referer) must be ours. Whenever the cookie is what authenticates (any other
 * Authorization header does not exempt the call); calls authenticated by a bearer header cannot be
 * forged by another site and pass, and so do calls without the cookie. Runs after authentication.
 */
export const csrfMiddleware =
  (allowedOrigins: readonly string[] = []): Middleware<ApiState> =>
  async (ctx, next) => {
    const cookieAuthenticates =
      ctx.state.authenticatedBy === 'cookie' ||
      (ctx.state.authenticatedBy === null && Boolean(ctx.cookies.get(TOKEN_COOKIE)));
    if (!SAFE_METHODS.has(ctx.method) && cookieAuthenticates) {
      const origin = originOf(ctx.get('Origin') || undefined) ?? originOf(ctx.get('Referer') || undefined);
      const own = `${ctx.protocol}://${ctx.host}`;
      if (!origin || (origin !== own && !allowedOrigins.includes(origin))) {
        throw new HttpProblem(403, 'csrf_rejected');
      }
    }
    await next();
  };
