import { performance } from 'node:perf_hooks';
import type { Clock, Instant } from '@immo/core';

/** The wall clock may run ahead of the monotonic reading by this much before the clock follows it. */
export const RESYNC_THRESHOLD_MS = 1;

export interface ClockSources {
  /** Epoch ms, whole: Date.now. */
  wall(): number;
  /** Monotonic ms with a fraction since `origin`: performance.now. */
  monotonic(): number;
  /** Epoch ms at which `monotonic` read 0: performance.timeOrigin. */
  origin: number;
}

const systemSources: ClockSources = {
  wall: () => Date.now(),
  monotonic: () => performance.now(),
  origin: performance.timeOrigin,
};

/**
 * Epoch milliseconds with a microsecond fraction (bid times keep microseconds). Strictly
 * increasing within the process, so two bids never share an instant.
 *
 * The monotonic clock gives the fraction and immunity to the wall clock stepping back (NTP, an
 * operator): after such a step the clock keeps counting real elapsed time instead of repeating
 * or freezing. When the wall clock runs ahead (a forward step, or a host resumed from suspend,
 * during which the monotonic clock stops) the clock jumps forward to it.
 */
export class SystemClock implements Clock {
  private origin: number;
  private lastMicros = 0;

  constructor(private readonly sources: ClockSources = systemSources) {
    this.origin = sources.origin;
  }

  now(): Instant {
    const monotonic = this.sources.monotonic();
    const wall = this.sources.wall();
    if (wall - (this.origin + monotonic) > RESYNC_THRESHOLD_MS) this.origin = wall - monotonic;
    const micros = Math.max(Math.round((this.origin + monotonic) * 1000), this.lastMicros + 1);
    this.lastMicros = micros;
    return micros / 1000;
  }
}
