// Copies the files of an embedded data folder (`<DATA_DIR>/files`) into the S3 bucket that
// STORAGE_URL names, keeping keys and content types, one stream at a time: how a deployment that
// started on one machine moves to object storage. Files already in the bucket are overwritten.
import type { FileStorage } from '@immo/core';
import { CONTENT_TYPE_SUFFIX, DEFAULT_CONTENT_TYPE, TEMPORARY_SUFFIX } from '@immo/storage';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** A storage that can take a stream: the S3 one. */
export interface StreamingFileStorage extends FileStorage {
  put(key: string, bytes: Uint8Array | AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
}

export interface CopyReport {
  copied: number;
  bytes: number;
}

/** Every stored file under `root` (the local storage's folder), as its storage key. */
export async function* storedKeys(root: string): AsyncGenerator<string> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (entry.name.endsWith(CONTENT_TYPE_SUFFIX) || entry.name.endsWith(TEMPORARY_SUFFIX)) continue;
    yield relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
  }
}

export async function copyFilesToStorage(
  root: string,
  target: StreamingFileStorage,
  progress: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0 };
  for await (const key of storedKeys(root)) {
    const path = join(root, key);
    const contentType =
      (await readFile(path + CONTENT_TYPE_SUFFIX, 'utf8').catch(() => '')).trim() || DEFAULT_CONTENT_TYPE;
    const stream = createReadStream(path);
    stream.on('data', (chunk) => (report.bytes += chunk.length));
    await target.put(key, stream, contentType);
    report.copied += 1;
    if (report.copied % 100 === 0) progress(`  ${report.copied} fichiers copiés`);
  }
  return report;
}
