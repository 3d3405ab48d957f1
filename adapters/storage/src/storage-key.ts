/** Keys are relative paths made of safe characters only: they become file names under the root. */
const KEY_PATTERN = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;
export const MAX_KEY_LENGTH = 512;

/** Suffix of the file holding a stored file's content type; keys may not end with it. */
export const CONTENT_TYPE_SUFFIX = '.content-type';
/** Suffix of files being written; keys may not end with it either. */
export const TEMPORARY_SUFFIX = '.tmp';

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Throws InvalidStorageKeyError unless `key` is a safe relative path (no '..', no absolute path, no odd characters). */
export function assertValidKey(key: string): void {
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !KEY_PATTERN.test(key) ||
    key.split('/').some((segment) => segment === '.' || segment === '..') ||
    key.endsWith(CONTENT_TYPE_SUFFIX) ||
    key.endsWith(TEMPORARY_SUFFIX)
  ) {
    throw new InvalidStorageKeyError(String(key));
  }
}
