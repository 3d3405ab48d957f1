import {
  OUTBOX_MAX_RETRY_MS,
  OutboxDelivery,
  OutboxEventPublisher,
  QueuedMailer,
  outboxRetryDelayMs,
  type DomainEvent,
  type MailMessage,
} from '@immo/core';
import { createTestKit, InMemoryMailer, type TestKit } from '@immo/core/testing';
import { expect } from 'chai';
import sinon from 'sinon';

const MAIL: MailMessage = {
  to: 'margaux.lemoine@example.fr',
  subject: 'Vous avez été surenchéri',
  text: 'Nouveau prix',
};

describe('core: the outbox delivery', () => {
  let kit: TestKit;
  let transport: InMemoryMailer;
  let handled: DomainEvent[];
  let delivery: OutboxDelivery;

  beforeEach(() => {
    kit = createTestKit();
    transport = new InMemoryMailer();
    handled = [];
    delivery = new OutboxDelivery(kit, {
      'domain-event': async (payload) => {
        handled.push(payload as DomainEvent);
      },
      mail: (payload) => transport.send(payload as MailMessage),
    });
  });

  it('waits 1 s after a first failure, doubling to at most an hour', () => {
    expect([1, 2, 3, 10].map(outboxRetryDelayMs)).to.deep.equal([1000, 2000, 4000, 512_000]);
    expect(outboxRetryDelayMs(13)).to.equal(OUTBOX_MAX_RETRY_MS);
    expect(outboxRetryDelayMs(10_000)).to.equal(OUTBOX_MAX_RETRY_MS);
  });

  it('delivers the events written in a transaction, once each, after the commit', async () => {
    await kit.unitOfWork.run(async (repos) => {
      await repos.eventOutbox.add('domain-event', { type: 'SaleCreated', propertyId: 7 }, kit.clock.now());
    });
    expect(await delivery.deliverDue()).to.equal(1);
    expect(await delivery.deliverDue()).to.equal(0);
    expect(handled).to.deep.equal([{ type: 'SaleCreated', propertyId: 7 }]);
    expect(await kit.repos.eventOutbox.countUndelivered()).to.equal(0);
  });

  it('sends a queued mail at once; when the transport fails the mail stays queued and goes later', async () => {
    const mailer = new QueuedMailer(delivery);
    transport.failWith(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
    await mailer.send(MAIL); // the user's action does not fail

    expect(transport.sent).to.deep.equal([]);
    expect(await kit.repos.eventOutbox.countUndelivered()).to.equal(1);
    expect(kit.errors.reported.map((r) => (r.error as Error).message)).to.deep.equal([
      'connect ECONNREFUSED 127.0.0.1:2525',
    ]);
    // Not before its retry time, even with the server back.
    transport.failWith(null);
    expect(await delivery.deliverDue()).to.equal(0);
    kit.clock.advance(outboxRetryDelayMs(1));
    expect(await delivery.deliverDue()).to.equal(1);
    expect(transport.sent).to.deep.equal([MAIL]);
    expect(await kit.repos.eventOutbox.countUndelivered()).to.equal(0);
  });

  it('keeps retrying a failing entry, never dropping it, with the attempts counted', async () => {
    transport.failWith(new Error('451 try later'));
    await new QueuedMailer(delivery).send(MAIL);
    for (let attempt = 2; attempt <= 20; attempt += 1) {
      kit.clock.advance(OUTBOX_MAX_RETRY_MS);
      expect(await delivery.deliverDue()).to.equal(1);
    }
    const [entry] = [...kit.state.eventOutbox.rows.values()];
    expect(entry).to.deep.include({ attempts: 20, lastError: '451 try later', deliveredAt: null });
    transport.failWith(null);
    kit.clock.advance(OUTBOX_MAX_RETRY_MS);
    await delivery.drain();
    expect(transport.sent).to.have.length(1);
  });

  it('publishes an event by storing it first: a process that dies before delivering leaves it to a worker', async () => {
    let crashed = true;
    const dying = new OutboxDelivery(kit, {
      'domain-event': async () => {
        if (crashed) throw new Error('process killed');
      },
    });
    await new OutboxEventPublisher(dying).publish({ type: 'PhotosChanged', propertyId: 3 });
    await dying.drain();
    expect(await kit.repos.eventOutbox.countUndelivered()).to.equal(1);

    // Another process (or the same after a restart) finds it due and delivers it.
    crashed = false;
    kit.clock.advance(outboxRetryDelayMs(1));
    await delivery.drain();
    expect(handled).to.deep.equal([{ type: 'PhotosChanged', propertyId: 3 }]);
  });

  it('takes back the entry of a worker that died mid-delivery once its lease is over', async () => {
    await kit.repos.eventOutbox.add('domain-event', { type: 'SaleUpdated', propertyId: 9 }, kit.clock.now());
    // A worker claims it and dies without marking anything.
    await kit.repos.eventOutbox.claimDue(kit.clock.now(), kit.clock.now() + delivery.leaseMs, 10);
    expect(await delivery.deliverDue()).to.equal(0);
    kit.clock.advance(delivery.leaseMs);
    expect(await delivery.deliverDue()).to.equal(1);
    expect(handled).to.deep.equal([{ type: 'SaleUpdated', propertyId: 9 }]);
  });

  it("marks a claim's delivered entries in one write once all have run, and puts a failure back at once", async () => {
    const gates = new Map<number, () => void>();
    const sent: number[] = [];
    const gated = new OutboxDelivery(kit, {
      mail: async (payload) => {
        const { n } = payload as { n: number };
        if (n === 3) throw new Error('550 mailbox unavailable');
        await new Promise<void>((resolve) => gates.set(n, resolve));
        sent.push(n);
      },
    });
    for (let n = 1; n <= 5; n += 1) await kit.repos.eventOutbox.add('mail', { n }, kit.clock.now());
    const marks = sinon.spy(kit.repos.eventOutbox, 'markDeliveredAll');
    const failures = sinon.spy(kit.repos.eventOutbox, 'markFailed');

    const { claimed, delivered } = await gated.claimDue();
    expect(claimed).to.equal(5);
    await new Promise((resolve) => setImmediate(resolve));
    // The failure is put back without waiting for the others; nothing marked delivered yet.
    expect(failures.callCount).to.equal(1);
    for (const n of [1, 2, 4]) gates.get(n)!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(marks.callCount).to.equal(0);
    expect(await kit.repos.eventOutbox.countUndelivered()).to.equal(5);

    gates.get(5)!();
    await delivered;
    expect(sent).to.deep.equal([1, 2, 4, 5]);
    expect(marks.callCount).to.equal(1);
    expect(marks.firstCall.args[0]).to.have.length(4);
    expect(await kit.repos.eventOutbox.countUndelivered()).to.equal(1);
  });

  it('never runs a claim and a mark of its own at once (on MariaDB they deadlock)', async () => {
    const outbox = kit.repos.eventOutbox;
    let writing = 0;
    let most = 0;
    for (const method of ['claimDue', 'markDeliveredAll', 'markFailed'] as const) {
      const original = outbox[method].bind(outbox) as (...args: unknown[]) => Promise<unknown>;
      sinon.replace(outbox, method, (async (...args: unknown[]) => {
        writing += 1;
        most = Math.max(most, writing);
        await new Promise((resolve) => setImmediate(resolve));
        try {
          return await original(...args);
        } finally {
          writing -= 1;
        }
      }) as never);
    }
    for (let n = 0; n < 30; n += 1)
      await outbox.add('mail', n % 7 === 3 ? { fail: true } : { n }, kit.clock.now());
    const mixed = new OutboxDelivery(
      kit,
      {
        mail: async (payload) => {
          if ((payload as { fail?: boolean }).fail) throw new Error('550');
        },
      },
      { batchSize: 5 },
    );
    // Claims one after the other without waiting for the deliveries, as the worker does.
    const claims = [];
    for (let i = 0; i < 6; i += 1) claims.push(await mixed.claimDue());
    await Promise.all(claims.map(({ delivered }) => delivered));
    sinon.restore();
    expect(claims.map(({ claimed }) => claimed)).to.deep.equal([5, 5, 5, 5, 5, 5]);
    expect(most).to.equal(1);
    expect(await outbox.countUndelivered()).to.equal(4);
  });

  it('reports and retries an entry of a topic nobody handles', async () => {
    const mailOnly = new OutboxDelivery(kit, { mail: async () => undefined });
    await kit.repos.eventOutbox.add('domain-event', { type: 'SaleCreated', propertyId: 1 }, kit.clock.now());
    expect(await mailOnly.deliverDue()).to.equal(1);
    expect(await kit.repos.eventOutbox.countUndelivered()).to.equal(1);
    expect((kit.errors.reported[0]!.error as Error).message).to.equal(
      "No handler for the outbox topic 'domain-event'",
    );
  });
});
