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

    it('keeps the alert: on or off, the sales seen and when it last ran', async () => {
      const { repos } = store();
      const [lea, marc] = [await addBuyer(repos), await addBuyer(repos)];
      const off = await repos.savedSearches.add(aSavedSearch({ userId: lea.id }));
      const on = await repos.savedSearches.add(aSavedSearch({ userId: lea.id, alert: true }));
      const marcs = await repos.savedSearches.add(aSavedSearch({ userId: marc.id, alert: true }));
      expect(await repos.savedSearches.findById(on.id)).to.deep.equal({
        ...on,
        alert: true,
        alertSeenIds: [],
        alertedAt: null,
      });
      expect(await repos.savedSearches.listWithAlert()).to.deep.equal([on, marcs]);

      await repos.savedSearches.setAlert(off.id, true);
      await repos.savedSearches.setAlert(marcs.id, false);
      expect((await repos.savedSearches.listWithAlert()).map((s) => s.id)).to.deep.equal([off.id, on.id]);

      const at = Date.UTC(2026, 10, 24, 6, 0, 0, 123);
      await repos.savedSearches.recordAlertRun(on.id, [12, 7, 3], at);
      const ran = await repos.savedSearches.findById(on.id);
      expect(ran).to.deep.include({ alert: true, alertSeenIds: [12, 7, 3], alertedAt: at });
      expect((await repos.savedSearches.findById(off.id))?.alertedAt).to.equal(null);
    });

    it('gives one run of a search to one caller: never run, or not since the time given', async () => {
      const { repos } = store();
      const lea = await addBuyer(repos);
      const search = await repos.savedSearches.add(aSavedSearch({ userId: lea.id, alert: true }));
      const day1 = Date.UTC(2026, 10, 24, 6, 0, 0);
      const claims = await Promise.all(
        [1, 2, 3].map(() => repos.savedSearches.claimAlertRun(search.id, day1, day1 - 1000)),
      );
      expect(claims.filter(Boolean)).to.have.length(1);
      expect((await repos.savedSearches.findById(search.id))?.alertedAt).to.equal(day1);
      // Later the same day: its last run is not before the time given.
      expect(await repos.savedSearches.claimAlertRun(search.id, day1 + 3_600_000, day1)).to.equal(false);
      const day2 = day1 + 86_400_000;
      expect(await repos.savedSearches.claimAlertRun(search.id, day2, day2 - 82_800_000)).to.equal(true);
      expect(await repos.savedSearches.findById(search.id)).to.deep.include({
        alertedAt: day2,
        alertSeenIds: [],
      });
      expect(await repos.savedSearches.claimAlertRun(search.id + 1000, day2, day2)).to.equal(false);
    });
  });
}
