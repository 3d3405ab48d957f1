/**
 * Resolves in a later task of the main thread: the browser may paint and answer input between two
 * phases of the shell's start (on a phone each phase is tens of ms; together they blocked it for
 * hundreds). `scheduler.yield` where the browser has it (the continuation keeps its place ahead of
 * other tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
