import { expect } from 'chai';
import { SystemClock, type ClockSources } from '@immo/system';

/** A machine whose wall and monotonic clocks the test moves by hand. */
function machine(wallAtStart: number) {
  const state = { wall: wallAtStart, monotonic: 1000.25 };
  const sources: ClockSources = {
    wall: () => Math.floor(state.wall),
    monotonic: () => state.monotonic,
    origin: wallAtStart - 1000.25,
  };
  return {
    sources,
    elapse(ms: number) {
      state.wall += ms;
      state.monotonic += ms;
    },
    stepWall(ms: number) {
      state.wall += ms;
    },
  };
}

const START = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('SystemClock', () => {
  it('reads the real time, to within a few milliseconds of Date.now', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    const after = Date.now();
    expect(now).to.be.at.least(before - 5);
    expect(now).to.be.at.most(after + 5);
  });

  it('is strictly increasing over many consecutive reads', () => {
    const clock = new SystemClock();
    let previous = clock.now();
    for (let index = 0; index < 100_000; index++) {
      const next = clock.now();
      expect(next > previous, `${next} after ${previous}`).to.equal(true);
      previous = next;
    }
  });

  it('carries a microsecond fraction', () => {
    const m = machine(START);
    const clock = new SystemClock(m.sources);
    const first = clock.now();
    m.elapse(0.123456);
    // A double near 1.8e12 ms resolves about 0.25 µs, so the difference is only good to a microsecond or so.
    const second = clock.now();
    expect(second - first).to.be.closeTo(0.1235, 0.001);
    expect(second * 1000).to.be.closeTo(Math.round(second * 1000), 0.001);
  });

  it('never returns the same instant twice, even when no time elapsed', () => {
    const m = machine(START);
    const clock = new SystemClock(m.sources);
    const first = clock.now();
    const second = clock.now();
    expect(second).to.be.above(first);
    expect(second - first).to.be.closeTo(0.001, 0.0003);
  });

  it('keeps counting forward when the wall clock steps back', () => {
    const m = machine(START);
    const clock = new SystemClock(m.sources);
    const before = clock.now();
    m.stepWall(-3_600_000);
    m.elapse(10);
    const after = clock.now();
    expect(after - before).to.be.closeTo(10, 0.01);
  });

  it('jumps forward with the wall clock when it steps ahead (NTP correction, resume from suspend)', () => {
    const m = machine(START);
    const clock = new SystemClock(m.sources);
    const before = clock.now();
    m.stepWall(60_000);
    expect(clock.now() - before).to.be.closeTo(60_000, 1);
    m.elapse(5);
    expect(clock.now() - before).to.be.closeTo(60_005, 1);
  });
});
