import { createReadStream } from 'node:fs';
import type { ByteRange, ByteSource } from '@immo/core';

/**
 * A source that is a file on this machine (an upload's temporary file, a file of the local
 * storage): a reader that can open a path itself — libvips — reads it from disk, not from memory.
 */
export interface LocalFileSource extends ByteSource {
  readonly filePath: string;
}

/** Node's own read size: fifty downloads in flight hold a few MB, never fifty files. */
const READ_CHUNK_BYTES = 64 * 1024;

/** The file at `filePath`, of `size` bytes; it is opened only when read, and closed when the reader stops. */
export function fileSource(filePath: string, size: number): LocalFileSource {
  return {
    filePath,
    size,
    async *chunks(range?: ByteRange) {
      yield* createReadStream(filePath, {
        highWaterMark: READ_CHUNK_BYTES,
        ...(range ? { start: range.start, end: range.end } : {}),
      }) as AsyncIterable<Buffer>;
    },
  };
}
