/** Without requestIdleCallback (Safari, jsdom): a short pause, so the page's first paint goes first. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/**
 * Runs `run` once the browser is idle, at most `timeoutMs` later (a busy page still gets it), so that
 * what can wait is done in a task of its own after the page's. The function returned cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
