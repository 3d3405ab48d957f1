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

/**
 * Where the sale editor runs: its HEIC decoder (libheif compiled by Emscripten, in a worker the page
 * creates) compiles WebAssembly and evaluates generated glue code, so these pages — the negotiator
 * space and the sale editor's own files — also allow eval. Every page a buyer or visitor sees stays
 * without it.
 */
export const isSaleEditorPath = (path: string): boolean =>
  path.startsWith('/espace-negociateur') || path.startsWith('/mf/sale-editor/');

function helmetWith(directives: Record<string, string[]>): Middleware<ApiState> {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The remotes' scripts and the photos are fetched across origins when deployed apart.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HTTPS is the load balancer's business; HSTS only makes sense behind it.
    strictTransportSecurity: false,
  }) as unknown as Middleware<ApiState>;
}

export function securityHeaders(remoteOrigins: readonly string[] = []): Middleware<ApiState> {
  const strict = contentSecurityPolicy(remoteOrigins);
  const headers = helmetWith(strict);
  const editorHeaders = helmetWith({
    ...strict,
    'script-src': [...strict['script-src']!, "'unsafe-eval'", "'wasm-unsafe-eval'"],
  });
  return async (ctx, next) => {
    await (isSaleEditorPath(ctx.path) ? editorHeaders : headers)(ctx, async () => {
      await next();
      // An answer that depends on the logged-in viewer is never kept by a browser or a proxy (a
      // route that already said so, e.g. 'private, no-store' on a download, keeps its words).
      if (ctx.state.authenticatedBy !== null && !/\bno-store\b/.test(ctx.response.get('Cache-Control'))) {
        ctx.set('Cache-Control', 'no-store');
      }
    });
  };
}
