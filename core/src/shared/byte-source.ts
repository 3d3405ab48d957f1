// Files travel a chunk at a time — an upload, a stored document, a photo on its way to the image
// processor — so no one holds a whole file: a 20 MB PDF downloaded fifty times at once must not be
// fifty 20 MB buffers. AsyncIterable is the language's, so core keeps this shape without any import.

/** Bytes `start` to `end` of a source, both included (as HTTP's Range counts them). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** Bytes read in order, a chunk at a time. */
export interface ByteSource {
  /** How many bytes the source gives, known before reading it: size limits are checked on it. */
  readonly size: number;
  /**
   * The bytes (of `range` when given, a valid range of this source), in order. Each call reads
   * again from the source: inspecting the first bytes and then storing them all is two reads.
   */
  chunks(range?: ByteRange): AsyncIterable<Uint8Array>;
}

/** A source that gave more or fewer bytes than it announced (a truncated or replaced file). */
export class ByteSourceSizeError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`The source announced ${expected} bytes and gave ${actual > expected ? `more` : actual}`);
    this.name = 'ByteSourceSizeError';
  }
}

/** The chunk size of the sources made from memory: the size Node reads files by. */
const MEMORY_CHUNK_BYTES = 64 * 1024;

export function isByteSource(value: unknown): value is ByteSource {
  if (value === null || typeof value !== 'object') return false;
  const { size, chunks } = value as { size?: unknown; chunks?: unknown };
  return typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 && typeof chunks === 'function';
}

export function isValidRange(range: ByteRange, size: number): boolean {
  return (
    Number.isSafeInteger(range.start) &&
    Number.isSafeInteger(range.end) &&
    range.start >= 0 &&
    range.start <= range.end &&
    range.end < size
  );
}

/** How many bytes a read of `range` (the whole source when absent) gives. */
export const lengthOf = (size: number, range?: ByteRange): number =>
  range ? range.end - range.start + 1 : size;

/** Bytes already in memory (a generated PDF, a resized photo) as a source; they are not copied. */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    async *chunks(range?: ByteRange) {
      const end = range ? range.end + 1 : bytes.length;
      for (let at = range?.start ?? 0; at < end; at += MEMORY_CHUNK_BYTES) {
        yield bytes.subarray(at, Math.min(at + MEMORY_CHUNK_BYTES, end));
      }
    },
  };
}

/**
 * The source's chunks, failing with ByteSourceSizeError as soon as they exceed what it announced,
 * or when they end short of it: a storage that writes these either gets exactly `size` bytes or
 * fails the write, so a size checked by a use case is the size stored.
 */
export async function* exactChunks(source: ByteSource, range?: ByteRange): AsyncGenerator<Uint8Array> {
  const expected = lengthOf(source.size, range);
  let given = 0;
  for await (const chunk of source.chunks(range)) {
    given += chunk.length;
    if (given > expected) throw new ByteSourceSizeError(expected, given);
    yield chunk;
  }
  if (given !== expected) throw new ByteSourceSizeError(expected, given);
}

/**
 * Every byte of the source (of `range`) in one array. Only for what is small by nature — a file's
 * first bytes, a test's expectations — never for an upload or a download.
 */
export async function readAllBytes(source: ByteSource, range?: ByteRange): Promise<Uint8Array> {
  const all = new Uint8Array(lengthOf(source.size, range));
  let at = 0;
  for await (const chunk of exactChunks(source, range)) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/** The first `count` bytes (fewer when the source is shorter): what a check by content reads. */
export function readHead(source: ByteSource, count: number): Promise<Uint8Array> {
  const length = Math.min(count, source.size);
  if (length <= 0) return Promise.resolve(new Uint8Array(0));
  return readAllBytes(source, { start: 0, end: length - 1 });
}
