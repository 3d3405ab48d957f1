import { expect } from 'chai';
import sinon from 'sinon';
import { QuietGate } from '../../../hosts/api/src/quiet-gate.js';
import { SerialQueue } from '../../../hosts/api/src/serial-queue.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('SerialQueue (background work of the API host)', () => {
  it('runs the tasks one at a time, in the order given, and answers each caller', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      return name;
    };
    const answers = await Promise.all([queue.run(task('a')), queue.run(task('b')), queue.run(task('c'))]);
    expect(answers).to.deep.equal(['a', 'b', 'c']);
    expect(log).to.deep.equal(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('goes on after a failed task, whose caller sees the failure', async () => {
    const queue = new SerialQueue();
    const failed = queue.run(() => Promise.reject(new Error('sharp failed')));
    const next = queue.run(async () => 'next');
    let thrown: unknown;
    try {
      await failed;
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).to.equal('sharp failed');
    expect(await next).to.equal('next');
  });
});

describe('QuietGate (photo renditions wait for the end of a batch)', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => clock.restore());

  it('lets the callers through together, in order, once no call came for the quiet period', async () => {
    const gate = new QuietGate(1000);
    const passed: string[] = [];
    const through = (name: string) => gate.wait().then(() => passed.push(name));
    const first = through('a');
    await clock.tickAsync(600);
    const second = through('b');
    await clock.tickAsync(600);
    // 1 200 ms after the first call, but only 600 after the last one: still held.
    expect(passed).to.deep.equal([]);
    await clock.tickAsync(400);
    await Promise.all([first, second]);
    expect(passed).to.deep.equal(['a', 'b']);
  });

  it('opens again for the next burst', async () => {
    const gate = new QuietGate(1000);
    const firstBurst = gate.wait();
    await clock.tickAsync(1000);
    await firstBurst;
    let passed = false;
    const later = gate.wait().then(() => (passed = true));
    await clock.tickAsync(999);
    expect(passed).to.equal(false);
    await clock.tickAsync(1);
    await later;
    expect(passed).to.equal(true);
  });
});
