import type Koa from 'koa';
import compress from 'koa-compress';
import { gzipSync } from 'node:zlib';

/** Under one packet's payload compression saves nothing on the wire: sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1400;
/** In-memory bodies up to this size are gzipped at once, without a stream. */
const SYNC_GZIP_MAX_BYTES = 256 * 1024;
/**
 * gzip level 1 on answers built per request (JSON, pages): measured on the poll's 3 kB body, it
 * keeps all but a few per cent of level 6's saving for a fraction of its time. Level 6 on the
 * screens' JavaScript and styles, sent once per visitor and cached.
 */
const DYNAMIC_LEVEL = 1;
const ASSET_LEVEL = 6;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|ld\+json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const ASSET = /^(?:application\/javascript|text\/javascript|text\/css)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const levelOf = (type: string) => (ASSET.test(type) ? ASSET_LEVEL : DYNAMIC_LEVEL);

const isJsonBody = (body: unknown): boolean =>
  body !== null &&
  typeof body === 'object' &&
  !Buffer.isBuffer(body) &&
  !(body instanceof Uint8Array) &&
  typeof (body as { pipe?: unknown }).pipe !== 'function';

/**
 * Compression for every answer, cheaper than koa-compress's defaults on the hot paths: no Brotli
 * (one costly stream per answer: it alone took a bare handler from 47 500 to 6 000 req/s), gzip
 * only, nothing under COMPRESSION_THRESHOLD_BYTES. A JSON body is serialised once here (koa-compress
 * and Koa's length each serialised it again), and a body already in memory is gzipped in one call;
 * streams (files, downloads) go through koa-compress.
 */
export function compressionMiddleware(): Koa.Middleware {
  const streams = compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    br: false,
    deflate: false,
    gzip: (type: string) => ({ level: levelOf(type) }),
  } as compress.CompressOptions);
  return (ctx, next) =>
    streams(ctx, async () => {
      await next();
      if (isJsonBody(ctx.body)) ctx.body = JSON.stringify(ctx.body);
      const body: unknown = ctx.body;
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return;
      const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      if (
        size < COMPRESSION_THRESHOLD_BYTES ||
        size > SYNC_GZIP_MAX_BYTES ||
        ctx.method === 'HEAD' ||
        ctx.status < 200 ||
        ctx.status === 204 ||
        ctx.status === 206 ||
        ctx.status >= 300 ||
        ctx.compress === false ||
        ctx.response.get('Content-Encoding') ||
        !COMPRESSIBLE.test(ctx.response.type) ||
        NO_TRANSFORM.test(ctx.response.get('Cache-Control')) ||
        // No Accept-Encoding: identity (as koa-compress), not Koa's "anything goes".
        !ctx.get('Accept-Encoding') ||
        ctx.acceptsEncodings('gzip', 'identity') !== 'gzip'
      )
        return;
      ctx.body = gzipSync(body, { level: levelOf(ctx.response.type) });
      ctx.set('Content-Encoding', 'gzip');
    });
}
