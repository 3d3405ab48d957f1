// The hot GETs (the poll every viewer runs each second, the property page) answered ahead of the
// middlewares they do not need: a kept body found for the request goes out under the same headers the
// whole chain would give it (compression's Vary, the security headers, no-store for a logged-in
// viewer). Anything else — a query string, a token the viewer cache does not hold, no kept answer (an
// unknown id: 404), a failure — goes through the whole chain, which answers as it always has.
import type { Middleware } from 'koa';
import type { ApiContext, ApiState } from './state.js';

/** A kept body with the time of the request spliced in (live/spliced-body.ts's TimedBody). */
export interface KeptBody {
  plain(now: number): Buffer;
  gzip(now: number): Buffer | null;
}

/**
 * How a hot read's answer is sent. `kept`: the answer is that body, sent as `sendKeptBody` sends it
 * (plain or gzip, application/json, 200): the hot read may then write it under the headers the whole
 * chain gave the same kind of request before, without running the header middlewares again.
 */
export type HotSend = ((ctx: ApiContext) => void) & { kept?: { body: KeptBody; now: () => number } };

/**
 * Finds the answer of a hot read from the path's numeric ids; it sends it once the headers are set.
 * Null: the whole chain answers (it reads again, and knows how to fail).
 */
export type HotRead = (ctx: ApiContext, ids: number[]) => Promise<HotSend | null>;

/** How a hot read learns who is calling: null when only the whole chain can tell (a token to check). */
export type HotCaller = (ctx: ApiContext) => boolean;

interface Entry {
  pattern: RegExp;
  read: HotRead;
  /** The route's answer check (tests), as the router runs it. */
  check: Middleware<ApiState> | null;
}

/**
 * The response head the header middlewares gave a kept body once, as `res.writeHead` takes it (name,
 * value, name, value…, in the order they were set), Content-Length's value at `lengthAt`.
 */
interface Head {
  raw: string[];
  lengthAt: number;
}

/** Heads kept per (route, viewer kind, encoding); a few at most, unless clients send odd headers. */
const MAX_HEADS = 64;
/** Accept-Encoding values and whether they take gzip over identity (as Koa's acceptsEncodings says). */
const MAX_ENCODINGS = 64;

/** A path of the router's syntax whose `:params` are ids: `^/api/bien/([1-9]\d{0,15})/page$`. */
export function idPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([1-9]\\d{0,15})');
  return new RegExp(`^${escaped}$`);
}

export class HotReads {
  private readonly entries: Entry[] = [];
  private readonly heads = new Map<string, Head>();
  private readonly gzipAccepted = new Map<string, boolean>();

  add(path: string, read: HotRead, check: Middleware<ApiState> | null): void {
    this.entries.push({ pattern: idPattern(path), read, check });
  }

  /**
   * Mounted first. `caller` sets the viewer and locale on ctx.state from what is cheap to know (false:
   * the whole chain must check the token); `headers` are the app's own middlewares that write headers
   * (compression's Vary, the security headers), run around the answer as they would be.
   *
   * A kept body (`HotSend.kept`) of a kind already answered — same route, same kind of viewer
   * (anonymous, by header, by cookie), same encoding — is written under the head the middlewares gave
   * the first one, its Content-Length set: the same bytes without their per-request work (Koa's
   * setters, helmet's eleven `setHeader` calls). The middlewares depend on nothing else of a hot read's
   * request: their headers are fixed per path (the hot paths are none of the sale editor's), the
   * no-store follows the viewer, Vary and Content-Encoding the encoding.
   */
  middleware(caller: HotCaller, headers: Middleware<ApiState>): Middleware<ApiState> {
    return async (ctx, next) => {
      if (ctx.method !== 'GET' || ctx.querystring !== '' || this.entries.length === 0) return next();
      const found = this.match(ctx.path);
      if (!found || !caller(ctx)) return next();
      const { entry, ids } = found;
      let send: HotSend | null;
      try {
        send = await entry.read(ctx, ids);
      } catch {
        // The whole chain tries again, and reports and answers a failure as for any route.
        send = null;
      }
      if (!send) return next();
      const kept = send.kept;
      if (!kept) {
        const answer = async () => send(ctx);
        await headers(ctx, entry.check ? () => entry.check!(ctx, answer) : answer);
        return;
      }
      const now = kept.now();
      const gzip = this.acceptsGzip(ctx) ? kept.body.gzip(now) : null;
      const bytes = gzip ?? kept.body.plain(now);
      const key = `${this.entries.indexOf(entry)} ${ctx.state.authenticatedBy} ${gzip ? 'gzip' : ''}`;
      const head = this.heads.get(key);
      if (!head) {
        // The first of its kind: the whole way, its head kept once it is known to be the usual one.
        const answer = async () => send(ctx);
        await headers(ctx, entry.check ? () => entry.check!(ctx, answer) : answer);
        this.keepHead(ctx, key, bytes, gzip !== null);
        return;
      }
      if (entry.check && !(await this.checked(ctx, entry.check, bytes, gzip !== null))) return;
      const raw = head.raw.slice();
      raw[head.lengthAt] = String(bytes.length);
      ctx.respond = false;
      ctx.res.writeHead(200, raw);
      ctx.res.end(bytes);
    };
  }

  /** The head of a kept body just answered the whole way, if it is a plain 200 of these bytes. */
  private keepHead(ctx: ApiContext, key: string, bytes: Buffer, gzip: boolean): void {
    const { res } = ctx;
    if (ctx.status !== 200 || ctx.body !== bytes || res.headersSent) return;
    if ((res.getHeader('content-encoding') === 'gzip') !== gzip) return;
    const raw: string[] = [];
    let lengthAt = -1;
    // The names as they were set (Node since 15.13; not in this @types/node).
    const names = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
    for (const name of names) {
      const value = res.getHeader(name);
      if (typeof value !== 'string' && typeof value !== 'number') return;
      if (name.toLowerCase() === 'content-length') {
        if (Number(value) !== bytes.length) return;
        lengthAt = raw.length + 1;
      }
      raw.push(name, String(value));
    }
    if (lengthAt < 0) return;
    if (this.heads.size >= MAX_HEADS) this.heads.clear();
    this.heads.set(key, { raw, lengthAt });
  }

  /**
   * Tests: the route's answer check run on the kept bytes, as the whole chain runs it. False when it
   * found a mismatch: its 500 is then Koa's to send.
   */
  private async checked(ctx: ApiContext, check: Middleware<ApiState>, bytes: Buffer, gzip: boolean) {
    await check(ctx, async () => {
      ctx.status = 200;
      ctx.type = 'application/json';
      if (gzip) ctx.set('Content-Encoding', 'gzip');
      ctx.body = bytes;
    });
    if (ctx.status !== 200) return false;
    // The head is written whole below, in the order the middlewares gave it.
    for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
    return true;
  }

  private acceptsGzip(ctx: ApiContext): boolean {
    const header = ctx.get('Accept-Encoding');
    let accepted = this.gzipAccepted.get(header);
    if (accepted === undefined) {
      accepted = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
      if (this.gzipAccepted.size >= MAX_ENCODINGS) this.gzipAccepted.clear();
      this.gzipAccepted.set(header, accepted);
    }
    return accepted;
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
