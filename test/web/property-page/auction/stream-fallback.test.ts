// The stream with polling as its fallback, in virtual time (rxjs TestScheduler, one frame a
// millisecond): which source each update comes from, when the stream is tried again, when polling runs.
import { expect } from 'chai';
import { Observable, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import {
  NoStreamInThisBrowser,
  STREAM_RETRY_MAX_MS,
  streamRetryDelayMs,
  streamWithFallback,
} from '../../../../microfrontends/property-page/src/auction/stream-fallback.js';

const scheduler = () =>
  new TestScheduler((actual, expected) => {
    expect(actual).to.deep.equal(expected);
  });

/** Each try of the stream in turn, and when each was opened. */
function tries(streams: Observable<string>[], now: () => number) {
  const openedAt: number[] = [];
  const open = () => {
    openedAt.push(now());
    const next = streams.shift();
    if (!next) throw new Error('no more tries prepared');
    return next;
  };
  return { open, openedAt };
}

describe('web: property page auction — the stream’s fallback and its retries', () => {
  it('polls from the stream’s failure until a retried stream delivers, retrying with a doubling pause counted again after a success', () => {
    const virtual = scheduler();
    virtual.run(({ cold, expectObservable, expectSubscriptions, flush }) => {
      const polling = cold('-x-y-z-w-v-u-t-s-r-q-p-o');
      const { open, openedAt } = tries(
        [
          cold('--a--#'), // up, then dropped at 5
          cold('#'), // refused at once
          cold('--b--c---#'), // back at 19, dropped again at 26
          cold('--d'),
        ],
        () => virtual.now(),
      );
      const pauses: number[] = [];
      const retryDelay = (retry: number) => {
        pauses.push(retry);
        return 4 * 2 ** (retry - 1);
      };
      const live$ = streamWithFallback(open, polling, retryDelay);
      expectObservable(live$, '^' + '-'.repeat(39) + '!').toBe('--a---x-y-z-w-v-u-tb--c----x-y-zd');
      // Polling from each failure to the first event of the stream that came back: what it would
      // have sent at 19 (s) and 33 (w) never arrives after the stream's newer state.
      expectSubscriptions(polling.subscriptions).toBe([
        '-----^-------------!',
        '--------------------------^-----!',
      ]);
      flush();
      // Tried again 4 after the drop (9), 8 after that refusal (17); after the stream's success the
      // count starts again: 4 after the drop at 26.
      expect(pauses).to.deep.equal([1, 2, 1]);
      expect(openedAt.length).to.equal(4);
    });
  });

  it('never polls while the first stream holds, nor retries where the browser has no stream', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const polling = cold('-x-y-z');
      const holding = streamWithFallback(
        () => cold('-a---b'),
        polling,
        () => 1,
      );
      expectObservable(holding, '^-------!').toBe('-a---b');
      expectSubscriptions(polling.subscriptions).toBe([]);
    });
    scheduler().run(({ cold, expectObservable, flush }) => {
      let opened = 0;
      const open = () => {
        opened += 1;
        return throwError(() => new NoStreamInThisBrowser());
      };
      expectObservable(
        streamWithFallback(open, cold('-x-y-z'), () => 1),
        '^-------!',
      ).toBe('-x-y-z');
      flush();
      expect(opened).to.equal(1);
    });
  });

  it('pauses 5 s before the first retry, doubling to at most 60 s, with up to a fifth taken off at random', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map((retry) => streamRetryDelayMs(retry, 0))).to.deep.equal([
      5000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
    expect(streamRetryDelayMs(1, 0.5)).to.equal(4500);
    expect(streamRetryDelayMs(20, 0.999_999)).to.be.within(0.8 * STREAM_RETRY_MAX_MS, STREAM_RETRY_MAX_MS);
  });
});
