import { expect } from 'chai';
import { aDocument } from '../../core/src/testing/index.js';
import { addProperty, useStore, type MakeStore } from './store.js';

export function documentRepositoryContract(makeStore: MakeStore): void {
  describe('DocumentRepository', () => {
    const store = useStore(makeStore);

    it('adds with increasing ids and reads back every field', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const free = await repos.documents.add(aDocument({ propertyId: property.id }));
      const restricted = await repos.documents.add(
        aDocument({
          propertyId: property.id,
          name: 'Titre de propriété',
          kind: 'titre_propriete',
          free: false,
        }),
      );
      expect(restricted.id).to.be.greaterThan(free.id);
      expect(await repos.documents.findById(free.id)).to.deep.equal(free);
      expect(await repos.documents.findById(restricted.id)).to.deep.equal(restricted);
    });

    it('answers null for an unknown id and an empty list for a property without documents', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      expect(await repos.documents.findById(999)).to.equal(null);
      expect(await repos.documents.listByProperty(property.id)).to.deep.equal([]);
    });

    it('lists the documents of one property', async () => {
      const { repos } = store();
      const [house, flat] = [await addProperty(repos), await addProperty(repos)];
      const dpe = await repos.documents.add(aDocument({ propertyId: house.id }));
      const plan = await repos.documents.add(aDocument({ propertyId: house.id, kind: 'plan', name: 'Plan' }));
      await repos.documents.add(aDocument({ propertyId: flat.id }));
      expect(await repos.documents.listByProperty(house.id)).to.have.deep.members([dpe, plan]);
    });

    it('deletes one document', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const gone = await repos.documents.add(aDocument({ propertyId: property.id }));
      const kept = await repos.documents.add(aDocument({ propertyId: property.id }));
      await repos.documents.delete(gone.id);
      expect(await repos.documents.findById(gone.id)).to.equal(null);
      expect(await repos.documents.listByProperty(property.id)).to.deep.equal([kept]);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const document = await repos.documents.add(aDocument({ propertyId: (await addProperty(repos)).id }));
      document.free = false;
      const found = await repos.documents.findById(document.id);
      found!.name = 'changed';
      expect(await repos.documents.findById(document.id)).to.include({
        free: true,
        name: 'Diagnostic de performance énergétique',
      });
    });
  });
}
