import type { FileStorage, StoredFile } from '../ports/services.port.js';

/** Keeps copies of the bytes, so a caller changing its buffer afterwards does not change the stored file. */
export class InMemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, StoredFile>();

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.files.set(key, { bytes: bytes.slice(), contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.files.get(key);
    return file ? { bytes: file.bytes.slice(), contentType: file.contentType } : null;
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
}
