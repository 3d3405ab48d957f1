import type { Clock } from '../ports/services.port.js';
import type { Instant } from '../shared/time.js';

/** 21 November 2026, 10:00 UTC (11:00 in Paris): the instant test kits and mothers start from. */
export const DEFAULT_TEST_NOW: Instant = Date.UTC(2026, 10, 21, 10, 0, 0);

/** A clock that moves only when the test says so. */
export class ManualClock implements Clock {
  constructor(private current: Instant = DEFAULT_TEST_NOW) {}

  now(): Instant {
    return this.current;
  }

  set(instant: Instant): void {
    this.current = instant;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
