import { expect } from 'chai';
import { aPhoto } from '../../core/src/testing/index.js';
import { addProperty, useStore, type MakeStore } from './store.js';

export function photoRepositoryContract(makeStore: MakeStore): void {
  describe('PhotoRepository', () => {
    const store = useStore(makeStore);

    it('adds with increasing ids and reads back every field', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const main = await repos.photos.add(aPhoto({ propertyId: property.id }));
      const kitchen = await repos.photos.add(
        aPhoto({ propertyId: property.id, legend: 'Cuisine', position: 1 }),
      );
      expect(kitchen.id).to.be.greaterThan(main.id);
      expect(await repos.photos.findById(main.id)).to.deep.equal(main);
      expect(await repos.photos.findById(kitchen.id)).to.deep.equal(kitchen);
    });

    it('answers null for an unknown id and an empty list for a property without photos', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      expect(await repos.photos.findById(999)).to.equal(null);
      expect(await repos.photos.listByProperty(property.id)).to.deep.equal([]);
    });

    it('lists the photos of one property by position', async () => {
      const { repos } = store();
      const [house, flat] = [await addProperty(repos), await addProperty(repos)];
      const third = await repos.photos.add(aPhoto({ propertyId: house.id, position: 2 }));
      const main = await repos.photos.add(aPhoto({ propertyId: house.id, position: 0 }));
      const second = await repos.photos.add(aPhoto({ propertyId: house.id, position: 1 }));
      await repos.photos.add(aPhoto({ propertyId: flat.id, position: 0 }));
      expect(await repos.photos.listByProperty(house.id)).to.deep.equal([main, second, third]);
    });

    it('updates the legend and the position', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const first = await repos.photos.add(aPhoto({ propertyId: property.id, position: 0 }));
      const second = await repos.photos.add(aPhoto({ propertyId: property.id, position: 1 }));
      await repos.photos.update({ ...first, position: 1, legend: 'Façade sud' });
      await repos.photos.update({ ...second, position: 0 });
      const listed = await repos.photos.listByProperty(property.id);
      expect(listed.map((p) => p.id)).to.deep.equal([second.id, first.id]);
      expect(listed[1]?.legend).to.equal('Façade sud');
    });

    it('deletes one photo', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const gone = await repos.photos.add(aPhoto({ propertyId: property.id }));
      const kept = await repos.photos.add(aPhoto({ propertyId: property.id, position: 1 }));
      await repos.photos.delete(gone.id);
      expect(await repos.photos.findById(gone.id)).to.equal(null);
      expect(await repos.photos.listByProperty(property.id)).to.deep.equal([kept]);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const photo = await repos.photos.add(aPhoto({ propertyId: (await addProperty(repos)).id }));
      photo.legend = 'changed';
      const [listed] = await repos.photos.listByProperty(photo.propertyId);
      listed!.position = 9;
      expect(await repos.photos.findById(photo.id)).to.include({ legend: 'Séjour lumineux', position: 0 });
    });
  });
}
