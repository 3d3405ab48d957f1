import { expect } from 'chai';
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
