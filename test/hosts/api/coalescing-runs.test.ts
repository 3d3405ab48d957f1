// CoalescingRuns (the search projection's reindexes): one run per key at a time, the requests made
// meanwhile folded into one run after it; spaced requests (a sale's bids) at most one run per
// spacing while they keep coming, and always one after the last.
import { expect } from 'chai';
import sinon from 'sinon';
import { CoalescingRuns } from '../../../hosts/api/src/coalescing-runs.js';

describe('CoalescingRuns (hosts/api)', () => {
  let timers: sinon.SinonFakeTimers;
  let started: { key: number; at: number; finish: (error?: Error) => void }[];
  let runs: CoalescingRuns<number>;
  beforeEach(() => {
    timers = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    started = [];
    runs = new CoalescingRuns<number>(
      (key) =>
        new Promise((resolve, reject) => {
          started.push({ key, at: Date.now(), finish: (error) => (error ? reject(error) : resolve()) });
        }),
      500,
    );
  });
  afterEach(() => timers.restore());

  const settled = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  const finishAll = async () => {
    for (const run of started) run.finish();
    await settled();
  };

  it('folds the requests made while a run goes into one run after it', async () => {
    const first = runs.request(1);
    await settled();
    const later = [runs.request(1), runs.request(1), runs.request(1)];
    await settled();
    expect(started).to.have.length(1);
    started[0]!.finish();
    await first;
    await settled();
    expect(started).to.have.length(2);
    started[1]!.finish();
    await Promise.all(later);
    expect(started).to.have.length(2);
  });

  it('runs the spaced requests of a key at most once per spacing while they keep coming, and once after the last', async () => {
    const asked: Promise<void>[] = [];
    let answered = 0;
    // A bid every 20 ms for 2 s, each run taking no time.
    for (let ms = 0; ms < 2000; ms += 20) {
      const request = runs.requestSpaced(7);
      void request.then(() => (answered += 1));
      asked.push(request);
      await settled();
      await finishAll();
      await timers.tickAsync(20);
    }
    await timers.tickAsync(500);
    await finishAll();
    await Promise.all(asked);
    const starts = started.map((run) => run.at - started[0]!.at);
    // The first at once, then one per 500 ms; the trailing one after the last request (at 1 980 ms).
    expect(starts).to.deep.equal([0, 500, 1000, 1500, 2000]);
    expect(answered).to.equal(asked.length);
  });

  it('answers a spaced request only with a run that began after it', async () => {
    void runs.requestSpaced(3);
    await settled();
    const during = runs.requestSpaced(3);
    let answered = false;
    void during.then(() => (answered = true));
    started[0]!.finish();
    await settled();
    expect(answered).to.equal(false);
    expect(started).to.have.length(1);
    await timers.tickAsync(500);
    expect(started).to.have.length(2);
    started[1]!.finish();
    await settled();
    expect(answered).to.equal(true);
  });

  it('runs a plain request at once, taking the spaced ones waiting with it, and keeps keys apart', async () => {
    void runs.requestSpaced(1);
    await settled();
    await finishAll();
    const spaced = runs.requestSpaced(1);
    const other = runs.requestSpaced(2);
    await settled();
    expect(started.map((run) => run.key)).to.deep.equal([1, 2]);
    const plain = runs.request(1);
    await settled();
    expect(started.map((run) => run.key)).to.deep.equal([1, 2, 1]);
    await finishAll();
    await Promise.all([spaced, other, plain]);
  });

  it("passes a run's failure to every request it stood for", async () => {
    void runs.request(4);
    await settled();
    const waiting = [runs.requestSpaced(4), runs.request(4)];
    started[0]!.finish();
    await settled();
    started[1]!.finish(new Error('index unreachable'));
    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['rejected', 'rejected']);
  });
});
