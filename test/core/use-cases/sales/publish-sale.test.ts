import { expect } from 'chai';
import { viewerOf } from '../../../../core/src/domain/user/user.js';
import { GetPropertyPage } from '../../../../core/src/use-cases/get-property-page/get-property-page.js';
import {
  GetSalePublication,
  PublishSale,
  UnpublishSale,
} from '../../../../core/src/use-cases/publish-sale/publish-sale.js';
import { ReindexProperty } from '../../../../core/src/use-cases/reindex-property/reindex-property.js';
import { RegisterInterest } from '../../../../core/src/use-cases/register-interest/register-interest.js';
import { AddFavourite } from '../../../../core/src/use-cases/add-favourite/add-favourite.js';
import {
  aBid,
  aBuyer,
  anAdmin,
  anAuction,
  aNegotiator,
  aPhoto,
  aProperty,
  aSeller,
  createTestKit,
} from '../../../../core/src/testing/index.js';

/** A draft by negotiator `owner`, complete but for its photo, with its auction. */
async function aDraft() {
  const kit = createTestKit();
  const owner = await kit.repos.users.add(aNegotiator({ email: 'nego@example.fr' }));
  const other = await kit.repos.users.add(aNegotiator({ email: 'autre@example.fr' }));
  const property = await kit.repos.properties.add(aProperty({ negotiatorId: owner.id, publishedAt: null }));
  const auction = await kit.repos.auctions.add(anAuction({ propertyId: property.id }));
  return { kit, owner: viewerOf(owner), other: viewerOf(other), property, auction };
}

describe('PublishSale', () => {
  it('refuses with every missing item as a field error, then publishes once complete', async () => {
    const { kit, owner, property } = await aDraft();
    const refused = await new PublishSale(kit).execute({ viewer: owner, bienId: property.id });
    expect(refused).to.deep.equal({
      ok: false,
      error: {
        code: 'sale_publication_incomplete',
        params: { count: 1 },
        fields: { photos: { code: 'publication_missing_photo' } },
      },
    });
    expect((await kit.repos.properties.findById(property.id))?.publishedAt).to.equal(null);

    await kit.repos.photos.add(aPhoto({ propertyId: property.id }));
    const published = await new PublishSale(kit).execute({ viewer: owner, bienId: property.id });
    expect(published.ok && published.value).to.include({ published: true, publishedAt: kit.clock.now() });
    expect((await kit.repos.properties.findById(property.id))?.publishedAt).to.equal(kit.clock.now());
    expect(kit.events.events).to.deep.include({ type: 'SaleUpdated', propertyId: property.id });
  });

  it('only the sale’s negotiator or an administrator publishes it', async () => {
    const { kit, other, property } = await aDraft();
    await kit.repos.photos.add(aPhoto({ propertyId: property.id }));
    const seller = viewerOf(await kit.repos.users.add(aSeller({ email: 'vendeur.annecy@example.fr' })));
    const admin = viewerOf(await kit.repos.users.add(anAdmin()));
    for (const viewer of [other, seller]) {
      expect(await new PublishSale(kit).execute({ viewer, bienId: property.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect((await new PublishSale(kit).execute({ viewer: admin, bienId: property.id })).ok).to.equal(true);
    expect(await new GetSalePublication(kit).execute({ viewer: other, bienId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'bienId' },
    });
  });

  it('a draft is a 404 for the public, not indexed, not a favourite; its negotiator sees it', async () => {
    const { kit, owner, property } = await aDraft();
    const buyer = viewerOf(await kit.repos.users.add(aBuyer()));
    const page = new GetPropertyPage(kit);
    expect(await page.execute({ viewer: buyer, propertyId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'propertyId' },
    });
    const own = await page.execute({ viewer: owner, propertyId: property.id });
    expect(own.ok && own.value).to.include({ published: false, managesSale: true });
    expect((await new AddFavourite(kit).execute({ viewer: buyer, propertyId: property.id })).ok).to.equal(
      false,
    );
    expect(await new RegisterInterest(kit).execute({ viewer: buyer, propertyId: property.id })).to.deep.equal(
      {
        ok: false,
        error: { code: 'not_found', field: 'propertyId' },
      },
    );
    const reindex = new ReindexProperty({ repos: kit.repos, search: kit.search });
    expect(await reindex.execute({ propertyId: property.id })).to.deep.equal({
      ok: true,
      value: { indexed: false },
    });

    await kit.repos.photos.add(aPhoto({ propertyId: property.id }));
    await new PublishSale(kit).execute({ viewer: owner, bienId: property.id });
    expect(await reindex.execute({ propertyId: property.id })).to.deep.equal({
      ok: true,
      value: { indexed: true },
    });
    expect((await page.execute({ viewer: buyer, propertyId: property.id })).ok).to.equal(true);
  });
});

describe('UnpublishSale', () => {
  it('returns a sale without offers to draft, refuses once someone bid', async () => {
    const { kit, owner, property, auction } = await aDraft();
    await kit.repos.photos.add(aPhoto({ propertyId: property.id }));
    await new PublishSale(kit).execute({ viewer: owner, bienId: property.id });
    const back = await new UnpublishSale(kit).execute({ viewer: owner, bienId: property.id });
    expect(back.ok && back.value).to.include({ published: false, publishedAt: null });

    await new PublishSale(kit).execute({ viewer: owner, bienId: property.id });
    const bid = await kit.repos.bids.add(aBid({ auctionId: auction.id }));
    await kit.repos.auctions.update({ ...auction, bidCount: 1, lastBidId: bid.id, currentPrice: bid.amount });
    expect(await new UnpublishSale(kit).execute({ viewer: owner, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'sale_unpublish_has_bids' },
    });
  });
});
