// The pub/sub hub every instance shares: in process, and through Redis between two hubs (two API
// instances), each channel on its own, a message heard once by each instance.
import { InProcessPubSub, RedisPubSub, type PubSub } from '@immo/http-koa';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { TEST_REDIS_URL, requireRedis } from '../../support/redis.js';

interface Note {
  n: number;
}
const isNote = (value: unknown): value is Note => typeof (value as Note | null)?.n === 'number';

/** Listens on a channel of `hub`, keeping what it heard. */
function heard(hub: PubSub, name: string) {
  const seen: number[] = [];
  hub.channel(name, isNote).subscribe((note) => seen.push(note.n));
  return seen;
}

async function until(condition: () => boolean, what: () => string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what()}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('http-koa: pub/sub hub', () => {
  it('in process: a channel’s listeners hear its messages at once, those of another channel do not', async () => {
    const hub = new InProcessPubSub();
    const first = heard(hub, 'one');
    const other = heard(hub, 'two');
    hub.channel('one', isNote).publish({ n: 1 });
    expect(first).to.deep.equal([1]);
    expect(other).to.deep.equal([]);
    await hub.close();
  });

  describe('through Redis, two instances', () => {
    let a: RedisPubSub;
    let b: RedisPubSub;
    // A name of this run's own: tests running beside this one on the same Redis hear nothing of it.
    const name = `immo:test:${randomUUID()}`;
    before(async function () {
      await requireRedis(this, 'Redis pub/sub');
      a = new RedisPubSub(TEST_REDIS_URL);
      b = new RedisPubSub(TEST_REDIS_URL);
    });
    after(async () => {
      await a?.close();
      await b?.close();
    });

    it('each hears every message once — its own at once, the other’s through Redis — and drops what is not one', async () => {
      const onA = heard(a, name);
      const onB = heard(b, name);
      const elsewhere = heard(b, `${name}:other`);
      await Promise.all([a.ready(), b.ready()]);
      a.channel(name, isNote).publish({ n: 1 });
      expect(onA, 'the publisher’s own listeners, in its turn').to.deep.equal([1]);
      b.channel(name, isNote).publish({ n: 2 });
      const raw = new Redis(TEST_REDIS_URL);
      try {
        await raw.publish(name, 'not json');
        await raw.publish(name, JSON.stringify({ origin: 'x', message: { n: 'three' } }));
        await raw.publish(name, JSON.stringify({ origin: 'x', message: { n: 4 } }));
      } finally {
        await raw.quit();
      }
      await until(
        () => onA.length >= 3 && onB.length >= 3,
        () => `both instances heard 1, 2 and 4 (A ${onA}, B ${onB})`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Each instance hears its own first, the other's when Redis brings it: no order across them.
      expect([...onA].sort()).to.deep.equal([1, 2, 4]);
      expect([...onB].sort()).to.deep.equal([1, 2, 4]);
      expect(elsewhere).to.deep.equal([]);
    });
  });
});
