import { expect } from 'chai';
import { DuplicateBidAmountError } from '../../core/src/ports/repositories.port.js';
import { aBid, aBuyer, DEFAULT_TEST_NOW } from '../../core/src/testing/index.js';
import { addAuction, addBuyer, useStore, type MakeStore } from './store.js';

export function bidRepositoryContract(makeStore: MakeStore): void {
  describe('BidRepository', () => {
    const store = useStore(makeStore);

    async function setUp() {
      const { repos } = store();
      return { repos, auction: await addAuction(repos), buyer: await addBuyer(repos) };
    }

    it('adds with increasing ids and reads back every field', async () => {
      const { repos, auction, buyer } = await setUp();
      const first = await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 250000 }));
      const second = await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 251000 }));
      expect(second.id).to.be.greaterThan(first.id);
      expect(await repos.bids.findById(first.id)).to.deep.equal(first);
      expect(first).to.include({ auctionId: auction.id, userId: buyer.id, amount: 250000, status: 'placed' });
    });

    it('keeps the microseconds of the bid time', async () => {
      const { repos, auction, buyer } = await setUp();
      const placedAt = DEFAULT_TEST_NOW + 0.123;
      const bid = await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, placedAt }));
      expect((await repos.bids.findById(bid.id))?.placedAt).to.equal(placedAt);
    });

    it('answers null for an unknown id and an empty list for an auction without bids', async () => {
      const { repos, auction } = await setUp();
      expect(await repos.bids.findById(999)).to.equal(null);
      expect(await repos.bids.listByAuction(auction.id)).to.deep.equal([]);
    });

    it('lists the bids of one auction, oldest first', async () => {
      const { repos, auction, buyer } = await setUp();
      const other = await addAuction(repos);
      const late = await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 252000, placedAt: DEFAULT_TEST_NOW - 1000 }),
      );
      const early = await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 251000, placedAt: DEFAULT_TEST_NOW - 2000 }),
      );
      await repos.bids.add(aBid({ auctionId: other.id, userId: buyer.id, amount: 251000 }));
      expect(await repos.bids.listByAuction(auction.id)).to.deep.equal([early, late]);
    });

    it("slices an auction's bids in the same order: the latest n, or a page from the oldest, with the total", async () => {
      const { repos, auction, buyer } = await setUp();
      const other = await addAuction(repos);
      await repos.bids.add(aBid({ auctionId: other.id, userId: buyer.id, amount: 999000 }));
      const added = [];
      for (let i = 0; i < 7; i += 1) {
        added.push(
          await repos.bids.add(
            aBid({
              auctionId: auction.id,
              userId: buyer.id,
              amount: 250000 + i * 1000,
              placedAt: DEFAULT_TEST_NOW + i,
            }),
          ),
        );
      }
      expect(await repos.bids.sliceByAuction(auction.id, { last: 3 })).to.deep.equal({
        bids: added.slice(4),
        total: 7,
      });
      expect(await repos.bids.sliceByAuction(auction.id, { last: 50 })).to.deep.equal({
        bids: added,
        total: 7,
      });
      expect(await repos.bids.sliceByAuction(auction.id, { offset: 2, limit: 3 })).to.deep.equal({
        bids: added.slice(2, 5),
        total: 7,
      });
      expect(await repos.bids.sliceByAuction(auction.id, { offset: 7, limit: 3 })).to.deep.equal({
        bids: [],
        total: 7,
      });
    });

    it("lists a user's bids on every auction, oldest first, and no one else's", async () => {
      const { repos, auction, buyer } = await setUp();
      const other = await addAuction(repos);
      const rival = await addBuyer(repos);
      const onOther = await repos.bids.add(
        aBid({ auctionId: other.id, userId: buyer.id, amount: 300000, placedAt: DEFAULT_TEST_NOW - 3000 }),
      );
      await repos.bids.add(
        aBid({ auctionId: auction.id, userId: rival.id, amount: 250000, placedAt: DEFAULT_TEST_NOW - 2500 }),
      );
      const latest = await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 251000, placedAt: DEFAULT_TEST_NOW - 1000 }),
      );
      const earlier = await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 249000, placedAt: DEFAULT_TEST_NOW - 2000 }),
      );
      expect(await repos.bids.listByUser(buyer.id)).to.deep.equal([onOther, earlier, latest]);
      expect(await repos.bids.listByUser(rival.id)).to.have.length(1);
      expect(await repos.bids.listByUser(rival.id + buyer.id + 1000)).to.deep.equal([]);
    });

    it('answers who led before a bid: the best earlier bid (by time, then id) not refused', async () => {
      const { repos, auction, buyer } = await setUp();
      const other = await repos.users.add(aBuyer({ email: 'other-bidder@example.test' }));
      const at = (amount: number, placedAt: number, userId = buyer.id) =>
        repos.bids.add(aBid({ auctionId: auction.id, userId, amount, placedAt }));
      const first = await at(250000, DEFAULT_TEST_NOW - 3000);
      expect(await repos.bids.bestStandingBefore(first)).to.equal(null);
      const second = await at(252000, DEFAULT_TEST_NOW - 2000, other.id);
      const refused = await at(253000, DEFAULT_TEST_NOW - 1000);
      await repos.bids.setStatus(refused.id, 'refused', { at: DEFAULT_TEST_NOW, by: 1 });
      // Placed at the same time as a later one: the lower id comes first.
      const sameTimeFirst = await at(252500, DEFAULT_TEST_NOW);
      const sameTimeSecond = await at(254000, DEFAULT_TEST_NOW, other.id);
      expect(await repos.bids.bestStandingBefore(second)).to.deep.equal(first);
      expect(await repos.bids.bestStandingBefore(sameTimeFirst)).to.deep.equal(second);
      expect(await repos.bids.bestStandingBefore(sameTimeSecond)).to.deep.equal(sameTimeFirst);
      // Another auction's bids never count.
      const elsewhere = await repos.bids.add(
        aBid({
          auctionId: (await addAuction(repos)).id,
          userId: buyer.id,
          amount: 100,
          placedAt: DEFAULT_TEST_NOW,
        }),
      );
      expect(await repos.bids.bestStandingBefore(elsewhere)).to.equal(null);
    });

    it('finds bids by ids, and lists the standing bids placed between two times, by time then id', async () => {
      const { repos, auction, buyer } = await setUp();
      const at = (amount: number, placedAt: number) =>
        repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount, placedAt }));
      const early = await at(250000, DEFAULT_TEST_NOW - 3000);
      const a = await at(251000, DEFAULT_TEST_NOW - 2000);
      const refused = await at(252000, DEFAULT_TEST_NOW - 1500);
      await repos.bids.setStatus(refused.id, 'refused', { at: DEFAULT_TEST_NOW, by: 1 });
      const b = await at(253000, DEFAULT_TEST_NOW - 1000);
      const c = await at(254000, DEFAULT_TEST_NOW - 1000);
      const late = await at(255000, DEFAULT_TEST_NOW);
      await repos.bids.add(
        aBid({
          auctionId: (await addAuction(repos)).id,
          userId: buyer.id,
          amount: 1,
          placedAt: DEFAULT_TEST_NOW - 1000,
        }),
      );

      const found = await repos.bids.findByIds([c.id, early.id, 999_999]);
      expect(found.map((bid) => bid.id).sort((x, y) => x - y)).to.deep.equal([early.id, c.id]);
      expect(await repos.bids.findByIds([])).to.deep.equal([]);
      expect(
        await repos.bids.listStandingPlacedBetween(
          auction.id,
          DEFAULT_TEST_NOW - 2000,
          DEFAULT_TEST_NOW - 1000,
          10,
        ),
      ).to.deep.equal([a, b, c]);
      expect(
        await repos.bids.listStandingPlacedBetween(auction.id, DEFAULT_TEST_NOW - 2000, DEFAULT_TEST_NOW, 2),
      ).to.deep.equal([a, b]);
      expect(late.id).to.be.above(c.id);
    });

    it('refuses a second bid of the same amount on the same auction with DuplicateBidAmountError', async () => {
      const { repos, auction, buyer } = await setUp();
      const rival = await addBuyer(repos);
      await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 253000 }));
      let caught: unknown = null;
      try {
        await repos.bids.add(aBid({ auctionId: auction.id, userId: rival.id, amount: 253000 }));
      } catch (error) {
        caught = error;
      }
      expect(caught).to.be.instanceOf(DuplicateBidAmountError);
      expect(caught).to.include({ auctionId: auction.id, amount: 253000 });
      expect(await repos.bids.listByAuction(auction.id)).to.have.length(1);
    });

    it('accepts the same amount on another auction', async () => {
      const { repos, auction, buyer } = await setUp();
      const other = await addAuction(repos);
      await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 253000 }));
      const bid = await repos.bids.add(aBid({ auctionId: other.id, userId: buyer.id, amount: 253000 }));
      expect(bid.auctionId).to.equal(other.id);
    });

    it('sets the status of a bid and only of that bid', async () => {
      const { repos, auction, buyer } = await setUp();
      const accepted = await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 250000 }),
      );
      const refused = await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 251000 }));
      const untouched = await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 252000 }),
      );
      await repos.bids.setStatus(accepted.id, 'accepted', { at: DEFAULT_TEST_NOW + 0.5, by: 42 });
      await repos.bids.setStatus(refused.id, 'refused', { at: DEFAULT_TEST_NOW, by: 43 });
      expect(await repos.bids.findById(accepted.id)).to.include({
        status: 'accepted',
        answeredAt: DEFAULT_TEST_NOW + 0.5,
        answeredBy: 42,
      });
      expect(await repos.bids.findById(refused.id)).to.include({ status: 'refused', answeredBy: 43 });
      const stillOpen = await repos.bids.findById(untouched.id);
      expect(stillOpen?.status).to.equal('placed');
      expect(stillOpen).not.to.have.property('answeredAt');
    });

    it('hands out copies', async () => {
      const { repos, auction, buyer } = await setUp();
      const bid = await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id }));
      bid.amount = 1;
      const [listed] = await repos.bids.listByAuction(auction.id);
      listed!.status = 'accepted';
      expect(await repos.bids.findById(bid.id)).to.include({ amount: 250000, status: 'placed' });
    });

    it('keeps the automatic flag and the chain link, and answers the newest link of an auction', async () => {
      const { repos, auction, buyer } = await setUp();
      expect(await repos.bids.lastChainHash(auction.id)).to.equal(null);
      await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 250000, chainHash: 'a'.repeat(64) }),
      );
      const auto = await repos.bids.add(
        aBid({
          auctionId: auction.id,
          userId: buyer.id,
          amount: 251000,
          automatic: true,
          chainHash: 'b'.repeat(64),
        }),
      );
      expect(await repos.bids.findById(auto.id)).to.include({ automatic: true, chainHash: 'b'.repeat(64) });
      expect(await repos.bids.lastChainHash(auction.id)).to.equal('b'.repeat(64));
      const [manual] = await repos.bids.listByAuction(auction.id);
      expect(manual).not.to.have.property('automatic');
    });
  });

  describe('AutomaticBidRepository', () => {
    const store = useStore(makeStore);

    it('keeps one maximum per auction and bidder: saved, replaced, listed, removed', async () => {
      const { repos } = store();
      const auction = await addAuction(repos);
      const [a, b] = [await addBuyer(repos), await addBuyer(repos)];
      expect(await repos.automaticBids.find(auction.id, a.id)).to.equal(null);
      const first = await repos.automaticBids.save({
        auctionId: auction.id,
        userId: a.id,
        maximum: 300000,
        setAt: DEFAULT_TEST_NOW + 0.001,
      });
      await repos.automaticBids.save({
        auctionId: auction.id,
        userId: b.id,
        maximum: 280000,
        setAt: DEFAULT_TEST_NOW,
      });
      const raised = await repos.automaticBids.save({
        auctionId: auction.id,
        userId: a.id,
        maximum: 310000,
        setAt: DEFAULT_TEST_NOW + 5,
      });
      expect(raised.id).to.equal(first.id);
      expect(await repos.automaticBids.find(auction.id, a.id)).to.deep.equal({
        id: first.id,
        auctionId: auction.id,
        userId: a.id,
        maximum: 310000,
        setAt: DEFAULT_TEST_NOW + 5,
      });
      expect((await repos.automaticBids.listByAuction(auction.id)).map((m) => m.userId)).to.deep.equal([
        a.id,
        b.id,
      ]);
      await repos.automaticBids.remove(auction.id, a.id);
      expect((await repos.automaticBids.listByAuction(auction.id)).map((m) => m.userId)).to.deep.equal([
        b.id,
      ]);
      expect((await repos.automaticBids.find(auction.id, b.id))?.setAt).to.equal(DEFAULT_TEST_NOW);
    });
  });
}
