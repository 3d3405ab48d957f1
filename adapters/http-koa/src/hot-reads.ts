// The hot GETs (the poll every viewer runs each second, the property page) answered ahead of the
// middlewares they do not need: a kept body found for the request goes out under the same headers the
// whole chain would give it (compression's Vary, the security headers, no-store for a logged-in
// viewer). Anything else — a query string, a token the viewer cache does not hold, no kept answer (an
// unknown id: 404), a failure — goes through the whole chain, which answers as it always has.
import type { Middleware } from 'koa';
import type { ApiContext, ApiState } from './state.js';

/**
 * Finds the answer of a hot read from the path's numeric ids; it sends it once the headers are set.
 * Null: the whole chain answers (it reads again, and knows how to fail).
 */
export type HotRead = (ctx: ApiContext, ids: number[]) => Promise<((ctx: ApiContext) => void) | null>;

/** How a hot read learns who is calling: null when only the whole chain can tell (a token to check). */
export type HotCaller = (ctx: ApiContext) => boolean;

interface Entry {
  pattern: RegExp;
  read: HotRead;
  /** The route's answer check (tests), as the router runs it. */
  check: Middleware<ApiState> | null;
}

/** A path of the router's syntax whose `:params` are ids: `^/api/bien/([1-9]\d{0,15})/page$`. */
export function idPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([1-9]\\d{0,15})');
  return new RegExp(`^${escaped}$`);
}

export class HotReads {
  private readonly entries: Entry[] = [];

  add(path: string, read: HotRead, check: Middleware<ApiState> | null): void {
    this.entries.push({ pattern: idPattern(path), read, check });
  }

  /**
   * Mounted first. `caller` sets the viewer and locale on ctx.state from what is cheap to know (false:
   * the whole chain must check the token); `headers` are the app's own middlewares that write headers
   * (compression's Vary, the security headers), run around the answer as they would be.
   */
  middleware(caller: HotCaller, headers: Middleware<ApiState>): Middleware<ApiState> {
    return async (ctx, next) => {
      if (ctx.method !== 'GET' || ctx.querystring !== '' || this.entries.length === 0) return next();
      const found = this.match(ctx.path);
      if (!found || !caller(ctx)) return next();
      const { entry, ids } = found;
      let send: ((ctx: ApiContext) => void) | null;
      try {
        send = await entry.read(ctx, ids);
      } catch {
        // The whole chain tries again, and reports and answers a failure as for any route.
        send = null;
      }
      if (!send) return next();
      const answer = async () => send(ctx);
      await headers(ctx, entry.check ? () => entry.check!(ctx, answer) : answer);
    };
  }

  private match(path: string): { entry: Entry; ids: number[] } | null {
    for (const entry of this.entries) {
      const found = entry.pattern.exec(path);
      if (!found) continue;
      const ids = found.slice(1).map(Number);
      // An id past the safe integers names nothing: the whole chain answers it (404).
      return ids.every(Number.isSafeInteger) ? { entry, ids } : null;
    }
    return null;
  }
}
