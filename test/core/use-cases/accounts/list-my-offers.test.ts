import { expect } from 'chai';
import { ANONYMOUS, type Viewer } from '../../../../core/src/domain/user/user.js';
import { ListMyOffers } from '../../../../core/src/use-cases/list-my-offers/list-my-offers.js';
import {
  aBid,
  anAuction,
  aPhoto,
  aProperty,
  createTestKit,
  DEFAULT_TEST_NOW,
  type TestKit,
} from '../../../../core/src/testing/index.js';
import { DAY_MS, HOUR_MS } from '../../../../core/src/shared/time.js';
import type { Auction } from '../../../../core/src/domain/auction/auction.js';
import type { New } from '../../../../core/src/ports/repositories.port.js';

const NOW = DEFAULT_TEST_NOW;
const ME = 5;
const RIVAL = 6;
const viewer: Viewer = { id: ME, roles: ['ROLE_USER'], assistance: false, verified: true, canAuction: true };

describe('ListMyOffers (mes offres)', () => {
  let kit: TestKit;
  let useCase: ListMyOffers;

  beforeEach(() => {
    kit = createTestKit({ now: NOW });
    useCase = new ListMyOffers(kit);
  });

  /** A sale with bids in order [user, amount][]; the auction's price and last bid follow the last one. */
  async function sale(title: string, timing: Partial<New<Auction>>, bids: [number, number][]) {
    const property = await kit.repos.properties.add(aProperty({ title }));
    let auction = await kit.repos.auctions.add(anAuction({ propertyId: property.id, ...timing }));
    const placed = [];
    for (const [i, [userId, amount]] of bids.entries()) {
      placed.push(
        await kit.repos.bids.add(aBid({ auctionId: auction.id, userId, amount, placedAt: NOW - DAY_MS + i })),
      );
    }
    const last = placed.at(-1)!;
    auction = { ...auction, currentPrice: last.amount, lastBidId: last.id, bidCount: placed.length };
    await kit.repos.auctions.update(auction);
    return { property, auction, bids: placed };
  }

  it("lists each sale the viewer bid on once, with the card's fields and the viewer's standing", async () => {
    const { property, auction } = await sale('Maison à Annecy', {}, [
      [ME, 250000],
      [RIVAL, 251000],
      [ME, 253000],
    ]);
    const photo = await kit.repos.photos.add(aPhoto({ propertyId: property.id }));

    const result = await useCase.execute({ viewer });

    expect(result.ok && result.value.items).to.deep.equal([
      {
        propertyId: property.id,
        auctionId: auction.id,
        title: 'Maison à Annecy',
        city: 'Annecy',
        postcode: '74000',
        imageUrl: `/media/photos/${photo.id}?width=1024`,
        endAt: auction.endAt,
        currentPrice: 253000,
        phase: 'live',
        status: 'leading',
        myBestBid: 253000,
        myBidCount: 2,
        acceptedBySeller: false,
      },
    ]);
  });

  it('orders running sales ending soonest first, then ended ones, latest first; won, lost, outbid', async () => {
    const later = await sale('Outbid, ends in 2 days', { endAt: NOW + 2 * DAY_MS }, [
      [ME, 250000],
      [RIVAL, 251000],
    ]);
    const sooner = await sale('Leading, ends in 1 h', { endAt: NOW + HOUR_MS }, [[ME, 250000]]);
    const lost = await sale('Lost yesterday', { endAt: NOW - DAY_MS }, [
      [ME, 250000],
      [RIVAL, 252000],
    ]);
    const won = await sale('Won an hour ago', { endAt: NOW - HOUR_MS }, [
      [RIVAL, 250000],
      [ME, 251000],
    ]);
    await sale('Not mine', {}, [[RIVAL, 250000]]);

    const result = await useCase.execute({ viewer });

    const items = result.ok ? result.value.items : [];
    expect(items.map((item) => [item.auctionId, item.status])).to.deep.equal([
      [sooner.auction.id, 'leading'],
      [later.auction.id, 'outbid'],
      [won.auction.id, 'won'],
      [lost.auction.id, 'lost'],
    ]);
  });

  it('tells a sale ended by the seller accepting the viewer’s offer', async () => {
    const { auction, bids } = await sale('Accepted', {}, [[ME, 250000]]);
    await kit.repos.bids.setStatus(bids[0]!.id, 'accepted', { at: NOW - HOUR_MS, by: 99 });
    await kit.repos.auctions.update({ ...auction, closedAt: NOW - HOUR_MS, acceptedBidId: bids[0]!.id });

    const result = await useCase.execute({ viewer });

    expect(result.ok && result.value.items[0]).to.deep.include({
      phase: 'ended',
      status: 'won',
      acceptedBySeller: true,
      endAt: NOW - HOUR_MS,
    });
  });

  it('answers an empty list to a user who never bid, and refuses an anonymous visitor', async () => {
    await sale('Not mine', {}, [[RIVAL, 250000]]);
    expect(await useCase.execute({ viewer })).to.deep.equal({
      ok: true,
      value: { items: [], now: kit.clock.now() },
    });
    expect(await useCase.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});
