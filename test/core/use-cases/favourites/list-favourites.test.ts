import { expect } from 'chai';
import { ANONYMOUS, type Viewer } from '../../../../core/src/domain/user/user.js';
import { ListFavourites } from '../../../../core/src/use-cases/list-favourites/list-favourites.js';
import { ListPublicSales } from '../../../../core/src/use-cases/list-public-sales/list-public-sales.js';
import { ReindexProperty } from '../../../../core/src/use-cases/reindex-property/reindex-property.js';
import {
  aFavourite,
  anAuction,
  aPhoto,
  aProperty,
  createTestKit,
  DEFAULT_TEST_NOW,
  type TestKit,
} from '../../../../core/src/testing/index.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';

const someone = (id: number): Viewer => ({
  id,
  roles: ['ROLE_USER'],
  assistance: false,
  verified: false,
  canAuction: false,
});

const withoutCards = (items: { propertyId: number; createdAt: number }[]) =>
  items.map(({ propertyId, createdAt }) => ({ propertyId, createdAt }));

describe('ListFavourites (mes favoris)', () => {
  let kit: TestKit;
  let useCase: ListFavourites;

  beforeEach(async () => {
    kit = createTestKit();
    useCase = new ListFavourites(kit);
    await kit.repos.favourites.add(aFavourite({ userId: 5, propertyId: 10, createdAt: 1_000 }));
    await kit.repos.favourites.add(aFavourite({ userId: 5, propertyId: 11, createdAt: 3_000 }));
    await kit.repos.favourites.add(aFavourite({ userId: 5, propertyId: 12, createdAt: 2_000 }));
    await kit.repos.favourites.add(aFavourite({ userId: 6, propertyId: 13, createdAt: 4_000 }));
  });

  it("lists the viewer's favourites, newest first, with property id and time", async () => {
    const result = await useCase.execute({ viewer: someone(5) });
    expect(result.ok && withoutCards(result.value.items)).to.deep.equal([
      { propertyId: 11, createdAt: 3_000 },
      { propertyId: 12, createdAt: 2_000 },
      { propertyId: 10, createdAt: 1_000 },
    ]);
  });

  it('gives a property that no longer exists a null card', async () => {
    const result = await useCase.execute({ viewer: someone(6) });
    expect(result.ok && result.value.items).to.deep.equal([{ propertyId: 13, createdAt: 4_000, card: null }]);
  });

  it('gives each sale the card of the public list of sales, its price from the auction', async () => {
    const property = await kit.repos.properties.add(aProperty({ title: 'Chalet à Megève' }));
    const auction = await kit.repos.auctions.add(
      anAuction({ propertyId: property.id, currentPrice: 262000, endAt: DEFAULT_TEST_NOW + HOUR_MS }),
    );
    const photo = await kit.repos.photos.add(aPhoto({ propertyId: property.id }));
    await kit.repos.favourites.add(aFavourite({ userId: 7, propertyId: property.id, createdAt: 5_000 }));
    // The public list of sales, from the search index, is the reference.
    await new ReindexProperty(kit).execute({ propertyId: property.id });
    const publicList = await new ListPublicSales(kit).execute({});
    const publicCard = publicList.ok ? publicList.value.cards[0] : null;

    const result = await useCase.execute({ viewer: someone(7) });

    const card = result.ok ? result.value.items[0]?.card : null;
    expect(card).to.deep.equal(publicCard);
    expect(card).to.include({
      propertyId: property.id,
      auctionId: auction.id,
      title: 'Chalet à Megève',
      type: 'MAIS',
      price: 262000,
      phase: 'live',
      endAt: DEFAULT_TEST_NOW + HOUR_MS,
      imageUrl: `/media/photos/${photo.id}?width=1024`,
    });
  });

  it('answers an empty list to a user without favourites', async () => {
    expect(await useCase.execute({ viewer: someone(8) })).to.deep.equal({ ok: true, value: { items: [] } });
  });

  it('refuses an anonymous visitor', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});
