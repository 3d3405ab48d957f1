// One 1-second tick shared by every countdown on the page: one timer, however many cards.
type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | null = null;
let ticks = 0;

export const TICK_MS = 1000;

export function subscribeToTick(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks += 1;
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export const tickCount = (): number => ticks;
