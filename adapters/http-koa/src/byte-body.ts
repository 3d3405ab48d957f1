import { Readable } from 'node:stream';
import { exactChunks, lengthOf, type ByteRange, type ByteSource } from '@immo/core';
import { requestedRange } from './byte-range.js';
import { HttpProblem } from './problem.js';
import type { ApiContext } from './state.js';

/**
 * Answers the source as the body, streamed: Koa pipes it to the socket, so the next chunk is read
 * only when the client has taken the last ones, and a client that leaves closes the file (or the
 * S3 read) with the response. Content-Length is the source's size (the range's when one is sent).
 * The first chunk is read here, before anything is sent, so that a file that cannot be opened fails
 * as any handler does (a reported 500 in JSON), not as a broken stream.
 */
export async function streamBody(ctx: ApiContext, source: ByteSource, range?: ByteRange): Promise<void> {
  const chunks = exactChunks(source, range);
  const first = await chunks.next();
  ctx.body = Readable.from(startingWith(first, chunks), { objectMode: false });
  // After the body: Koa drops the length when a stream replaces another body.
  ctx.length = lengthOf(source.size, range);
}

/**
 * As streamBody, answering a `Range` request with just that part (206 and Content-Range), so a PDF
 * reader or a resumed download fetches what it lacks; 416 when the range lies past the end.
 * `If-Range` is never satisfied (these answers carry no validator): the whole file then.
 */
export async function streamBodyWithRanges(ctx: ApiContext, source: ByteSource): Promise<void> {
  ctx.set('Accept-Ranges', 'bytes');
  const asked = ctx.get('If-Range') ? 'whole' : requestedRange(ctx.get('Range') || undefined, source.size);
  if (asked === 'unsatisfiable') {
    ctx.set('Content-Range', `bytes */${source.size}`);
    throw new HttpProblem(416, 'range_not_satisfiable');
  }
  if (asked === 'whole') return streamBody(ctx, source);
  ctx.status = 206;
  ctx.set('Content-Range', `bytes ${asked.start}-${asked.end}/${source.size}`);
  await streamBody(ctx, source, asked);
}

async function* startingWith(
  first: IteratorResult<Uint8Array>,
  rest: AsyncGenerator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  if (first.done) return;
  yield first.value;
  // yield* hands a stop from the response (a client that left) on to `rest`, closing the read.
  yield* rest;
}
