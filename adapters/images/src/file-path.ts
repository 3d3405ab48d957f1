import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { exactChunks, type ByteSource } from '@immo/core';

/** What an upload's temporary file and the local storage's files give besides their bytes. */
interface OnDisk {
  filePath: string;
}

const isOnDisk = (source: ByteSource): source is ByteSource & OnDisk =>
  typeof (source as Partial<OnDisk>).filePath === 'string';

/**
 * Runs `task` on a path holding the image, so that libvips reads it from disk: the source's own
 * file when it has one (an upload, the local folder), else a temporary copy made for the task and
 * removed after it (an object of S3, bytes in memory). sharp given a stream would gather it all in
 * memory first.
 */
export async function withFilePath<T>(source: ByteSource, task: (path: string) => Promise<T>): Promise<T> {
  if (isOnDisk(source)) return task(source.filePath);
  const path = join(tmpdir(), `immo-image-${randomBytes(8).toString('hex')}`);
  try {
    await pipeline(exactChunks(source), createWriteStream(path, { flags: 'wx' }));
    return await task(path);
  } finally {
    await rm(path, { force: true });
  }
}
