import { expect } from 'chai';
import { HOUR_MS, MINUTE_MS } from '../../core/src/shared/time.js';
import { aBuyer } from '../../core/src/testing/index.js';
import { addAuction, useStore, type MakeStore } from './store.js';

const T0 = Date.UTC(2026, 10, 25, 9, 0, 0, 0);

/** AuctionMilestoneRepository, NoticePreferenceRepository and the outbox's purge (issue 13). */
export function saleNoticesRepositoriesContract(makeStore: MakeStore): void {
  describe('AuctionMilestoneRepository', () => {
    const store = useStore(makeStore);

    it('lists auctions over and not closed, oldest end first; a closing is recorded once', async () => {
      const { repos } = store();
      const start = T0 - 10 * HOUR_MS;
      const later = await addAuction(repos, { startAt: start, endAt: T0 - MINUTE_MS });
      const earlier = await addAuction(repos, { startAt: start, endAt: T0 - HOUR_MS });
      const accepted = await addAuction(repos, { startAt: start, endAt: T0 + HOUR_MS, closedAt: T0 - 1000 });
      await addAuction(repos, { startAt: start, endAt: T0 + MINUTE_MS });
      expect(await repos.auctionMilestones.listDueClosings(T0, 10)).to.deep.equal([
        earlier.id,
        later.id,
        accepted.id,
      ]);
      expect(await repos.auctionMilestones.listDueClosings(T0, 1)).to.deep.equal([earlier.id]);

      const milestone = {
        auctionId: earlier.id,
        kind: 'closed' as const,
        at: T0,
        outcome: 'awaiting_seller' as const,
        price: 251_000,
        winnerId: null,
      };
      await repos.auctionMilestones.add(milestone);
      expect(await repos.auctionMilestones.find(earlier.id, 'closed')).to.deep.equal(milestone);
      expect(await repos.auctionMilestones.find(earlier.id, 'ending_soon')).to.equal(null);
      expect(await repos.auctionMilestones.listDueClosings(T0, 10)).to.deep.equal([later.id, accepted.id]);
      let refused = false;
      await repos.auctionMilestones.add(milestone).catch(() => (refused = true));
      expect(refused).to.equal(true);
    });

    it('lists the running auctions ending within the window and never reminded', async () => {
      const { repos } = store();
      const start = T0 - 10 * HOUR_MS;
      const soon = await addAuction(repos, { startAt: start, endAt: T0 + 30 * MINUTE_MS });
      await addAuction(repos, { startAt: start, endAt: T0 + 2 * HOUR_MS });
      await addAuction(repos, { startAt: start, endAt: T0 - MINUTE_MS });
      await addAuction(repos, { startAt: T0 + MINUTE_MS, endAt: T0 + 30 * MINUTE_MS });
      expect(await repos.auctionMilestones.listDueReminders(T0, T0 + HOUR_MS, 10)).to.deep.equal([soon.id]);
      await repos.auctionMilestones.add({
        auctionId: soon.id,
        kind: 'ending_soon',
        at: T0,
        outcome: null,
        price: null,
        winnerId: null,
      });
      expect(await repos.auctionMilestones.listDueReminders(T0, T0 + HOUR_MS, 10)).to.deep.equal([]);
    });
  });

  describe('NoticePreferenceRepository', () => {
    const store = useStore(makeStore);

    it('keeps only what the user changed, the last change winning', async () => {
      const { repos } = store();
      const user = await repos.users.add(aBuyer());
      expect(await repos.noticePreferences.find(user.id)).to.deep.equal({});
      await repos.noticePreferences.save(user.id, { outbid: false, ending_soon: false });
      await repos.noticePreferences.save(user.id, { ending_soon: true });
      expect(await repos.noticePreferences.find(user.id)).to.deep.equal({ outbid: false, ending_soon: true });
    });

    it('reads the choices of several users at once, each user asked answered', async () => {
      const { repos } = store();
      const a = await repos.users.add(aBuyer({ email: 'a.prefs@example.fr' }));
      const b = await repos.users.add(aBuyer({ email: 'b.prefs@example.fr' }));
      const c = await repos.users.add(aBuyer({ email: 'c.prefs@example.fr' }));
      await repos.noticePreferences.save(a.id, { outbid: false });
      await repos.noticePreferences.save(c.id, { outbid: true, ending_soon: false });
      const found = await repos.noticePreferences.findMany([a.id, b.id, c.id]);
      expect([...found].sort(([x], [y]) => x - y)).to.deep.equal([
        [a.id, { outbid: false }],
        [b.id, {}],
        [c.id, { outbid: true, ending_soon: false }],
      ]);
      expect(await repos.noticePreferences.findMany([])).to.deep.equal(new Map());
    });
  });

  describe('EventOutboxRepository.purgeDelivered', () => {
    const store = useStore(makeStore);

    it('deletes entries delivered before the limit, never an undelivered one', async () => {
      const { repos } = store();
      const old = await repos.eventOutbox.add('mail', { n: 1 }, T0 - 10 * HOUR_MS);
      await repos.eventOutbox.markDelivered(old, T0 - 2 * HOUR_MS);
      const recent = await repos.eventOutbox.add('mail', { n: 2 }, T0 - HOUR_MS);
      await repos.eventOutbox.markDelivered(recent, T0);
      const waiting = await repos.eventOutbox.add('mail', { n: 3 }, T0 - 20 * HOUR_MS);
      expect(await repos.eventOutbox.purgeDelivered(T0 - HOUR_MS)).to.equal(1);
      expect(await repos.eventOutbox.findById(old)).to.equal(null);
      expect(await repos.eventOutbox.findById(recent)).not.to.equal(null);
      expect(await repos.eventOutbox.findById(waiting)).not.to.equal(null);
    });
  });
}
