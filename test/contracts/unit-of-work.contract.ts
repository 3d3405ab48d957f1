import { expect } from 'chai';
import { aBid } from '../../core/src/testing/index.js';
import { addAuction, addBuyer, addProperty, useStore, type MakeStore } from './store.js';

/** Lets other promises run, so that unserialised read-then-write units would interleave. */
const yieldToOthers = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function unitOfWorkContract(makeStore: MakeStore): void {
  describe('UnitOfWork', () => {
    const store = useStore(makeStore);

    it('commits the work and returns its value', async () => {
      const { repos, unitOfWork } = store();
      const { auction, bid } = await unitOfWork.run(async (tx) => {
        const auction = await addAuction(tx);
        const bid = await tx.bids.add(aBid({ auctionId: auction.id, userId: (await addBuyer(tx)).id }));
        await tx.auctions.update({ ...auction, currentPrice: bid.amount, lastBidId: bid.id, bidCount: 1 });
        return { auction, bid };
      });
      expect(await repos.bids.findById(bid.id)).to.deep.equal(bid);
      expect(await repos.auctions.findById(auction.id)).to.include({
        currentPrice: 250000,
        lastBidId: bid.id,
        bidCount: 1,
      });
    });

    it('rolls everything back when the work throws, and rethrows', async () => {
      const { repos, unitOfWork } = store();
      const auction = await addAuction(repos);
      const buyer = await addBuyer(repos);
      const failure = new Error('boom');
      let caught: unknown = null;
      let bidId = 0;
      try {
        await unitOfWork.run(async (tx) => {
          bidId = (await tx.bids.add(aBid({ auctionId: auction.id, userId: buyer.id }))).id;
          await tx.auctions.update({ ...auction, currentPrice: 250000, bidCount: 1 });
          await tx.users.update({ ...buyer, firstName: 'Rollback' });
          throw failure;
        });
      } catch (error) {
        caught = error;
      }
      expect(caught).to.equal(failure);
      expect(bidId).to.be.greaterThan(0);
      expect(await repos.bids.findById(bidId)).to.equal(null);
      expect(await repos.bids.listByAuction(auction.id)).to.deep.equal([]);
      expect(await repos.auctions.findById(auction.id)).to.deep.equal(auction);
      expect(await repos.users.findById(buyer.id)).to.deep.equal(buyer);
    });

    it('rolls back a unit whose duplicate bid was refused, and keeps working afterwards', async () => {
      const { repos, unitOfWork } = store();
      const auction = await addAuction(repos);
      const buyer = await addBuyer(repos);
      await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 251000 }));
      const attempt = unitOfWork.run(async (tx) => {
        await tx.auctions.update({ ...auction, bidCount: 99 });
        await tx.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 251000 }));
      });
      await attempt.then(
        () => expect.fail('the duplicate bid should have been refused'),
        () => undefined,
      );
      expect((await repos.auctions.findById(auction.id))?.bidCount).to.equal(0);
      const next = await unitOfWork.run((tx) =>
        tx.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 252000 })),
      );
      expect(next.amount).to.equal(252000);
    });

    it('serialises concurrent units: 50 read-then-write increments all survive', async () => {
      const { repos, unitOfWork } = store();
      const auction = await addAuction(repos);
      await Promise.all(
        Array.from({ length: 50 }, () =>
          unitOfWork.run(async (tx) => {
            const current = await tx.auctions.findByIdForUpdate(auction.id);
            await yieldToOthers();
            await tx.auctions.update({ ...current!, bidCount: current!.bidCount + 1 });
          }),
        ),
      );
      expect((await repos.auctions.findById(auction.id))?.bidCount).to.equal(50);
    });

    it('a failing unit does not undo the units around it', async () => {
      const { repos, unitOfWork } = store();
      const results = await Promise.allSettled([
        unitOfWork.run((tx) => addProperty(tx, { reference: 'BEFORE-1' })),
        unitOfWork.run(async (tx) => {
          await addProperty(tx, { reference: 'FAILED-1' });
          throw new Error('boom');
        }),
        unitOfWork.run((tx) => addProperty(tx, { reference: 'AFTER-1' })),
      ]);
      expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
      expect(await repos.properties.findByReference('BEFORE-1')).to.not.equal(null);
      expect(await repos.properties.findByReference('FAILED-1')).to.equal(null);
      expect(await repos.properties.findByReference('AFTER-1')).to.not.equal(null);
    });
  });
}
