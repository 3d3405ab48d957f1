import { expect } from 'chai';
import { MAX_BATCH, PerKeyBatches } from '../../../../core/src/use-cases/place-bid/per-key-batches.js';

/** A work whose batches end when the test says so, noting what each batch took. */
function heldWork() {
  const batches: { key: string; items: string[]; finish(fail?: Error): void }[] = [];
  const queue = new PerKeyBatches<string, string, string>(
    (key, items) =>
      new Promise((resolve, reject) =>
        batches.push({
          key,
          items: [...items],
          finish: (fail) => (fail ? reject(fail) : resolve(items.map((item) => `${item} done`))),
        }),
      ),
  );
  return { queue, batches };
}

const turns = async (n = 3) => {
  for (let k = 0; k < n; k += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('PerKeyBatches: group commit per key, in arrival order', () => {
  it('runs a lone item at once, then everything that got ready meanwhile in one batch', async () => {
    const { queue, batches } = heldWork();
    const first = queue.reserve('auction 1').submit('a');
    const later = ['b', 'c', 'd'].map((item) => queue.reserve('auction 1').submit(item));
    await turns();
    expect(batches.map((batch) => batch.items)).to.deep.equal([['a']]);

    batches[0]!.finish();
    expect(await first).to.equal('a done');
    await turns();
    expect(batches.map((batch) => batch.items)).to.deep.equal([['a'], ['b', 'c', 'd']]);
    batches[1]!.finish();
    expect(await Promise.all(later)).to.deep.equal(['b done', 'c done', 'd done']);
  });

  it('keeps arrival order: an item ready early waits for the one that arrived before it', async () => {
    const { queue, batches } = heldWork();
    const [a, b, c] = [queue.reserve('k'), queue.reserve('k'), queue.reserve('k')];
    const cDone = c.submit('c');
    await turns();
    expect(batches, 'c must not overtake a and b').to.deep.equal([]);
    const aDone = a.submit('a');
    await turns();
    expect(batches.map((batch) => batch.items)).to.deep.equal([['a']]);
    const bDone = b.submit('b');
    batches[0]!.finish();
    await turns();
    expect(batches.map((batch) => batch.items)).to.deep.equal([['a'], ['b', 'c']]);
    batches[1]!.finish();
    expect(await Promise.all([aDone, bDone, cDone])).to.deep.equal(['a done', 'b done', 'c done']);
  });

  it('lets the places behind a cancelled one move up', async () => {
    const { queue, batches } = heldWork();
    const refused = queue.reserve('k');
    const next = queue.reserve('k').submit('b');
    await turns();
    expect(batches).to.deep.equal([]);
    refused.cancel();
    await turns();
    expect(batches.map((batch) => batch.items)).to.deep.equal([['b']]);
    batches[0]!.finish();
    expect(await next).to.equal('b done');
  });

  it('keeps keys apart, caps a batch at MAX_BATCH and fails only the callers of a failed batch', async () => {
    const { queue, batches } = heldWork();
    const one = queue.reserve('one').submit('x');
    const other = queue.reserve('other').submit('y');
    const crowd = Array.from({ length: MAX_BATCH + 1 }, (_, i) => queue.reserve('one').submit(`c${i}`));
    await turns();
    expect(batches.map((batch) => batch.key)).to.deep.equal(['one', 'other']);

    batches[0]!.finish(new Error('rolled back'));
    batches[1]!.finish();
    const failed = await one.catch((error: Error) => error.message);
    expect(failed).to.equal('rolled back');
    expect(await other).to.equal('y done');
    await turns();
    expect(batches[2]!.items).to.have.length(MAX_BATCH);
    batches[2]!.finish();
    await turns();
    expect(batches[3]!.items).to.deep.equal([`c${MAX_BATCH}`]);
    batches[3]!.finish();
    expect(await Promise.all(crowd)).to.have.length(MAX_BATCH + 1);
  });
});
