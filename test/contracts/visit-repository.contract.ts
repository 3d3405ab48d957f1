import { expect } from 'chai';
import { DAY_MS } from '../../core/src/shared/time.js';
import { DEFAULT_TEST_NOW, aVisit } from '../../core/src/testing/index.js';
import { addBuyer, addProperty, useStore, type MakeStore } from './store.js';

export function visitRepositoryContract(makeStore: MakeStore): void {
  describe('VisitRepository', () => {
    const store = useStore(makeStore);

    async function setUp() {
      const { repos } = store();
      const property = await addProperty(repos);
      return { repos, property, createdBy: property.negotiatorId };
    }

    it('adds with increasing ids and reads back every field', async () => {
      const { repos, property, createdBy } = await setUp();
      const buyer = await addBuyer(repos);
      const individual = await repos.visits.add(
        aVisit({ propertyId: property.id, createdBy, attendeeIds: [buyer.id] }),
      );
      const grouped = await repos.visits.add(
        aVisit({ propertyId: property.id, createdBy, kind: 'grouped', capacity: null, durationMinutes: 60 }),
      );
      expect(grouped.id).to.be.greaterThan(individual.id);
      expect(await repos.visits.findById(individual.id)).to.deep.equal(individual);
      expect(await repos.visits.findById(grouped.id)).to.deep.equal(grouped);
    });

    it('answers null for an unknown id and an empty list for a property without visits', async () => {
      const { repos, property } = await setUp();
      expect(await repos.visits.findById(999)).to.equal(null);
      expect(await repos.visits.listByProperty(property.id)).to.deep.equal([]);
    });

    it('lists the visits of one property', async () => {
      const { repos, property, createdBy } = await setUp();
      const other = await addProperty(repos);
      const monday = await repos.visits.add(aVisit({ propertyId: property.id, createdBy }));
      const tuesday = await repos.visits.add(
        aVisit({ propertyId: property.id, createdBy, startsAt: DEFAULT_TEST_NOW + 2 * DAY_MS }),
      );
      await repos.visits.add(aVisit({ propertyId: other.id, createdBy: other.negotiatorId }));
      expect(await repos.visits.listByProperty(property.id)).to.have.deep.members([monday, tuesday]);
    });

    it('updates the slot and its attendees', async () => {
      const { repos, property, createdBy } = await setUp();
      const [lea, marc] = [await addBuyer(repos), await addBuyer(repos)];
      const visit = await repos.visits.add(
        aVisit({ propertyId: property.id, createdBy, kind: 'grouped', capacity: null }),
      );
      const booked = { ...visit, attendeeIds: [lea.id, marc.id], durationMinutes: 45 };
      await repos.visits.update(booked);
      expect(await repos.visits.findById(visit.id)).to.deep.equal(booked);
    });

    it('deletes one visit', async () => {
      const { repos, property, createdBy } = await setUp();
      const gone = await repos.visits.add(aVisit({ propertyId: property.id, createdBy }));
      const kept = await repos.visits.add(aVisit({ propertyId: property.id, createdBy }));
      await repos.visits.delete(gone.id);
      expect(await repos.visits.findById(gone.id)).to.equal(null);
      expect(await repos.visits.listByProperty(property.id)).to.deep.equal([kept]);
    });

    it('hands out copies', async () => {
      const { repos, property, createdBy } = await setUp();
      const visit = await repos.visits.add(aVisit({ propertyId: property.id, createdBy }));
      visit.attendeeIds.push(42);
      const found = await repos.visits.findById(visit.id);
      found!.attendeeIds.push(43);
      expect((await repos.visits.findById(visit.id))?.attendeeIds).to.deep.equal([]);
    });
  });
}
