import { expect } from 'chai';
import sinon from 'sinon';
import { OutboxDelivery } from '@immo/core';
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

  // The round runs on promises: let it go on until it claims nothing more (setImmediate is not faked).
  const roundSettled = async (claims: sinon.SinonSpy) => {
    for (let turns = 0; turns < 200; turns += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      const last = claims.lastCall?.returnValue as Promise<number> | undefined;
      if (last && (await last) < 5) return;
    }
    throw new Error('the round did not end');
  };

  const outboxWith = async (entries: number) => {
    const clock = new ManualClock();
    const eventOutbox = new InMemoryEventOutboxRepository(createInMemoryState());
    // Written inside transactions: nobody has claimed them, only a worker's round delivers them.
    for (let index = 0; index < entries; index += 1) await eventOutbox.add('mail', { index }, clock.now());
    const delivered: unknown[] = [];
    const delivery = new OutboxDelivery(
      { repos: { eventOutbox }, clock, errors: new InMemoryErrorReporter() },
      { mail: async (payload) => void delivered.push(payload) },
      { batchSize: 5 },
    );
    return { eventOutbox, delivered, delivery };
  };

  it('claims again at once while the claims come back full, so one round delivers a backlog', async () => {
    const { eventOutbox, delivered, delivery } = await outboxWith(23);
    const claims = sinon.spy(delivery, 'deliverDue');
    worker = startOutboxWorker(delivery, { errors: new InMemoryErrorReporter() });

    timers.tick(OUTBOX_POLL_MS); // one pause: no other round starts in this test
    await roundSettled(claims);

    expect(delivered).to.have.length(23);
    expect(await eventOutbox.countUndelivered()).to.equal(0);
    // 5 + 5 + 5 + 5 full claims, then 3: the short claim ends the round.
    expect(claims.callCount).to.equal(5);
  });

  it('ends a round on a claim that is not full and waits for the next pause', async () => {
    const { delivered, delivery } = await outboxWith(3);
    const claims = sinon.spy(delivery, 'deliverDue');
    worker = startOutboxWorker(delivery, { errors: new InMemoryErrorReporter() });

    timers.tick(OUTBOX_POLL_MS);
    await roundSettled(claims);

    expect(delivered).to.have.length(3);
    expect(claims.callCount).to.equal(1);
  });
});
