/**
 * Lets waiting callers through together once `quietMs` have passed with no new caller: background
 * work held back while a burst (a batch of uploads) is still arriving, so it does not slow the burst.
 */
export class QuietGate {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting: (() => void)[] = [];

  constructor(private readonly quietMs: number) {}

  /** Resolves, in the order of the calls, once `quietMs` pass without another call. */
  wait(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    const released = new Promise<void>((resolve) => this.waiting.push(resolve));
    this.timer = setTimeout(() => {
      this.timer = null;
      const waiting = this.waiting;
      this.waiting = [];
      for (const resolve of waiting) resolve();
    }, this.quietMs);
    return released;
  }
}
