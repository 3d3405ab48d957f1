import { Readable } from 'node:stream';
import { exactChunks, type ByteSource } from '@immo/core';
import type { ApiContext } from './state.js';

/**
 * Answers the source as the body, streamed: Koa pipes it to the socket, so the next chunk is read
 * only when the client has taken the last ones, and a client that leaves closes the file (or the
 * S3 read) with the response. Content-Length is the source's size.
 */
export function streamBody(ctx: ApiContext, source: ByteSource): void {
  ctx.body = Readable.from(exactChunks(source), { objectMode: false });
  // After the body: Koa drops the length when a stream replaces another body.
  ctx.length = source.size;
}
