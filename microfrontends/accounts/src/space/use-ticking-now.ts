import { SECOND_MS } from '@immo/core';
import { useEffect, useState } from 'react';
import { useAccountsDependencies } from '../dependencies.js';

/** Server time in ms (client clock + `offsetMs`), re-read every second while `ticking`. */
export function useTickingNow(offsetMs: number, ticking: boolean): number {
  const { now } = useAccountsDependencies();
  const [clientNow, setClientNow] = useState(now);
  useEffect(() => {
    if (!ticking) return;
    setClientNow(now());
    const timer = setInterval(() => setClientNow(now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [now, ticking]);
  return clientNow + offsetMs;
}
