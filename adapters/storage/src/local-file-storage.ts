import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileStorage, StoredFile } from '@immo/core';
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
 * Both are written to a temporary file and renamed, so a reader sees the old file or the new one, never half.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    if (!CONTENT_TYPE_PATTERN.test(contentType)) {
      throw new Error(`Invalid content type for ${key}: ${JSON.stringify(contentType.slice(0, 100))}`);
    }
    await mkdir(dirname(path), { recursive: true });
    // The type first: a reader that sees the new bytes then also sees their type.
    await writeAtomically(path + CONTENT_TYPE_SUFFIX, contentType);
    await writeAtomically(path, bytes);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    const bytes = await readOrNull(path);
    if (bytes === null) return null;
    const type = await readOrNull(path + CONTENT_TYPE_SUFFIX);
    return { bytes: new Uint8Array(bytes), contentType: type?.toString('utf8') || DEFAULT_CONTENT_TYPE };
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

async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`;
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // ENOTDIR: a key below something that is a file ("a.jpg/b") does not exist either.
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
    throw error;
  }
}
