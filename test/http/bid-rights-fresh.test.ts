// A bid reads its bidder's rights fresh: once a bidder has had bids accepted on an auction (so the
// process has authenticated him many times and placed his bids), a logout, a deactivation, a
// withdrawn right to bid or a withdrawn approval of his file refuses his very next bid — even when
// written straight to the database, with no signal to any cache.
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { aSale, asBidder, bidders, bidPath, type Bidder, type LiveSale } from './auction-fixtures.js';

onEachApiDatabase('http: a bid reads its bidder’s rights fresh', (kind) => {
  describe('on the API', () => {
    let t: TestApi;
    let sale: LiveSale;
    let bidder: Bidder;
    let amount: number;
    before(async () => {
      t = await startTestApi({ databaseUrl: kind.url, env: { OUTBOX_WORKER: '0' } });
    });
    after(async () => {
      await t?.close();
    });
    beforeEach(async () => {
      sale = await aSale(t);
      bidder = (await bidders(t, sale, 1))[0]!;
      amount = sale.auction.firstPrice;
      // Two accepted bids first: the bidder known.
      for (let i = 0; i < 2; i += 1) {
        amount += 1_000;
        expect((await bid()).status).to.equal(201);
      }
    });

    const bid = () => {
      amount += 1_000;
      return asBidder(t, bidder, 'POST', bidPath(sale), { amount });
    };
    const codeOf = async (res: Response) => ((await res.json()) as { error?: { code?: string } }).error?.code;

    it('refuses the next bid once the right to bid is withdrawn, and takes it again once restored', async () => {
      const { users } = t.api.ports.repos;
      const user = (await users.findById(bidder.user.id))!;
      await users.update({ ...user, biddingSuspendedAt: t.clock.now() });
      const refused = await bid();
      expect(refused.status).to.equal(403);
      expect(await codeOf(refused)).to.equal('bid_not_allowed');
      await users.update({ ...user, biddingSuspendedAt: null });
      expect((await bid()).status).to.equal(201);
    });

    it('refuses the next bid once the account is deactivated', async () => {
      const { users } = t.api.ports.repos;
      const user = (await users.findById(bidder.user.id))!;
      await users.update({ ...user, deactivatedAt: t.clock.now() });
      expect((await bid()).status).to.equal(401);
    });

    it('refuses the next bid once the token is revoked (logout)', async () => {
      expect((await asBidder(t, bidder, 'POST', '/logout')).status).to.equal(204);
      expect((await bid()).status).to.equal(401);
    });

    it('refuses the next bid once the approval of the file is withdrawn, then once the visit is', async () => {
      const { buyerFiles } = t.api.ports.repos;
      const file = (await buyerFiles.find(sale.property.id, bidder.user.id))!;
      const review = file.agrement.review!;
      await buyerFiles.update({
        ...file,
        agrement: { ...file.agrement, review: { ...review, status: 'refused' } },
      });
      const refused = await bid();
      expect(refused.status).to.equal(403);
      expect(await codeOf(refused)).to.equal('bid_agrement_refused');
      await buyerFiles.update({ ...file, visitDoneAt: null });
      const unvisited = await bid();
      expect(unvisited.status).to.equal(403);
      expect(await codeOf(unvisited)).to.equal('bid_visit_required');
      await buyerFiles.update(file);
      expect((await bid()).status).to.equal(201);
    });

    it('answers auction_ended from the lock once the auction has ended behind the process’s back', async () => {
      const { auctions } = t.api.ports.repos;
      const current = (await auctions.findById(sale.auction.id))!;
      // Ended by an accepted offer, written behind the process's back: decided under the lock.
      await auctions.update({ ...current, closedAt: t.clock.now() - 1 });
      const refused = await bid();
      expect(refused.status).to.equal(409);
      expect(await codeOf(refused)).to.equal('auction_ended');
    });
  });
});
