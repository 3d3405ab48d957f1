import { useSelector } from 'react-redux';
import { useSyncExternalStore } from 'react';
import { useDependencies } from '../dependencies.js';
import { selectServerOffsetMs } from './server-clock.js';
import { subscribeToTick, tickCount } from './ticker.js';

/** Server time in ms, re-read on the shared 1-second tick. */
export function useServerNow(): number {
  const { now } = useDependencies();
  const offsetMs = useSelector(selectServerOffsetMs);
  useSyncExternalStore(subscribeToTick, tickCount, tickCount);
  return now() + offsetMs;
}
