import { expect } from 'chai';
import { anAuction, DEFAULT_TEST_NOW } from '../../core/src/testing/index.js';
import { addAuction, addProperty, useStore, type MakeStore } from './store.js';

export function auctionRepositoryContract(makeStore: MakeStore): void {
  describe('AuctionRepository', () => {
    const store = useStore(makeStore);

    it('adds with increasing ids and reads back every field', async () => {
      const { repos } = store();
      const first = await addAuction(repos);
      const second = await addAuction(repos, { currentPrice: 252000, bidCount: 3, lastBidId: null });
      expect(second.id).to.be.greaterThan(first.id);
      expect(await repos.auctions.findById(first.id)).to.deep.equal(first);
      expect(await repos.auctions.findById(second.id)).to.deep.equal(second);
      expect(first).to.include({ firstPrice: 250000, step: 1000, currentPrice: null, closedAt: null });
    });

    it('finds the auction of a property', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      await addAuction(repos);
      const auction = await repos.auctions.add(anAuction({ propertyId: property.id }));
      expect(await repos.auctions.findByPropertyId(property.id)).to.deep.equal(auction);
    });

    it('finds the auctions of several properties in one read, leaving out those without one', async () => {
      const { repos } = store();
      const [a, b, none] = [await addProperty(repos), await addProperty(repos), await addProperty(repos)];
      const first = await repos.auctions.add(anAuction({ propertyId: a.id }));
      const second = await repos.auctions.add(anAuction({ propertyId: b.id }));
      const found = await repos.auctions.findByPropertyIds([b.id, none.id, a.id]);
      expect([...found].sort((x, y) => x.id - y.id)).to.deep.equal([first, second]);
      expect(await repos.auctions.findByPropertyIds([])).to.deep.equal([]);
    });

    it('answers null for an unknown id or a property without auction', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      expect(await repos.auctions.findById(999)).to.equal(null);
      expect(await repos.auctions.findByIdForUpdate(999)).to.equal(null);
      expect(await repos.auctions.findByPropertyId(property.id)).to.equal(null);
    });

    it('reads for update inside a unit of work', async () => {
      const { repos, unitOfWork } = store();
      const auction = await addAuction(repos);
      const locked = await unitOfWork.run((tx) => tx.auctions.findByIdForUpdate(auction.id));
      expect(locked).to.deep.equal(auction);
    });

    it('updates the price, the end and the closing', async () => {
      const { repos } = store();
      const auction = await addAuction(repos);
      const extended = {
        ...auction,
        currentPrice: 251000,
        bidCount: 1,
        endAt: auction.endAt + 120_000,
        closedAt: DEFAULT_TEST_NOW,
      };
      await repos.auctions.update(extended);
      expect(await repos.auctions.findById(auction.id)).to.deep.equal(extended);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const auction = await addAuction(repos);
      auction.currentPrice = 999999;
      const found = await repos.auctions.findById(auction.id);
      expect(found?.currentPrice).to.equal(null);
      found!.bidCount = 42;
      expect((await repos.auctions.findById(auction.id))?.bidCount).to.equal(0);
    });
  });
}
