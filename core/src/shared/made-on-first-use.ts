/**
 * `make` run on the first call and its value returned by every call after it. For Intl formatters:
 * the first one a process makes loads ICU's data (about 10 MiB of RSS, "Idle memory, session 12" in
 * docs/performance.md), which an API that has not yet answered a dated request does not need.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
