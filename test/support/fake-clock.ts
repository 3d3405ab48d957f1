import sinon from 'sinon';

/**
 * Sinon's fake timers for component tests: only the timers and Date. React's `await act(...)` waits
 * on the real setImmediate and queueMicrotask, which sinon would fake by default (and then hang).
 */
export const useFakeClock = (now: number) =>
  sinon.useFakeTimers({
    now,
    shouldAdvanceTime: false,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
