import type { FileStorage, StoredFile } from '../ports/services.port.js';
import { bytesSource, readAllBytes, type ByteSource } from '../shared/byte-source.js';

interface Kept {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Keeps copies of the bytes, so a caller changing its buffer afterwards does not change the stored
 * file, and a put whose source fails keeps nothing, as the real storages do.
 */
export class InMemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Kept>();

  async put(key: string, source: ByteSource, contentType: string): Promise<void> {
    // readAllBytes copies into a new array, and throws before anything is kept.
    const bytes = await readAllBytes(source);
    this.files.set(key, { bytes, contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.files.get(key);
    return file ? { ...bytesSource(file.bytes.slice()), contentType: file.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  /** Test helper: the keys stored, in the order first put. */
  keys(): string[] {
    return [...this.files.keys()];
  }

  has(key: string): boolean {
    return this.files.has(key);
  }

  /** Test helper: what a key holds, its bytes whole; null when nothing. */
  contentOf(key: string): { bytes: Uint8Array; contentType: string } | null {
    const file = this.files.get(key);
    return file ? { bytes: file.bytes.slice(), contentType: file.contentType } : null;
  }
}
