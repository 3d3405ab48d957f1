// Server time for the cards' countdowns (spec §4: server time is the only time): the offset learnt
// from the answers that carry `currentAuctionNowDateTime`, and one 1-second tick for every card.
import { useSyncExternalStore } from 'react';
import { useSearchDependencies } from './dependencies.js';

type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | null = null;
let ticks = 0;
let offsetMs = 0;

export const TICK_MS = 1000;

function subscribe(listener: Listener): () => void {
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

const tickCount = (): number => ticks;

/** An answer's server time against the client's clock when it arrived. */
export function serverTimeObserved(serverNow: string, clientNow: number): void {
  const serverMs = Date.parse(serverNow);
  if (Number.isFinite(serverMs)) offsetMs = serverMs - clientNow;
}

/** Server time in ms, re-read on the shared 1-second tick. */
export function useServerNow(): number {
  const { now } = useSearchDependencies();
  useSyncExternalStore(subscribe, tickCount, tickCount);
  return now() + offsetMs;
}
