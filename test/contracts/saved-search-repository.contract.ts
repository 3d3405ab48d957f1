import { expect } from 'chai';
import { aSavedSearch, aSearchCriteria } from '../../core/src/testing/index.js';
import { addBuyer, useStore, type MakeStore } from './store.js';

export function savedSearchRepositoryContract(makeStore: MakeStore): void {
  describe('SavedSearchRepository', () => {
    const store = useStore(makeStore);

    it('adds with increasing ids and reads back the whole criteria', async () => {
      const { repos } = store();
      const buyer = await addBuyer(repos);
      const first = await repos.savedSearches.add(aSavedSearch({ userId: buyer.id }));
      const second = await repos.savedSearches.add(
        aSavedSearch({
          userId: buyer.id,
          name: 'Appartements à Lyon',
          criteria: aSearchCriteria({
            types: ['APPT', 'IMMR'],
            location: null,
            aroundRadius: 0,
            budgetMax: null,
            statuses: ['termine'],
          }),
        }),
      );
      expect(second.id).to.be.greaterThan(first.id);
      expect(await repos.savedSearches.findById(first.id)).to.deep.equal(first);
      expect(await repos.savedSearches.findById(second.id)).to.deep.equal(second);
    });

    it('answers null for an unknown id and an empty list for a user without searches', async () => {
      const { repos } = store();
      const buyer = await addBuyer(repos);
      expect(await repos.savedSearches.findById(999)).to.equal(null);
      expect(await repos.savedSearches.listByUser(buyer.id)).to.deep.equal([]);
    });

    it('lists the searches of one user', async () => {
      const { repos } = store();
      const [lea, marc] = [await addBuyer(repos), await addBuyer(repos)];
      const annecy = await repos.savedSearches.add(aSavedSearch({ userId: lea.id }));
      const lyon = await repos.savedSearches.add(aSavedSearch({ userId: lea.id, name: 'Lyon' }));
      await repos.savedSearches.add(aSavedSearch({ userId: marc.id }));
      expect(await repos.savedSearches.listByUser(lea.id)).to.have.deep.members([annecy, lyon]);
    });

    it('deletes one search', async () => {
      const { repos } = store();
      const buyer = await addBuyer(repos);
      const gone = await repos.savedSearches.add(aSavedSearch({ userId: buyer.id }));
      const kept = await repos.savedSearches.add(aSavedSearch({ userId: buyer.id }));
      await repos.savedSearches.delete(gone.id);
      expect(await repos.savedSearches.findById(gone.id)).to.equal(null);
      expect(await repos.savedSearches.listByUser(buyer.id)).to.deep.equal([kept]);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const search = await repos.savedSearches.add(aSavedSearch({ userId: (await addBuyer(repos)).id }));
      search.criteria.types.push('APPT');
      const found = await repos.savedSearches.findById(search.id);
      found!.criteria.location!.lat = 0;
      const again = await repos.savedSearches.findById(search.id);
      expect(again?.criteria.types).to.deep.equal(['MAIS']);
      expect(again?.criteria.location).to.deep.equal({ lat: 45.8992, lng: 6.1294 });
    });
  });
}
