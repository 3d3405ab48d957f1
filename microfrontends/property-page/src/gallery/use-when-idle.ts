import { useEffect, useState } from 'react';

/** The longest a part set up when idle waits (a busy page still gets it). */
export const IDLE_TIMEOUT_MS = 2_000;
/** Without requestIdleCallback (Safari, jsdom): a short pause, so the page's first paint goes first. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** Runs `callback` once the browser is idle (at most IDLE_TIMEOUT_MS later); returns its cancellation. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * False, then true once the browser has been idle after the first render (after `ready` turned true,
 * when given): what can wait (the thumbnails' slider, its set-up and its layout reads) is done in a
 * task of its own, after the page's.
 */
export function useWhenIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || !ready) return undefined;
    return whenIdle(() => setIdle(true));
  }, [idle, ready]);
  return idle;
}
