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

    it('answers a bid on a token revoked meanwhile 401 as to an anonymous bid, places nothing of it, and places its neighbour', async () => {
      const [neighbour] = await bidders(t, sale, 1);
      const anonymous = await t.request('anonymous', 'POST', bidPath(sale), {
        json: { amount: amount + 5_000 },
      });
      const claims = (await t.api.ports.tokens.verify(bidder.token))!;
      // Revoked straight in the deny list, as another instance's logout would: nothing tells this process.
      await t.api.ports.denyList.revoke(claims.tokenId!, claims.expiresAt!);
      // Sent together: the higher one first, so the neighbour's is refused `bid_outbid` if it was placed.
      const [revoked, placed] = await Promise.all([
        asBidder(t, bidder, 'POST', bidPath(sale), { amount: amount + 2_000 }),
        asBidder(t, neighbour!, 'POST', bidPath(sale), { amount: amount + 1_000 }),
      ]);
      expect(revoked.status).to.equal(401);
      expect(await revoked.json()).to.deep.equal(await anonymous.json());
      expect(placed.status).to.equal(201);
      const stored = await t.api.ports.repos.bids.listByAuction(sale.auction.id);
      expect(stored.map((bid) => [bid.userId, bid.amount]).slice(-1)).to.deep.equal([
        [neighbour!.user.id, amount + 1_000],
      ]);
    });

    it('clears the cookie of a revoked token its bid carried, as the authentication does', async () => {
      expect((await asBidder(t, bidder, 'POST', '/logout')).status).to.equal(204);
      const refused = await fetch(`${t.url}${bidPath(sale)}`, {
        method: 'POST',
        headers: { Cookie: `BEARER=${bidder.token}`, Origin: t.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: amount + 1_000 }),
      });
      expect(refused.status).to.equal(401);
      expect(refused.headers.get('set-cookie')).to.match(/^BEARER=;/);
    });

    it('answers a malformed bid 400 on a usable token, 401 on a revoked one, as on any other route', async () => {
      const malformed = () => asBidder(t, bidder, 'POST', bidPath(sale), { amount: ['not', 'euros'] });
      expect((await malformed()).status).to.equal(400);
      expect((await asBidder(t, bidder, 'POST', '/logout')).status).to.equal(204);
      const refused = await malformed();
      expect(refused.status).to.equal(401);
      expect(await codeOf(refused)).to.equal('unauthenticated');
    });

    it('refuses a bid once the account is deleted', async () => {
      const [stranger] = await bidders(t, sale, 1);
      const { knex } = t.api.infrastructure.database;
      await knex('buyer_files').where('user_id', stranger!.user.id).delete();
      await knex('users').where('id', stranger!.user.id).delete();
      const refused = await asBidder(t, stranger!, 'POST', bidPath(sale), { amount: amount + 1_000 });
      expect(refused.status).to.equal(401);
      expect(await codeOf(refused)).to.equal('unauthenticated');
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
