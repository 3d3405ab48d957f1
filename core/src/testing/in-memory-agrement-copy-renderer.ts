import type { AgrementCopy } from '../domain/buyer-file/agrement.js';
import type { AgrementCopyRenderer } from '../ports/services.port.js';
import { deepCopy } from './deep-copy.js';

const PDF_HEADER = '%PDF-1.7\n';

// UTF-8 through the URI functions: TextEncoder is not in core's ECMAScript-only lib.
const utf8 = (text: string): Uint8Array =>
  Uint8Array.from(encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? [], (part) =>
    part.length === 3 ? parseInt(part.slice(1), 16) : part.charCodeAt(0),
  );
const fromUtf8 = (bytes: Uint8Array): string =>
  decodeURIComponent([...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

/**
 * Keeps each copy it was asked for and answers bytes that start like a PDF and carry the copy as
 * JSON, so a test can read back what a stored copy says; failWith() makes the next renders reject.
 */
export class InMemoryAgrementCopyRenderer implements AgrementCopyRenderer {
  readonly rendered: AgrementCopy[] = [];
  private failure: Error | null = null;

  async render(copy: AgrementCopy): Promise<Uint8Array> {
    if (this.failure) throw this.failure;
    this.rendered.push(deepCopy(copy));
    return utf8(`${PDF_HEADER}${JSON.stringify(copy)}`);
  }

  failWith(error: Error | null): void {
    this.failure = error;
  }

  /** The copy written into bytes this renderer made. */
  static read(bytes: Uint8Array): AgrementCopy {
    return JSON.parse(fromUtf8(bytes).slice(PDF_HEADER.length)) as AgrementCopy;
  }
}
