import { expect } from 'chai';
import sinon from 'sinon';
import { OutboxDelivery, type OutboxClaim } from '@immo/core';
import {
  createInMemoryState,
  InMemoryErrorReporter,
  InMemoryEventOutboxRepository,
  ManualClock,
} from '@immo/core/testing';
import {
  OUTBOX_POLL_MS,
  startOutboxWorker,
  type OutboxWorker,
} from '../../../hosts/api/src/outbox-worker.js';

describe('the outbox worker (hosts/api)', () => {
  let timers: sinon.SinonFakeTimers;
  let worker: OutboxWorker | null = null;
  beforeEach(() => {
    timers = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(async () => {
    await worker?.stop();
    timers.restore();
  });

  // The round runs on promises: let it go on until a claim comes back short (setImmediate is not faked).
  const roundSettled = async (claims: sinon.SinonSpy) => {
    for (let turns = 0; turns < 200; turns += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      const last = claims.lastCall?.returnValue as Promise<OutboxClaim> | undefined;
      if (last && (await last).claimed < (claims.lastCall!.args[0] as number)) return;
    }
    throw new Error('the round did not end');
  };
  const turns = async (count: number) => {
    for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  const outboxWith = async (
    entries: number,
    handle: (payload: unknown) => Promise<void> = async () => undefined,
    options: { maxBatchSize?: number } = {},
  ) => {
    const clock = new ManualClock();
    const eventOutbox = new InMemoryEventOutboxRepository(createInMemoryState());
    // Written inside transactions: nobody has claimed them, only a worker's round delivers them.
    for (let index = 0; index < entries; index += 1) await eventOutbox.add('mail', { index }, clock.now());
    const delivered: unknown[] = [];
    const delivery = new OutboxDelivery(
      { repos: { eventOutbox }, clock, errors: new InMemoryErrorReporter() },
      {
        mail: async (payload) => {
          await handle(payload);
          delivered.push(payload);
        },
      },
      { batchSize: 5, ...options },
    );
    return { eventOutbox, delivered, delivery };
  };

  it('claims again at once while the claims come back full, each twice the last, so one round delivers a backlog', async () => {
    const { eventOutbox, delivered, delivery } = await outboxWith(23);
    const claims = sinon.spy(delivery, 'claimDue');
    worker = startOutboxWorker(delivery, { errors: new InMemoryErrorReporter() });

    timers.tick(OUTBOX_POLL_MS); // one pause: no other round starts in this test
    await roundSettled(claims);
    await worker.stop();

    expect(delivered).to.have.length(23);
    expect(await eventOutbox.countUndelivered()).to.equal(0);
    // 5 + 10 full claims, then 8 of 20: the short claim ends the round.
    expect(claims.args.map(([size]) => size)).to.deep.equal([5, 10, 20]);
  });

  it('grows its claims up to maxBatchSize', async () => {
    const { delivered, delivery } = await outboxWith(60, undefined, { maxBatchSize: 12 });
    const claims = sinon.spy(delivery, 'claimDue');
    worker = startOutboxWorker(delivery, { errors: new InMemoryErrorReporter() });

    timers.tick(OUTBOX_POLL_MS);
    await roundSettled(claims);
    await worker.stop();

    expect(delivered).to.have.length(60);
    // 5 + 10 + 12 × 3 = 51, then 9 of 12.
    expect(claims.args.map(([size]) => size)).to.deep.equal([5, 10, 12, 12, 12, 12]);
  });

  it('claims on without waiting for the claims under way, up to maxInFlight entries, and marks none before its handler ends', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { eventOutbox, delivered, delivery } = await outboxWith(40, () => released);
    const claims = sinon.spy(delivery, 'claimDue');
    worker = startOutboxWorker(delivery, { errors: new InMemoryErrorReporter(), maxInFlight: 15 });

    timers.tick(OUTBOX_POLL_MS);
    await turns(20);
    // 5, then 10: 15 entries under way, their handlers waiting; no third claim before one ends.
    expect(claims.args.map(([size]) => size)).to.deep.equal([5, 10]);
    expect(delivered).to.deep.equal([]);
    expect(await eventOutbox.countUndelivered()).to.equal(40);

    release();
    await roundSettled(claims);
    await worker.stop();
    expect(delivered).to.have.length(40);
    expect(await eventOutbox.countUndelivered()).to.equal(0);
  });

  it('ends a round on a claim that is not full and waits for the next pause', async () => {
    const { delivered, delivery } = await outboxWith(3);
    const claims = sinon.spy(delivery, 'claimDue');
    worker = startOutboxWorker(delivery, { errors: new InMemoryErrorReporter() });

    timers.tick(OUTBOX_POLL_MS);
    await roundSettled(claims);
    await worker.stop();

    expect(delivered).to.have.length(3);
    expect(claims.callCount).to.equal(1);
  });
});
