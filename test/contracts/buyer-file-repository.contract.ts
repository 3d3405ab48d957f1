import { expect } from 'chai';
import { DEFAULT_TEST_NOW, aBuyerFile } from '../../core/src/testing/index.js';
import { addBuyer, addProperty, useStore, type MakeStore } from './store.js';

export function buyerFileRepositoryContract(makeStore: MakeStore): void {
  describe('BuyerFileRepository', () => {
    const store = useStore(makeStore);

    it('adds with increasing ids and reads back every field', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const [lea, marc] = [await addBuyer(repos), await addBuyer(repos)];
      const first = await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: lea.id }));
      const second = await repos.buyerFiles.add(
        aBuyerFile({
          propertyId: property.id,
          userId: marc.id,
          interest: 'undecided',
          visitDoneAt: DEFAULT_TEST_NOW,
          agrementSignedAt: DEFAULT_TEST_NOW,
          identityDocumentKey: 'identity/42.pdf',
          financingPlanProvided: true,
          negotiatorComment: 'Financement validé par la banque',
        }),
      );
      expect(second.id).to.be.greaterThan(first.id);
      expect(await repos.buyerFiles.findById(first.id)).to.deep.equal(first);
      expect(await repos.buyerFiles.findById(second.id)).to.deep.equal(second);
    });

    it('finds the file of one buyer on one property', async () => {
      const { repos } = store();
      const [house, flat] = [await addProperty(repos), await addProperty(repos)];
      const buyer = await addBuyer(repos);
      await repos.buyerFiles.add(aBuyerFile({ propertyId: house.id, userId: buyer.id }));
      const file = await repos.buyerFiles.add(aBuyerFile({ propertyId: flat.id, userId: buyer.id }));
      expect(await repos.buyerFiles.find(flat.id, buyer.id)).to.deep.equal(file);
    });

    it('answers null for an unknown id or pair', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const buyer = await addBuyer(repos);
      expect(await repos.buyerFiles.findById(999)).to.equal(null);
      expect(await repos.buyerFiles.find(property.id, buyer.id)).to.equal(null);
    });

    it('lists by property and by user', async () => {
      const { repos } = store();
      const [house, flat] = [await addProperty(repos), await addProperty(repos)];
      const [lea, marc] = [await addBuyer(repos), await addBuyer(repos)];
      const leaHouse = await repos.buyerFiles.add(aBuyerFile({ propertyId: house.id, userId: lea.id }));
      const marcHouse = await repos.buyerFiles.add(aBuyerFile({ propertyId: house.id, userId: marc.id }));
      const leaFlat = await repos.buyerFiles.add(aBuyerFile({ propertyId: flat.id, userId: lea.id }));
      expect(await repos.buyerFiles.listByProperty(house.id)).to.have.deep.members([leaHouse, marcHouse]);
      expect(await repos.buyerFiles.listByUser(lea.id)).to.have.deep.members([leaHouse, leaFlat]);
      expect(await repos.buyerFiles.listByUser(999)).to.deep.equal([]);
    });

    it('updates', async () => {
      const { repos } = store();
      const file = await repos.buyerFiles.add(
        aBuyerFile({ propertyId: (await addProperty(repos)).id, userId: (await addBuyer(repos)).id }),
      );
      const visited = {
        ...file,
        visitDoneAt: DEFAULT_TEST_NOW,
        interest: 'not_interested' as const,
        negotiatorComment: 'Rappeler lundi',
      };
      await repos.buyerFiles.update(visited);
      expect(await repos.buyerFiles.findById(file.id)).to.deep.equal(visited);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const file = await repos.buyerFiles.add(
        aBuyerFile({ propertyId: (await addProperty(repos)).id, userId: (await addBuyer(repos)).id }),
      );
      file.negotiatorComment = 'changed';
      const [listed] = await repos.buyerFiles.listByUser(file.userId);
      listed!.interest = 'undecided';
      expect(await repos.buyerFiles.findById(file.id)).to.include({
        negotiatorComment: '',
        interest: 'interested',
      });
    });
  });
}
