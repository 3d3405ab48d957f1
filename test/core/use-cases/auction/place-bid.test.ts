import { expect } from 'chai';
import { viewerOf, ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../../../core/src/ports/repositories.port.js';
import { PlaceBid } from '../../../../core/src/use-cases/place-bid/place-bid.js';
import { aBid, aBuyer, aNegotiator } from '../../../../core/src/testing/index.js';
import { aLiveSale, aRegisteredBuyer, storedAuction, type Sale } from './fixture.js';

const placeBid = (sale: Sale, unitOfWork: UnitOfWork = sale.kit.unitOfWork) =>
  new PlaceBid({ ...sale.kit, unitOfWork });

/** A unit of work that lets something happen just before the transaction starts, as a concurrent request would. */
const before = (sale: Sale, happen: (repos: Repositories) => Promise<void> | void): UnitOfWork => ({
  run: async (work) => {
    await happen(sale.kit.repos);
    return sale.kit.unitOfWork.run(work);
  },
});

describe('PlaceBid', () => {
  describe('accepts', () => {
    it('a first bid at the first price: inserts it, moves the price and publishes BidPlaced', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      const now = sale.kit.clock.now();

      const result = await placeBid(sale).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 250_000,
      });

      expect(result.ok).to.equal(true);
      if (!result.ok) return;
      const { bid, auction } = result.value;
      expect(bid).to.deep.equal({
        id: bid.id,
        auctionId: sale.auction.id,
        userId: buyer.id,
        amount: 250_000,
        placedAt: now,
        status: 'placed',
        chainHash: bid.chainHash,
      });
      expect(bid.chainHash).to.match(/^[0-9a-f]{64}$/);
      expect(auction).to.deep.equal({
        ...sale.auction,
        currentPrice: 250_000,
        lastBidId: bid.id,
        bidCount: 1,
      });
      expect(await storedAuction(sale)).to.deep.equal(auction);
      expect(await sale.kit.repos.bids.listByAuction(sale.auction.id)).to.deep.equal([bid]);
      expect(sale.kit.events.events).to.deep.equal([
        {
          type: 'BidPlaced',
          auctionId: sale.auction.id,
          bidId: bid.id,
          amount: 250_000,
          userId: buyer.id,
          endAt: sale.auction.endAt,
        },
      ]);
    });

    it('a bid of the current price plus a multiple of the step', async () => {
      const sale = await aLiveSale();
      const [first, second] = [await aRegisteredBuyer(sale), await aRegisteredBuyer(sale)];
      await placeBid(sale).execute({ viewer: first, auctionId: sale.auction.id, amount: 250_000 });

      const result = await placeBid(sale).execute({
        viewer: second,
        auctionId: sale.auction.id,
        amount: 253_000,
      });

      expect(result.ok && result.value.auction).to.include({ currentPrice: 253_000, bidCount: 2 });
      expect((await storedAuction(sale)).currentPrice).to.equal(253_000);
    });

    it('with exactly 2 min left: extends the end by 2 min and publishes AuctionExtended', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      const end = sale.auction.endAt;
      sale.kit.clock.set(end - 120_000);

      const result = await placeBid(sale).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 250_000,
      });

      expect(result.ok && result.value.auction).to.include({ endAt: end + 120_000, originalEndAt: end });
      expect((await storedAuction(sale)).endAt).to.equal(end + 120_000);
      expect(sale.kit.events.events.map((e) => e.type)).to.deep.equal(['BidPlaced', 'AuctionExtended']);
      expect(sale.kit.events.events[1]).to.deep.equal({
        type: 'AuctionExtended',
        auctionId: sale.auction.id,
        endAt: end + 120_000,
      });
    });

    it('with 2 min + 1 ms left: keeps the end', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      const end = sale.auction.endAt;
      sale.kit.clock.set(end - 120_001);

      const result = await placeBid(sale).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 250_000,
      });

      expect(result.ok && result.value.auction.endAt).to.equal(end);
      expect(sale.kit.events.events.map((e) => e.type)).to.deep.equal(['BidPlaced']);
    });

    it('in the last millisecond, then again within the extension', async () => {
      const sale = await aLiveSale();
      const [first, second] = [await aRegisteredBuyer(sale), await aRegisteredBuyer(sale)];
      const end = sale.auction.endAt;
      sale.kit.clock.set(end - 1);
      await placeBid(sale).execute({ viewer: first, auctionId: sale.auction.id, amount: 250_000 });
      sale.kit.clock.set(end + 60_000);

      const result = await placeBid(sale).execute({
        viewer: second,
        auctionId: sale.auction.id,
        amount: 251_000,
      });

      expect(result.ok && result.value.auction.endAt).to.equal(end + 240_000);
    });
  });

  describe('refuses', () => {
    const expectError = async (
      promise: ReturnType<PlaceBid['execute']>,
      error: { code: string; field?: string; params?: Record<string, string> },
    ) => {
      const result = await promise;
      expect(result).to.deep.equal({ ok: false, error });
    };

    for (const amount of ['250000', 250_000.5, -1_000, 0, Number.NaN, Infinity, undefined, null]) {
      it(`an amount that is not a whole number of euros: ${String(amount)}`, async () => {
        const sale = await aLiveSale();
        const buyer = await aRegisteredBuyer(sale);
        await expectError(placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount }), {
          code: 'invalid_input',
          field: 'amount',
        });
      });
    }

    it('an auction id that is not a record id', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      await expectError(placeBid(sale).execute({ viewer: buyer, auctionId: '1', amount: 250_000 }), {
        code: 'invalid_input',
        field: 'auctionId',
      });
    });

    it('an anonymous visitor', async () => {
      const sale = await aLiveSale();
      await expectError(
        placeBid(sale).execute({ viewer: ANONYMOUS, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'unauthenticated',
        },
      );
    });

    it('a session whose account no longer exists', async () => {
      const sale = await aLiveSale();
      const ghost = {
        ...ANONYMOUS,
        id: 999,
        roles: ['ROLE_USER' as const],
        verified: true,
        canAuction: true,
      };
      await expectError(
        placeBid(sale).execute({ viewer: ghost, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'unauthenticated',
        },
      );
    });

    it('a negotiator, even registered and verified', async () => {
      const sale = await aLiveSale();
      const negotiator = await sale.kit.repos.users.add(aNegotiator({ identityVerifiedAt: 1 }));
      await expectError(
        placeBid(sale).execute({ viewer: viewerOf(negotiator), auctionId: sale.auction.id, amount: 250_000 }),
        { code: 'negotiator_cannot_bid' },
      );
    });

    it('a buyer whose identity document was never approved', async () => {
      const sale = await aLiveSale();
      const file = { identity: { document: null, documentDeletedAt: null, review: null } };
      const buyer = await aRegisteredBuyer(sale, { user: { identityVerifiedAt: null }, file });
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'bid_identity_missing',
        },
      );
    });

    it('a buyer whose agrément request waits for the negotiator', async () => {
      const sale = await aLiveSale();
      const pending = {
        status: 'pending' as const,
        submittedAt: 1,
        decidedAt: null,
        decidedBy: null,
        refusalReason: null,
      };
      const buyer = await aRegisteredBuyer(sale, {
        file: { agrement: { signature: null, review: pending } },
      });
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        { code: 'bid_agrement_pending' },
      );
    });

    it('a user whose right to bid an administrator withdrew', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale, { user: { biddingSuspendedAt: 1 } });
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'bid_not_allowed',
        },
      );
    });

    it('a user whose right to bid was withdrawn since the session began', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      const user = await sale.kit.repos.users.findById(buyer.id);
      await sale.kit.repos.users.update({ ...user!, biddingSuspendedAt: sale.kit.clock.now() });
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'bid_not_allowed',
        },
      );
    });

    it('a buyer not registered on the property', async () => {
      const sale = await aLiveSale();
      const user = await sale.kit.repos.users.add(aBuyer());
      await expectError(
        placeBid(sale).execute({ viewer: viewerOf(user), auctionId: sale.auction.id, amount: 250_000 }),
        { code: 'bid_registration_required' },
      );
    });

    it('a registered buyer who has not visited', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale, { file: { visitDoneAt: null } });
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'bid_visit_required',
        },
      );
    });

    it('an unknown auction', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      await expectError(placeBid(sale).execute({ viewer: buyer, auctionId: 404, amount: 250_000 }), {
        code: 'not_found',
        field: 'auctionId',
      });
    });

    it('an absurd bid (just under 2^53 €), after which the sale still takes normal bids', async () => {
      const sale = await aLiveSale();
      const [buyer, other] = [await aRegisteredBuyer(sale), await aRegisteredBuyer(sale)];
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 9_007_199_254_740_000 }),
        { code: 'bid_above_maximum', params: { max: '25\u202f000\u202f000\u00a0€' }, field: 'amount' },
      );
      expect((await storedAuction(sale)).currentPrice).to.equal(null);
      const normal = await placeBid(sale).execute({
        viewer: other,
        auctionId: sale.auction.id,
        amount: 250_000,
      });
      expect(normal.ok).to.equal(true);
      expect((await storedAuction(sale)).currentPrice).to.equal(250_000);
    });

    it('a bid before the start', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      sale.kit.clock.set(sale.auction.startAt - 1);
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'auction_not_open',
        },
      );
    });

    it('a bid at the end itself', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      sale.kit.clock.set(sale.auction.endAt);
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'auction_ended',
        },
      );
    });

    it('a bid once the seller accepted an offer', async () => {
      const sale = await aLiveSale({ closedAt: Date.UTC(2026, 10, 21, 9), currentPrice: 250_000 });
      const buyer = await aRegisteredBuyer(sale);
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 251_000 }),
        {
          code: 'auction_ended',
        },
      );
    });

    it('the first price − 1 before any bid, as below the minimum', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 249_999 }),
        {
          code: 'bid_below_minimum',
          field: 'amount',
        },
      );
    });

    it('the minimum − 1 after a bid, as below the minimum', async () => {
      const sale = await aLiveSale({ currentPrice: 250_000, bidCount: 1 });
      const buyer = await aRegisteredBuyer(sale);
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_999 }),
        {
          code: 'bid_below_minimum',
          field: 'amount',
        },
      );
    });

    it('the current price itself, as outbid', async () => {
      const sale = await aLiveSale({ currentPrice: 250_000, bidCount: 1 });
      const buyer = await aRegisteredBuyer(sale);
      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'bid_outbid',
          field: 'amount',
        },
      );
    });

    it('the minimum + half a step, as off the step grid', async () => {
      const sale = await aLiveSale({ currentPrice: 250_000, bidCount: 1 });
      const buyer = await aRegisteredBuyer(sale);
      const result = await placeBid(sale).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 251_500,
      });
      expect(!result.ok && result.error.code).to.equal('bid_not_on_step');
    });

    it('an amount the store already holds, as outbid, and rolls everything back', async () => {
      // The auction row says no bid, but the unique (auction, amount) key knows better.
      const sale = await aLiveSale();
      await sale.kit.repos.bids.add(aBid({ auctionId: sale.auction.id, amount: 250_000 }));
      const buyer = await aRegisteredBuyer(sale);

      await expectError(
        placeBid(sale).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 }),
        {
          code: 'bid_outbid',
          field: 'amount',
        },
      );
      expect(await storedAuction(sale)).to.deep.equal(sale.auction);
      expect(await sale.kit.repos.bids.listByAuction(sale.auction.id)).to.have.length(1);
      expect(sale.kit.events.events).to.deep.equal([]);
    });
  });

  describe('inside the transaction', () => {
    it('re-reads the committed price: a bid committed just before is outbid', async () => {
      const sale = await aLiveSale();
      const [rival, buyer] = [await aRegisteredBuyer(sale), await aRegisteredBuyer(sale)];
      const rivalBids = before(sale, async () => {
        const rivalResult = await placeBid(sale).execute({
          viewer: rival,
          auctionId: sale.auction.id,
          amount: 252_000,
        });
        expect(rivalResult.ok).to.equal(true);
      });

      const result = await placeBid(sale, rivalBids).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 251_000,
      });

      expect(result).to.deep.equal({ ok: false, error: { code: 'bid_outbid', field: 'amount' } });
      expect((await storedAuction(sale)).currentPrice).to.equal(252_000);
    });

    it('re-reads the end: an extension committed just before keeps the bid alive', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      const end = sale.auction.endAt;
      sale.kit.clock.set(end - 1_000);
      const extendedBeforehand = before(sale, async (repos) => {
        await repos.auctions.update({ ...sale.auction, endAt: end + 120_000 });
        sale.kit.clock.set(end + 500);
      });

      const result = await placeBid(sale, extendedBeforehand).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 250_000,
      });

      expect(result.ok && result.value.auction.endAt).to.equal(end + 240_000);
    });

    it('re-checks the phase at the time of the bid: reaching the end while waiting refuses it', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      sale.kit.clock.set(sale.auction.endAt - 1_000);
      const lateLock = before(sale, () => sale.kit.clock.set(sale.auction.endAt));

      const result = await placeBid(sale, lateLock).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 250_000,
      });

      expect(result).to.deep.equal({ ok: false, error: { code: 'auction_ended' } });
      expect(await sale.kit.repos.bids.listByAuction(sale.auction.id)).to.deep.equal([]);
    });

    it('dates the bid with the server time read under the lock', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      const start = sale.kit.clock.now();
      const slowLock = before(sale, () => sale.kit.clock.advance(1_500.25));

      const result = await placeBid(sale, slowLock).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 250_000,
      });

      expect(result.ok && result.value.bid.placedAt).to.equal(start + 1_500.25);
    });

    it('writes its events in the bid’s transaction, for the outbox to deliver', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);

      const result = await placeBid(sale).execute({
        viewer: buyer,
        auctionId: sale.auction.id,
        amount: 250_000,
      });

      expect(result.ok).to.equal(true);
      const entries = [...sale.kit.state.eventOutbox.rows.values()];
      expect(
        entries.map((entry) => [entry.topic, JSON.parse(entry.payload).type, entry.availableAt]),
      ).to.deep.equal([['domain-event', 'BidPlaced', sale.kit.clock.now()]]);
    });

    it('lets an infrastructure failure through, and rolls back', async () => {
      const sale = await aLiveSale();
      const buyer = await aRegisteredBuyer(sale);
      const failing = before(sale, (repos) => {
        repos.auctions.update = async () => {
          throw new Error('disk full');
        };
      });

      let thrown: unknown;
      try {
        await placeBid(sale, failing).execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 });
      } catch (error) {
        thrown = error;
      }

      expect((thrown as Error).message).to.equal('disk full');
      expect(sale.kit.state.bids.rows.size).to.equal(0);
      // Its events went with it: nothing to deliver about a bid that does not exist.
      expect(sale.kit.state.eventOutbox.rows.size).to.equal(0);
    });
  });

  describe('a login whose account the bid reads (the route leaves it to the use case)', () => {
    const loginOf = (userId: number, tokenId: string, issuedAt: number) => ({ userId, tokenId, issuedAt });

    it('reads the account in the batch and asks a deny list kept apart from the accounts (Redis)', async () => {
      const sale = await aLiveSale();
      const [kept, revoked] = [await aRegisteredBuyer(sale), await aRegisteredBuyer(sale)];
      const asked: string[] = [];
      const denyList = {
        revoke: async () => {},
        isRevoked: async (tokenId: string) => {
          asked.push(tokenId);
          return tokenId === 'logged-out';
        },
      };
      const bids = new PlaceBid({ ...sale.kit, denyList });
      const issuedAt = sale.kit.clock.now() - 60_000;
      const [refused, accepted] = await Promise.all([
        bids.execute({
          viewer: ANONYMOUS,
          login: loginOf(revoked.id, 'logged-out', issuedAt),
          auctionId: sale.auction.id,
          amount: 251_000,
        }),
        bids.execute({
          viewer: ANONYMOUS,
          login: loginOf(kept.id, 'in-use', issuedAt),
          auctionId: sale.auction.id,
          amount: 250_000,
        }),
      ]);
      expect(refused).to.deep.equal({ ok: false, error: { code: 'unauthenticated' } });
      expect(accepted.ok).to.equal(true);
      expect(asked.sort()).to.deep.equal(['in-use', 'logged-out']);
    });

    it('refuses a login issued before the password changed, or on an unknown or deactivated account, before an unknown auction', async () => {
      const sale = await aLiveSale();
      const now = sale.kit.clock.now();
      const changed = await aRegisteredBuyer(sale, { user: { passwordChangedAt: now - 1_000 } });
      const closed = await aRegisteredBuyer(sale, { user: { deactivatedAt: now - 1_000 } });
      const fine = await aRegisteredBuyer(sale);
      const bid = (userId: number, auctionId = sale.auction.id) =>
        placeBid(sale).execute({
          viewer: ANONYMOUS,
          login: loginOf(userId, `token-${userId}`, now - 60_000),
          auctionId,
          amount: 250_000,
        });
      const codeOf = async (answer: ReturnType<typeof bid>) => {
        const result = await answer;
        return result.ok ? 'accepted' : result.error.code;
      };
      for (const userId of [changed.id, closed.id, fine.id + 1000]) {
        expect(await codeOf(bid(userId)), `user ${userId}`).to.equal('unauthenticated');
        expect(await codeOf(bid(userId, sale.auction.id + 1000)), 'first').to.equal('unauthenticated');
      }
      expect(await codeOf(bid(fine.id, sale.auction.id + 1000))).to.equal('not_found');
      expect(await codeOf(bid(fine.id))).to.equal('accepted');
    });
  });
});
