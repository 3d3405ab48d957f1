// Copies the files of an embedded data folder (`<DATA_DIR>/files`) into the S3 bucket that
// STORAGE_URL names, keeping keys and content types, one file at a time and each streamed from disk
// (FileStorage.put reads its source a chunk at a time): how a deployment that started on one machine
// moves to object storage. Files already in the bucket are overwritten.
import type { FileStorage } from '@immo/core';
import { CONTENT_TYPE_SUFFIX, DEFAULT_CONTENT_TYPE, TEMPORARY_SUFFIX, fileSource } from '@immo/storage';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

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
  target: FileStorage,
  progress: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0 };
  for await (const key of storedKeys(root)) {
    const path = join(root, key);
    const contentType =
      (await readFile(path + CONTENT_TYPE_SUFFIX, 'utf8').catch(() => '')).trim() || DEFAULT_CONTENT_TYPE;
    const { size } = await stat(path);
    await target.put(key, fileSource(path, size), contentType);
    report.copied += 1;
    report.bytes += size;
    if (report.copied % 100 === 0) progress(`  ${report.copied} fichiers copiés`);
  }
  return report;
}
