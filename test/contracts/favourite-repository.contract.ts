import { expect } from 'chai';
import { aFavourite } from '../../core/src/testing/index.js';
import { addBuyer, addProperty, useStore, type MakeStore } from './store.js';

export function favouriteRepositoryContract(makeStore: MakeStore): void {
  describe('FavouriteRepository', () => {
    const store = useStore(makeStore);

    async function setUp() {
      const { repos } = store();
      return {
        repos,
        house: await addProperty(repos),
        flat: await addProperty(repos),
        lea: await addBuyer(repos),
        marc: await addBuyer(repos),
      };
    }

    it('knows whether a user has a property among favourites', async () => {
      const { repos, house, flat, lea, marc } = await setUp();
      await repos.favourites.add(aFavourite({ userId: lea.id, propertyId: house.id }));
      expect(await repos.favourites.has(lea.id, house.id)).to.equal(true);
      expect(await repos.favourites.has(lea.id, flat.id)).to.equal(false);
      expect(await repos.favourites.has(marc.id, house.id)).to.equal(false);
    });

    it('lists the favourites of one user with their dates', async () => {
      const { repos, house, flat, lea, marc } = await setUp();
      const first = aFavourite({ userId: lea.id, propertyId: house.id });
      const second = aFavourite({ userId: lea.id, propertyId: flat.id, createdAt: first.createdAt + 1000 });
      await repos.favourites.add(first);
      await repos.favourites.add(second);
      await repos.favourites.add(aFavourite({ userId: marc.id, propertyId: house.id }));
      expect(await repos.favourites.listByUser(lea.id)).to.have.deep.members([first, second]);
      expect(await repos.favourites.listByUser(999)).to.deep.equal([]);
    });

    it('removes one favourite and only that one', async () => {
      const { repos, house, flat, lea, marc } = await setUp();
      await repos.favourites.add(aFavourite({ userId: lea.id, propertyId: house.id }));
      await repos.favourites.add(aFavourite({ userId: lea.id, propertyId: flat.id }));
      await repos.favourites.add(aFavourite({ userId: marc.id, propertyId: house.id }));
      await repos.favourites.remove(lea.id, house.id);
      expect(await repos.favourites.has(lea.id, house.id)).to.equal(false);
      expect(await repos.favourites.has(lea.id, flat.id)).to.equal(true);
      expect(await repos.favourites.has(marc.id, house.id)).to.equal(true);
    });

    it('hands out copies', async () => {
      const { repos, house, lea } = await setUp();
      const favourite = aFavourite({ userId: lea.id, propertyId: house.id });
      const stored = { ...favourite };
      await repos.favourites.add(favourite);
      favourite.createdAt = 0;
      const [listed] = await repos.favourites.listByUser(lea.id);
      listed!.propertyId = 999;
      expect(await repos.favourites.listByUser(lea.id)).to.deep.equal([stored]);
    });
  });
}
