import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { exactChunks, type ByteSource, type FileStorage, type StoredFile } from '@immo/core';
import { fileSource } from './file-source.js';
import {
  CONTENT_TYPE_SUFFIX,
  TEMPORARY_SUFFIX,
  assertValidKey,
  InvalidStorageKeyError,
} from './storage-key.js';

const CONTENT_TYPE_PATTERN = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:\s*;\s*[a-z0-9_-]+=[a-z0-9_.-]+)*$/i;
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Files under one root folder: `<root>/<key>` holds the bytes, `<root>/<key>.content-type` the type.
 * Both are written to a temporary file and renamed, so a reader sees the old file or the new one,
 * never half; the bytes are streamed to disk as the source gives them, never gathered in memory.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, source: ByteSource, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    if (!CONTENT_TYPE_PATTERN.test(contentType)) {
      throw new Error(`Invalid content type for ${key}: ${JSON.stringify(contentType.slice(0, 100))}`);
    }
    await mkdir(dirname(path), { recursive: true });
    const bytes = await writeTemporary(path, exactChunks(source));
    try {
      // The type before the bytes: a reader that sees the new bytes also sees their type. A source
      // that broke off failed above, before either was replaced.
      await rename(
        await writeTemporary(path + CONTENT_TYPE_SUFFIX, [Buffer.from(contentType)]),
        path + CONTENT_TYPE_SUFFIX,
      );
      await rename(bytes, path);
    } catch (error) {
      await rm(bytes, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    const size = await fileSizeOrNull(path);
    if (size === null) return null;
    const type = await readFile(path + CONTENT_TYPE_SUFFIX, 'utf8').catch((error: unknown) => {
      if (isAbsent(error)) return '';
      throw error;
    });
    return { ...fileSource(path, size), contentType: type || DEFAULT_CONTENT_TYPE };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(path + CONTENT_TYPE_SUFFIX, { force: true });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, key);
    // Belt and braces: the key pattern already forbids escaping the root.
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }
}

/** Writes the chunks to a new temporary file beside `path` and names it; nothing is left if they fail. */
async function writeTemporary(path: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
  const temporary = `${path}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`;
  try {
    // pipeline pulls the next chunk only once the disk has taken the last ones (backpressure).
    await pipeline(chunks, createWriteStream(temporary, { flags: 'wx' }));
    return temporary;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The size of the file at `path`; null when there is no file there. */
async function fileSizeOrNull(path: string): Promise<number | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? found.size : null;
  } catch (error) {
    if (isAbsent(error)) return null;
    throw error;
  }
}

// ENOTDIR: a key below something that is a file ("a.jpg/b") does not exist either.
const isAbsent = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};
