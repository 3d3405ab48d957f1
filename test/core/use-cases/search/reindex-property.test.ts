import { expect } from 'chai';
import { ReindexProperty } from '../../../../core/src/use-cases/reindex-property/reindex-property.js';
import { aPhoto, aProperty, anAuction, createTestKit } from '../../../../core/src/testing/index.js';

describe('ReindexProperty', () => {
  it('indexes a property with its current price, coordinates and main photo', async () => {
    const kit = createTestKit();
    const property = await kit.repos.properties.add(aProperty());
    const auction = await kit.repos.auctions.add(
      anAuction({ propertyId: property.id, firstPrice: 250000, currentPrice: 262000 }),
    );
    await kit.repos.photos.add(
      aPhoto({ propertyId: property.id, position: 1, storageKey: 'photos/second.jpg' }),
    );
    const main = await kit.repos.photos.add(
      aPhoto({ propertyId: property.id, position: 0, storageKey: 'photos/main.jpg' }),
    );

    const result = await new ReindexProperty(kit).execute({ propertyId: property.id });

    expect(result).to.deep.equal({ ok: true, value: { indexed: true } });
    const [doc] = kit.search.all;
    expect(doc).to.include({
      propertyId: property.id,
      price: 262000,
      mainPhotoId: main.id,
      endAt: auction.endAt,
    });
    expect(doc?.location).to.deep.equal({ lat: property.address.lat, lng: property.address.lng });
  });

  it('ends the indexed sale when the seller accepted an offer', async () => {
    const kit = createTestKit();
    const property = await kit.repos.properties.add(aProperty());
    const closedAt = kit.clock.now() - 1000;
    await kit.repos.auctions.add(anAuction({ propertyId: property.id, closedAt, currentPrice: 255000 }));

    await new ReindexProperty(kit).execute({ propertyId: property.id });

    expect(kit.search.all[0]?.endAt).to.equal(closedAt);
  });

  it('removes a property that no longer exists', async () => {
    const kit = createTestKit();
    const property = await kit.repos.properties.add(aProperty());
    await kit.repos.auctions.add(anAuction({ propertyId: property.id }));
    const reindex = new ReindexProperty(kit);
    await reindex.execute({ propertyId: property.id });
    expect(kit.search.all).to.have.length(1);

    const result = await reindex.execute({ propertyId: 999 });
    await kit.search.remove(property.id);

    expect(result).to.deep.equal({ ok: true, value: { indexed: false } });
    expect(kit.search.all).to.have.length(0);
  });
});
