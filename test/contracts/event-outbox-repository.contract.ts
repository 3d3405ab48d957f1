import { expect } from 'chai';
import { useStore, type MakeStore } from './store.js';

const T0 = Date.UTC(2026, 10, 25, 9, 0, 0, 0) + 0.25;
const LEASE = 60_000;

export function eventOutboxRepositoryContract(makeStore: MakeStore): void {
  describe('EventOutboxRepository', () => {
    const store = useStore(makeStore);

    it('keeps an entry’s topic, JSON payload and times, undelivered', async () => {
      const { repos } = store();
      const payload = { type: 'BidPlaced', auctionId: 4, amount: 250_000, text: 'Enchère passée ✓' };
      const id = await repos.eventOutbox.add('domain-event', payload, T0);
      expect(await repos.eventOutbox.findById(id)).to.deep.equal({
        id,
        topic: 'domain-event',
        payload,
        createdAt: T0,
        availableAt: T0,
        attempts: 0,
        lastError: null,
        deliveredAt: null,
      });
      expect(await repos.eventOutbox.countUndelivered()).to.equal(1);
    });

    it('adds several entries in one write, in order, each available at its own time', async () => {
      const { repos } = store();
      await repos.eventOutbox.addAll([]);
      await repos.eventOutbox.addAll([
        { topic: 'domain-event', payload: { n: 1 }, at: T0 },
        { topic: 'mail', payload: { n: 2 }, at: T0 + 1 },
        { topic: 'domain-event', payload: { n: 3 }, at: T0 + 10_000 },
      ]);
      const claimed = await repos.eventOutbox.claimDue(T0 + 5, T0 + 5 + LEASE, 10);
      expect(claimed.map((entry) => [entry.topic, entry.payload, entry.createdAt])).to.deep.equal([
        ['domain-event', { n: 1 }, T0],
        ['mail', { n: 2 }, T0 + 1],
      ]);
      expect(claimed[1]!.id).to.be.above(claimed[0]!.id);
      expect(await repos.eventOutbox.countUndelivered()).to.equal(3);
    });

    it('claims what is due, oldest first, up to the limit, and not what is not yet due', async () => {
      const { repos } = store();
      const first = await repos.eventOutbox.add('mail', { n: 1 }, T0);
      const second = await repos.eventOutbox.add('mail', { n: 2 }, T0 + 1);
      await repos.eventOutbox.add('mail', { n: 3 }, T0 + 2);
      await repos.eventOutbox.add('mail', { n: 4 }, T0 + 10_000);

      const claimed = await repos.eventOutbox.claimDue(T0 + 5, T0 + 5 + LEASE, 2);
      expect(claimed.map((entry) => [entry.id, entry.attempts, entry.availableAt])).to.deep.equal([
        [first, 1, T0 + 5 + LEASE],
        [second, 1, T0 + 5 + LEASE],
      ]);
      // The third is due, the fourth not yet; the two claimed are leased.
      expect(
        (await repos.eventOutbox.claimDue(T0 + 5, T0 + 5 + LEASE, 10)).map((e) => e.payload),
      ).to.deep.equal([{ n: 3 }]);
      expect(await repos.eventOutbox.claimDue(T0 + 6, T0 + 6 + LEASE, 10)).to.deep.equal([]);
    });

    it('gives a leased entry back once the lease is over (its worker died), counting the attempt', async () => {
      const { repos } = store();
      const [id] = await repos.eventOutbox.addClaimedAll(
        [{ topic: 'domain-event', payload: { type: 'SaleCreated', propertyId: 1 }, at: T0 }],
        T0 + LEASE,
      );
      expect(await repos.eventOutbox.claimDue(T0 + LEASE - 1, T0 + 2 * LEASE, 10)).to.deep.equal([]);
      const [again] = await repos.eventOutbox.claimDue(T0 + LEASE, T0 + 2 * LEASE, 10);
      expect(again).to.deep.include({ id, attempts: 2 });
    });

    it('adds several claimed entries in one write and answers each its own id, in order', async () => {
      const { repos } = store();
      expect(await repos.eventOutbox.addClaimedAll([], T0 + LEASE)).to.deep.equal([]);
      await repos.eventOutbox.add('mail', { n: 0 }, T0);
      const ids = await repos.eventOutbox.addClaimedAll(
        [1, 2, 3, 4, 5].map((n) => ({ topic: n % 2 ? 'mail' : 'domain-event', payload: { n }, at: T0 })),
        T0 + LEASE,
      );
      expect(new Set(ids).size).to.equal(5);
      for (const [i, id] of ids.entries())
        expect(await repos.eventOutbox.findById(id)).to.deep.include({
          topic: (i + 1) % 2 ? 'mail' : 'domain-event',
          payload: { n: i + 1 },
          attempts: 1,
          availableAt: T0 + LEASE,
        });
      // Claimed: only the entry added unclaimed is due before the lease ends.
      expect(
        (await repos.eventOutbox.claimDue(T0 + 1, T0 + 1 + LEASE, 10)).map((e) => e.payload),
      ).to.deep.equal([{ n: 0 }]);
      await repos.eventOutbox.markDeliveredAll(ids, T0 + 2);
      expect(await repos.eventOutbox.countUndelivered()).to.equal(1);
    });

    it('never claims a delivered entry; a failed one comes back at its retry time with its error', async () => {
      const { repos } = store();
      const delivered = await repos.eventOutbox.add('mail', { n: 1 }, T0);
      const failed = await repos.eventOutbox.add('mail', { n: 2 }, T0);
      await repos.eventOutbox.claimDue(T0, T0 + LEASE, 10);
      await repos.eventOutbox.markDelivered(delivered, T0 + 3);
      await repos.eventOutbox.markFailed(
        failed,
        'connect ECONNREFUSED 127.0.0.1:2525 — « serveur »',
        T0 + 1000,
      );

      expect((await repos.eventOutbox.findById(delivered))?.deliveredAt).to.equal(T0 + 3);
      expect(await repos.eventOutbox.countUndelivered()).to.equal(1);
      expect(await repos.eventOutbox.claimDue(T0 + 999, T0 + LEASE, 10)).to.deep.equal([]);
      const [retried] = await repos.eventOutbox.claimDue(T0 + 1000, T0 + 1000 + LEASE, 10);
      expect(retried).to.deep.include({
        id: failed,
        attempts: 2,
        lastError: 'connect ECONNREFUSED 127.0.0.1:2525 — « serveur »',
      });
    });

    it('marks several entries delivered at once, and only those', async () => {
      const { repos } = store();
      const ids = [];
      for (let n = 0; n < 4; n += 1) ids.push(await repos.eventOutbox.add('mail', { n }, T0));
      await repos.eventOutbox.claimDue(T0, T0 + LEASE, 10);
      await repos.eventOutbox.markDeliveredAll([ids[0]!, ids[2]!, ids[3]!], T0 + 5);
      await repos.eventOutbox.markDeliveredAll([], T0 + 6);

      expect((await repos.eventOutbox.findById(ids[2]!))?.deliveredAt).to.equal(T0 + 5);
      expect((await repos.eventOutbox.findById(ids[1]!))?.deliveredAt).to.equal(null);
      expect(await repos.eventOutbox.countUndelivered()).to.equal(1);
      const [left] = await repos.eventOutbox.claimDue(T0 + LEASE, T0 + 2 * LEASE, 10);
      expect(left?.id).to.equal(ids[1]);
    });

    it('cuts a long error to 1000 characters', async () => {
      const { repos } = store();
      const id = await repos.eventOutbox.add('mail', {}, T0);
      await repos.eventOutbox.markFailed(id, 'é'.repeat(5000), T0);
      expect((await repos.eventOutbox.findById(id))?.lastError).to.equal('é'.repeat(1000));
    });

    it('writes with the unit of work: an entry of a rolled-back run is gone', async () => {
      const { unitOfWork, repos } = store();
      await unitOfWork
        .run(async (tx) => {
          await tx.eventOutbox.add('domain-event', { type: 'SaleCreated', propertyId: 1 }, T0);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await repos.eventOutbox.countUndelivered()).to.equal(0);
    });
  });
}
