import { whenIdle } from '@immo/kit';
import { useEffect, useState } from 'react';

/** The longest a part set up when idle waits (a busy page still gets it). */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * False, then true once the browser has been idle after the first render (after `ready` turned true,
 * when given): what can wait (the thumbnails' slider, its set-up and its layout reads) is done in a
 * task of its own, after the page's.
 */
export function useWhenIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || !ready) return undefined;
    return whenIdle(() => setIdle(true), IDLE_TIMEOUT_MS);
  }, [idle, ready]);
  return idle;
}
