/**
 * An instant as epoch milliseconds. Server clocks may carry a fraction down to the microsecond
 * (bid times keep microseconds); 1.8e15 µs still fits a double exactly.
 */
export type Instant = number;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
