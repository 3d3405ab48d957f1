import { expect } from 'chai';
import { DAY_MS, HOUR_MS } from '../../core/src/shared/time.js';
import { aProperty, anApartment, anAuction, DEFAULT_TEST_NOW } from '../../core/src/testing/index.js';
import { addNegotiator, addProperty, useStore, type MakeStore } from './store.js';

export function propertyRepositoryContract(makeStore: MakeStore): void {
  describe('PropertyRepository', () => {
    const store = useStore(makeStore);
    const now = DEFAULT_TEST_NOW;

    it('adds with increasing ids and reads back every field', async () => {
      const { repos } = store();
      const negotiator = await addNegotiator(repos);
      const first = await repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
      const second = await repos.properties.add(anApartment({ negotiatorId: negotiator.id }));
      expect(second.id).to.be.greaterThan(first.id);
      expect(await repos.properties.findById(first.id)).to.deep.equal(first);
      expect(await repos.properties.findById(second.id)).to.deep.equal(second);
      expect(second.address.city).to.equal('Lyon');
      expect(second.dpe.energyClass).to.equal('E');
    });

    it('keeps nulls, empty lists, decimals and several vendors', async () => {
      const { repos } = store();
      const property = await addProperty(repos, {
        heating: [],
        amenities: [],
        yearBuilt: null,
        flatFeeAmount: null,
        livingArea: 87.65,
        reservePrice: 262500.5,
        address: { lat: null, lng: null },
        dpe: {
          exempt: true,
          date: null,
          energyValue: null,
          energyClass: null,
          gesValue: null,
          gesClass: null,
        },
        vendors: [
          { email: 'a.vendeur@example.fr', primary: true },
          { email: 'b.vendeur@example.fr', primary: false },
        ],
      });
      expect(await repos.properties.findById(property.id)).to.deep.equal(property);
    });

    it('answers null for an unknown id or reference', async () => {
      const { repos } = store();
      expect(await repos.properties.findById(999)).to.equal(null);
      expect(await repos.properties.findByReference('NOPE-0001')).to.equal(null);
    });

    it('finds by exact reference', async () => {
      const { repos } = store();
      const property = await addProperty(repos, { reference: 'ANN-2026-042' });
      await addProperty(repos, { reference: 'ANN-2026-043' });
      expect((await repos.properties.findByReference('ANN-2026-042'))?.id).to.equal(property.id);
    });

    it('hands out copies: changing a returned property changes nothing stored', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      property.title = 'Changed';
      property.address.city = 'Changed';
      property.heating.push('bois');
      const found = await repos.properties.findById(property.id);
      expect(found?.title).to.equal('Maison familiale avec jardin à Annecy');
      expect(found?.address.city).to.equal('Annecy');
      expect(found?.heating).to.deep.equal(['gaz']);
      found!.vendors[0]!.email = 'changed@example.fr';
      expect((await repos.properties.findById(property.id))?.vendors[0]?.email).to.equal(
        'vendeur.annecy@example.fr',
      );
    });

    it('updates every field', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const changed = {
        ...property,
        title: 'Chalet rénové',
        firstPrice: 310000,
        amenities: ['piscine' as const],
        address: { ...property.address, complement: 'Bâtiment B' },
        updatedAt: now,
      };
      await repos.properties.update(changed);
      expect(await repos.properties.findById(property.id)).to.deep.equal(changed);
    });

    describe('list', () => {
      it('filters by negotiator and counts the total', async () => {
        const { repos } = store();
        const julie = await addNegotiator(repos);
        const thomas = await addNegotiator(repos);
        const mine = [
          await addProperty(repos, { negotiatorId: julie.id }),
          await addProperty(repos, { negotiatorId: julie.id }),
        ];
        await addProperty(repos, { negotiatorId: thomas.id });
        const page = await repos.properties.list({ negotiatorId: julie.id, now, page: 1, pageSize: 10 });
        expect(page.total).to.equal(2);
        expect(page.items.map((p) => p.id)).to.have.members(mine.map((p) => p.id));
        expect((await repos.properties.list({ now, page: 1, pageSize: 10 })).total).to.equal(3);
      });

      it('filters by a vendor’s e-mail, whatever its case', async () => {
        const { repos } = store();
        const julie = await addNegotiator(repos);
        const sold = await addProperty(repos, {
          negotiatorId: julie.id,
          vendors: [
            { email: 'co.vendeur@example.fr', primary: false },
            { email: 'paul.martin@example.fr', primary: true },
          ],
        });
        await addProperty(repos, { negotiatorId: julie.id, publishedAt: null });
        const page = await repos.properties.list({
          vendorEmail: 'Paul.Martin@example.fr',
          now,
          page: 1,
          pageSize: 10,
        });
        expect(page.items.map((p) => p.id)).to.deep.equal([sold.id]);
        expect(page.total).to.equal(1);
        expect((await repos.properties.findById(sold.id))?.publishedAt).to.equal(sold.publishedAt);
      });

      it('filters by listing status at now, from the auction', async () => {
        const { repos } = store();
        const upcoming = await addProperty(repos);
        const live = await addProperty(repos);
        const ended = await addProperty(repos);
        const accepted = await addProperty(repos);
        await repos.auctions.add(
          anAuction({ propertyId: upcoming.id, startAt: now + 1, endAt: now + DAY_MS }),
        );
        await repos.auctions.add(anAuction({ propertyId: live.id, startAt: now, endAt: now + 1 }));
        await repos.auctions.add(anAuction({ propertyId: ended.id, startAt: now - DAY_MS, endAt: now }));
        await repos.auctions.add(
          anAuction({ propertyId: accepted.id, closedAt: now - HOUR_MS, acceptedBidId: null }),
        );
        const ids = async (status: 'a_venir' | 'en_cours' | 'termine') =>
          (await repos.properties.list({ status, now, page: 1, pageSize: 10 })).items.map((p) => p.id);
        expect(await ids('a_venir')).to.deep.equal([upcoming.id]);
        expect(await ids('en_cours')).to.deep.equal([live.id]);
        expect(await ids('termine')).to.have.members([ended.id, accepted.id]);
      });

      it('uses the offers window of a property that has no auction', async () => {
        const { repos } = store();
        const later = await addProperty(repos, { offersStartAt: now + HOUR_MS, offersEndAt: now + DAY_MS });
        const past = await addProperty(repos, { offersStartAt: now - DAY_MS, offersEndAt: now - HOUR_MS });
        const open = await addProperty(repos, { offersStartAt: now - DAY_MS, offersEndAt: now + HOUR_MS });
        const ids = async (status: 'a_venir' | 'en_cours' | 'termine') =>
          (await repos.properties.list({ status, now, page: 1, pageSize: 10 })).items.map((p) => p.id);
        expect(await ids('a_venir')).to.deep.equal([later.id]);
        expect(await ids('en_cours')).to.deep.equal([open.id]);
        expect(await ids('termine')).to.deep.equal([past.id]);
      });

      it('matches text in reference, title or city, ignoring case and accents', async () => {
        const { repos } = store();
        const byReference = await addProperty(repos, {
          reference: 'EVI-7781',
          title: 'Maison',
          address: { city: 'Thonon-les-Bains' },
        });
        const byTitle = await addProperty(repos, {
          reference: 'X-1',
          title: 'Vue sur le lac d’Évian',
          address: { city: 'Publier' },
        });
        const byCity = await addProperty(repos, {
          reference: 'X-2',
          title: 'Villa',
          address: { city: 'Évian-les-Bains' },
        });
        await addProperty(repos, { reference: 'X-3', title: 'Studio', address: { city: 'Lyon' } });
        const found = await repos.properties.list({ text: 'EVI', now, page: 1, pageSize: 10 });
        expect(found.items.map((p) => p.id)).to.have.members([byReference.id, byTitle.id, byCity.id]);
        expect(found.total).to.equal(3);
        const accented = await repos.properties.list({ text: 'évian', now, page: 1, pageSize: 10 });
        expect(accented.items.map((p) => p.id)).to.have.members([byTitle.id, byCity.id]);
        expect(
          (await repos.properties.list({ text: 'marseille', now, page: 1, pageSize: 10 })).total,
        ).to.equal(0);
      });

      it('combines filters', async () => {
        const { repos } = store();
        const julie = await addNegotiator(repos);
        const wanted = await addProperty(repos, { negotiatorId: julie.id, address: { city: 'Annecy' } });
        await addProperty(repos, { negotiatorId: julie.id, address: { city: 'Lyon' }, title: 'Appartement' });
        await addProperty(repos, { address: { city: 'Annecy' } });
        await addProperty(repos, {
          negotiatorId: julie.id,
          address: { city: 'Annecy' },
          offersStartAt: now + DAY_MS,
          offersEndAt: now + 2 * DAY_MS,
        });
        const page = await repos.properties.list({
          negotiatorId: julie.id,
          status: 'en_cours',
          text: 'annecy',
          now,
          page: 1,
          pageSize: 10,
        });
        expect(page.items.map((p) => p.id)).to.deep.equal([wanted.id]);
        expect(page.total).to.equal(1);
      });

      it('pages 1-based: disjoint pages that cover everything, total of all matches', async () => {
        const { repos } = store();
        const negotiator = await addNegotiator(repos);
        const all: number[] = [];
        for (let i = 0; i < 5; i += 1)
          all.push((await addProperty(repos, { negotiatorId: negotiator.id })).id);
        const pages = await Promise.all(
          [1, 2, 3].map((page) => repos.properties.list({ now, page, pageSize: 2 })),
        );
        expect(pages.map((p) => p.items.length)).to.deep.equal([2, 2, 1]);
        expect(pages.map((p) => p.total)).to.deep.equal([5, 5, 5]);
        expect(pages.flatMap((p) => p.items.map((item) => item.id))).to.have.members(all);
        const beyond = await repos.properties.list({ now, page: 4, pageSize: 2 });
        expect(beyond).to.deep.equal({ items: [], total: 5 });
      });
    });
  });
}
