// Security headers on every answer (koa-helmet): no MIME sniffing, a Content-Security-Policy the shell
// and its module-federation remotes run under, a referrer policy, and no caching of answers that
// depend on who is logged in.
import helmet from 'koa-helmet';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.js';

/**
 * The policy: scripts from the site and the remotes' origins only (no inline script, no eval); styles
 * also inline (the screens inject theirs at run time); images, map tiles and videos from https;
 * map workers from blob:. Exported for the tests.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[] = []): Record<string, string[]> {
  const remotes = [...new Set(remoteOrigins)];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", 'https:', ...remotes],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    // The property page's YouTube video and virtual tour.
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function securityHeaders(remoteOrigins: readonly string[] = []): Middleware<ApiState> {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(remoteOrigins) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The remotes' scripts and the photos are fetched across origins when deployed apart.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HTTPS is the load balancer's business; HSTS only makes sense behind it.
    strictTransportSecurity: false,
  }) as unknown as Middleware<ApiState>;
  return async (ctx, next) => {
    await headers(ctx, async () => {
      await next();
      // An answer that depends on the logged-in viewer is never kept by a browser or a proxy.
      if (ctx.state.authenticatedBy !== null) ctx.set('Cache-Control', 'no-store');
    });
  };
}
