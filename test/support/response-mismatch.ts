// A response outside its route's schema (the API's check, on in every test composition) fails the test
// that received it, with the route, the JSON path and the error: every fetch of the test process is
// read for the mismatch header, whether it went through the harness or not.
import { RESPONSE_MISMATCH_HEADER } from '@immo/http-koa';

/** The fetch of the platform, for the tests that look at a mismatch answer itself. */
export const uncheckedFetch: typeof fetch = globalThis.fetch.bind(globalThis);

export class ResponseSchemaMismatchError extends Error {
  constructor(account: string) {
    super(`The API answered outside its declared response schema: ${account}`);
    this.name = 'ResponseSchemaMismatchError';
  }
}

/** Throws when the answer is the API's report of a response schema mismatch. */
export function failOnResponseMismatch<T>(response: T): T {
  const headers = (response as { headers?: { get?: (name: string) => string | null } } | null)?.headers;
  const account = typeof headers?.get === 'function' ? headers.get(RESPONSE_MISMATCH_HEADER) : null;
  if (account) throw new ResponseSchemaMismatchError(account);
  return response;
}

/** Makes every later fetch of this process fail on a mismatch answer. */
export function checkEveryFetch(): void {
  globalThis.fetch = async (input, init) => failOnResponseMismatch(await uncheckedFetch(input, init));
}
