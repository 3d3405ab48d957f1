// The live auction's stream with polling as its fallback: when the stream fails the page polls, and
// tries the stream again with a growing pause; the first event of a stream that came back (a full
// snapshot, as every event is) ends the polling, so updates come from one source at a time.
import {
  BehaviorSubject,
  EMPTY,
  Observable,
  catchError,
  defer,
  distinctUntilChanged,
  merge,
  retry,
  switchMap,
  tap,
  throwError,
  timer,
} from 'rxjs';

/** The first pause before the stream is tried again, doubled at each failed try up to the cap. */
export const STREAM_RETRY_FIRST_MS = 5000;
export const STREAM_RETRY_MAX_MS = 60_000;
/** Up to this share of a pause is taken off at random, so that the viewers of a restarted server do not all come back at once. */
export const STREAM_RETRY_JITTER = 0.2;

/** The pause before try `retry` (1 for the first) of the stream; `random` in [0, 1). */
export function streamRetryDelayMs(retry: number, random: number): number {
  const pause = Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_FIRST_MS * 2 ** Math.max(0, retry - 1));
  return Math.round(pause * (1 - STREAM_RETRY_JITTER * random));
}

/** The browser has no server-sent events at all: polling is all there is, never worth a retry. */
export class NoStreamInThisBrowser extends Error {
  constructor() {
    super('no EventSource in this browser');
  }
}

type Source = 'stream-first-try' | 'stream' | 'fallback';

/**
 * The stream's events while it lives. Once it fails, `fallback`'s events instead, while `open` is
 * tried again after `retryDelayMs(1)`, then `retryDelayMs(2)`… (counted again from 1 once a stream has
 * delivered). The fallback stops the moment a stream delivers its first event: what it had in flight
 * is dropped, never delivered after the stream's newer state. Before the stream's first failure the
 * fallback does not run at all.
 */
export function streamWithFallback<T>(
  open: () => Observable<T>,
  fallback: Observable<T>,
  retryDelayMs: (retry: number) => number,
): Observable<T> {
  return defer(() => {
    const source = new BehaviorSubject<Source>('stream-first-try');
    const stream$ = defer(open).pipe(
      // Set before the event goes on: the fallback is stopped first.
      tap({ next: () => source.next('stream'), error: () => source.next('fallback') }),
      retry({
        resetOnSuccess: true,
        delay: (error: unknown, retryCount) =>
          error instanceof NoStreamInThisBrowser ? throwError(() => error) : timer(retryDelayMs(retryCount)),
      }),
      catchError(() => EMPTY),
    );
    const fallback$ = source.pipe(
      distinctUntilChanged(),
      switchMap((current) => (current === 'fallback' ? fallback : EMPTY)),
    );
    return merge(fallback$, stream$);
  });
}
