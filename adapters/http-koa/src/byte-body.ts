import { Readable } from 'node:stream';
import { exactChunks, type ByteSource } from '@immo/core';
import type { ApiContext } from './state.js';

/**
 * Answers the source as the body, streamed: Koa pipes it to the socket, so the next chunk is read
 * only when the client has taken the last ones, and a client that leaves closes the file (or the
 * S3 read) with the response. Content-Length is the source's size. The first chunk is read here,
 * before anything is sent, so that a file that cannot be opened fails as any handler does (a
 * reported 500 in JSON), not as a broken stream.
 */
export async function streamBody(ctx: ApiContext, source: ByteSource): Promise<void> {
  const chunks = exactChunks(source);
  const first = await chunks.next();
  ctx.body = Readable.from(startingWith(first, chunks), { objectMode: false });
  // After the body: Koa drops the length when a stream replaces another body.
  ctx.length = source.size;
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
