import { isByteSource, readAllBytes } from '../shared/byte-source.js';

type SourcesRead<T> = { [K in keyof T]: T[K] extends { chunks: unknown } ? Uint8Array : T[K] };

/**
 * The object with each of its ByteSource fields read whole into a Uint8Array: what a test compares
 * a use case's answer (a download, a photo) with, the sources themselves being functions.
 */
export async function readSources<T extends object>(value: T): Promise<SourcesRead<T>> {
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, field]) => [
      key,
      isByteSource(field) ? await readAllBytes(field) : field,
    ]),
  );
  return Object.fromEntries(entries) as SourcesRead<T>;
}
