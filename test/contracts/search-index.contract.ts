import { expect } from 'chai';
import {
  compareSearchResults,
  defaultSearchCriteria,
  distanceMetres,
  EARTH_RADIUS_METRES,
  HOUR_MS,
  DAY_MS,
  matchesCriteria,
  type GeoPoint,
  type SearchCriteria,
  type SearchDocument,
  type SearchIndex,
} from '../../core/src/index.js';

export interface SearchIndexUnderTest {
  index: SearchIndex;
  close(): Promise<void>;
}

const NOW = Date.UTC(2025, 5, 16, 10, 0, 0);
const PAGE_SIZE = 20;
const LYON: GeoPoint = { lat: 45.764043, lng: 4.835659 };
const PARIS: GeoPoint = { lat: 48.856614, lng: 2.352222 };
const TEN_KM = 10_000;

/** A live sale in Lyon unless told otherwise. */
export const aSearchDocument = (overrides: Partial<SearchDocument> = {}): SearchDocument => ({
  propertyId: 1,
  reference: 'VEN-2025-0001',
  title: 'Maison de maître – 5 pièces à rénover',
  type: 'MAIS',
  city: 'Lyon',
  postcode: '69003',
  department: '69',
  location: { ...LYON },
  price: 250_000,
  rooms: 5,
  bedrooms: 3,
  livingArea: 120.5,
  landArea: 400,
  startAt: NOW - DAY_MS,
  endAt: NOW + DAY_MS,
  mainPhotoId: 1,
  ...overrides,
});

/** Every filter open: all statuses, no radius. */
const anyCriteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...defaultSearchCriteria(),
  statuses: [],
  ...overrides,
});

/** The point `metres` away from `from` heading `bearingDegrees` (0 = north), on core's sphere. */
export function pointAt(from: GeoPoint, bearingDegrees: number, metres: number): GeoPoint {
  const rad = Math.PI / 180;
  const angular = metres / EARTH_RADIUS_METRES;
  const bearing = bearingDegrees * rad;
  const lat1 = from.lat * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    from.lng * rad +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lng: lng2 / rad };
}

const idsOf = (page: { hits: SearchDocument[] }): number[] => page.hits.map((hit) => hit.propertyId);

export function searchIndexContract(makeIndex: () => Promise<SearchIndexUnderTest>): void {
  describe('SearchIndex', () => {
    let subject: SearchIndexUnderTest;
    let index: SearchIndex;
    beforeEach(async () => {
      subject = await makeIndex();
      index = subject.index;
    });
    afterEach(async () => {
      await subject.close();
    });

    const seed = async (...docs: SearchDocument[]) => {
      for (const doc of docs) await index.upsert(doc);
    };
    const search = (criteria: Partial<SearchCriteria>, now = NOW, pageSize = PAGE_SIZE) =>
      index.search(anyCriteria(criteria), now, pageSize);
    const searchIds = async (criteria: Partial<SearchCriteria>, now = NOW) =>
      idsOf(await search(criteria, now));

    describe('documents', () => {
      it('gives back every field of an upserted document as it was', async () => {
        const doc = aSearchDocument({ startAt: NOW - HOUR_MS + 0.123, endAt: NOW + 36 * HOUR_MS + 0.456 });
        await seed(doc);
        expect(await search({})).to.deep.equal({ hits: [doc], total: 1 });
      });

      it('keeps the nulls: no location, rooms, bedrooms, areas or photo', async () => {
        const doc = aSearchDocument({
          location: null,
          rooms: null,
          bedrooms: null,
          livingArea: null,
          landArea: null,
          mainPhotoId: null,
        });
        await seed(doc);
        expect((await search({})).hits).to.deep.equal([doc]);
      });

      it('replaces the document of a property on a second upsert', async () => {
        await seed(aSearchDocument({ propertyId: 7, price: 250_000, title: 'Avant' }));
        const updated = aSearchDocument({ propertyId: 7, price: 199_000, title: 'Après', location: PARIS });
        await index.upsert(updated);
        expect(await search({})).to.deep.equal({ hits: [updated], total: 1 });
        expect(await searchIds({ budgetMin: 200_000 })).to.deep.equal([]);
      });

      it('removes one property and tolerates removing an unknown one', async () => {
        await seed(aSearchDocument({ propertyId: 1 }), aSearchDocument({ propertyId: 2 }));
        await index.remove(1);
        await index.remove(999);
        expect(await search({})).to.deep.include({ total: 1 });
        expect(await searchIds({})).to.deep.equal([2]);
      });

      it('is not changed by later changes to the caller’s objects', async () => {
        const doc = aSearchDocument();
        await seed(doc);
        doc.price = 1;
        doc.location!.lat = 0;
        const [hit] = (await search({})).hits;
        expect(hit?.price).to.equal(250_000);
        expect(hit?.location).to.deep.equal(LYON);
      });

      it('finds nothing in an empty index', async () => {
        expect(await search({})).to.deep.equal({ hits: [], total: 0 });
      });
    });

    describe('status at now', () => {
      const upcoming = aSearchDocument({ propertyId: 1, startAt: NOW + HOUR_MS / 2, endAt: NOW + DAY_MS });
      const live = aSearchDocument({ propertyId: 2, startAt: NOW - HOUR_MS, endAt: NOW + HOUR_MS });
      const ended = aSearchDocument({ propertyId: 3, startAt: NOW - DAY_MS, endAt: NOW - HOUR_MS });
      beforeEach(() => seed(upcoming, live, ended));

      it('keeps each status alone', async () => {
        expect(await searchIds({ statuses: ['a_venir'] })).to.deep.equal([1]);
        expect(await searchIds({ statuses: ['en_cours'] })).to.deep.equal([2]);
        expect(await searchIds({ statuses: ['termine'] })).to.deep.equal([3]);
      });

      it('shows live and upcoming sales by default, every sale when no status is asked', async () => {
        expect(idsOf(await index.search(defaultSearchCriteria(), NOW, PAGE_SIZE))).to.deep.equal([2, 1]);
        expect(await searchIds({ statuses: [] })).to.deep.equal([2, 1, 3]);
        expect(await searchIds({ statuses: ['termine', 'a_venir'] })).to.deep.equal([1, 3]);
      });

      it('reads the status at the given instant, not at upsert time', async () => {
        expect(await searchIds({ statuses: ['en_cours'] }, NOW + 2 * HOUR_MS)).to.deep.equal([1]);
        expect(await searchIds({ statuses: ['termine'] }, NOW + 2 * DAY_MS)).to.deep.equal([1, 2, 3]);
      });

      it('is en_cours exactly at the start and termine exactly at the end', async () => {
        expect(await searchIds({ statuses: ['en_cours'] }, upcoming.startAt)).to.deep.equal([2, 1]);
        expect(await searchIds({ statuses: ['a_venir'] }, upcoming.startAt)).to.deep.equal([]);
        expect(await searchIds({ statuses: ['termine'] }, live.endAt)).to.deep.equal([2, 3]);
        expect(await searchIds({ statuses: ['en_cours'] }, live.endAt)).to.deep.equal([1]);
      });

      it('is still a_venir a millisecond before the start and en_cours a millisecond before the end', async () => {
        expect(await searchIds({ statuses: ['a_venir'] }, upcoming.startAt - 1)).to.deep.equal([1]);
        expect(await searchIds({ statuses: ['en_cours'] }, live.endAt - 1)).to.include(2);
      });
    });

    describe('filters', () => {
      it('keeps the asked types, every type when none is asked', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, type: 'MAIS' }),
          aSearchDocument({ propertyId: 2, type: 'APPT' }),
          aSearchDocument({ propertyId: 3, type: 'TEBA' }),
        );
        expect(await searchIds({ types: ['APPT'] })).to.deep.equal([2]);
        expect(await searchIds({ types: ['MAIS', 'TEBA'] })).to.deep.equal([1, 3]);
        expect(await searchIds({ types: [] })).to.deep.equal([1, 2, 3]);
      });

      it('keeps prices within the budget, both bounds included', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, price: 99_999 }),
          aSearchDocument({ propertyId: 2, price: 100_000 }),
          aSearchDocument({ propertyId: 3, price: 200_000 }),
          aSearchDocument({ propertyId: 4, price: 200_001 }),
        );
        expect(await searchIds({ budgetMin: 100_000 })).to.deep.equal([2, 3, 4]);
        expect(await searchIds({ budgetMax: 200_000 })).to.deep.equal([1, 2, 3]);
        expect(await searchIds({ budgetMin: 100_000, budgetMax: 200_000 })).to.deep.equal([2, 3]);
        expect(await searchIds({ budgetMax: 999_999_999 })).to.deep.equal([1, 2, 3, 4]);
      });

      it('keeps at least the asked rooms and bedrooms; an unknown count fails a minimum', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, rooms: 2, bedrooms: 1 }),
          aSearchDocument({ propertyId: 2, rooms: 3, bedrooms: 2 }),
          aSearchDocument({ propertyId: 3, rooms: null, bedrooms: null }),
        );
        expect(await searchIds({ roomsMin: 3 })).to.deep.equal([2]);
        expect(await searchIds({ roomsMin: 2 })).to.deep.equal([1, 2]);
        expect(await searchIds({ bedroomsMin: 1 })).to.deep.equal([1, 2]);
        expect(await searchIds({ bedroomsMin: 2 })).to.deep.equal([2]);
        expect(await searchIds({ roomsMin: 0 })).to.deep.equal([1, 2]);
        expect(await searchIds({})).to.deep.equal([1, 2, 3]);
      });

      it('keeps living and land areas within their ranges, bounds included; unknown areas fail a bound', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, livingArea: 49.5, landArea: 0 }),
          aSearchDocument({ propertyId: 2, livingArea: 50, landArea: 500 }),
          aSearchDocument({ propertyId: 3, livingArea: 80, landArea: 1000.25 }),
          aSearchDocument({ propertyId: 4, livingArea: null, landArea: null }),
        );
        expect(await searchIds({ livingAreaMin: 50 })).to.deep.equal([2, 3]);
        expect(await searchIds({ livingAreaMax: 50 })).to.deep.equal([1, 2]);
        expect(await searchIds({ livingAreaMin: 50, livingAreaMax: 80 })).to.deep.equal([2, 3]);
        expect(await searchIds({ landAreaMin: 500 })).to.deep.equal([2, 3]);
        expect(await searchIds({ landAreaMax: 1000 })).to.deep.equal([1, 2]);
        expect(await searchIds({ landAreaMin: 0, landAreaMax: 1000.25 })).to.deep.equal([1, 2, 3]);
        expect(await searchIds({})).to.deep.equal([1, 2, 3, 4]);
      });

      it('combines every filter', async () => {
        const match = aSearchDocument({ propertyId: 1 });
        await seed(
          match,
          aSearchDocument({ propertyId: 2, type: 'APPT' }),
          aSearchDocument({ propertyId: 3, price: 400_000 }),
          aSearchDocument({ propertyId: 4, rooms: 2 }),
          aSearchDocument({ propertyId: 5, bedrooms: 1 }),
          aSearchDocument({ propertyId: 6, livingArea: 60 }),
          aSearchDocument({ propertyId: 7, landArea: 5000 }),
          aSearchDocument({ propertyId: 8, location: PARIS }),
          aSearchDocument({ propertyId: 9, startAt: NOW - 2 * DAY_MS, endAt: NOW - DAY_MS }),
        );
        const page = await search({
          statuses: ['en_cours', 'a_venir'],
          types: ['MAIS'],
          budgetMin: 200_000,
          budgetMax: 300_000,
          roomsMin: 4,
          bedroomsMin: 3,
          livingAreaMin: 100,
          livingAreaMax: 150,
          landAreaMin: 300,
          landAreaMax: 1000,
          location: LYON,
          aroundRadius: 30_000,
        });
        expect(page).to.deep.equal({ hits: [match], total: 1 });
      });
    });

    describe('radius', () => {
      const BEARINGS = [0, 45, 90, 135, 180, 225, 270, 315];

      it('keeps a point 9.9 km away and drops one 10.1 km away for 10 km, in every direction', async () => {
        const docs = BEARINGS.flatMap((bearing, i) => [
          aSearchDocument({ propertyId: 100 + i, location: pointAt(LYON, bearing, 9_900) }),
          aSearchDocument({ propertyId: 200 + i, location: pointAt(LYON, bearing, 10_100) }),
        ]);
        for (const doc of docs) {
          const expected = doc.propertyId < 200 ? 9_900 : 10_100;
          expect(distanceMetres(LYON, doc.location!)).to.be.closeTo(expected, 1);
        }
        await seed(...docs);
        const page = await search({ location: LYON, aroundRadius: TEN_KM });
        expect(page.total).to.equal(BEARINGS.length);
        expect([...idsOf(page)].sort((a, b) => a - b)).to.deep.equal(BEARINGS.map((_, i) => 100 + i));
      });

      it('decides points 5 cm either side of a 100 km circle as core does', async () => {
        const docs = BEARINGS.flatMap((bearing, i) => [
          aSearchDocument({ propertyId: 100 + i, location: pointAt(LYON, bearing, 100_000 - 0.05) }),
          aSearchDocument({ propertyId: 200 + i, location: pointAt(LYON, bearing, 100_000 + 0.05) }),
        ]);
        await seed(...docs);
        const expected = docs.filter((doc) => distanceMetres(LYON, doc.location!) <= 100_000);
        expect(expected.map((doc) => doc.propertyId)).to.deep.equal(BEARINGS.map((_, i) => 100 + i));
        const page = await search({ location: LYON, aroundRadius: 100_000 });
        expect([...idsOf(page)].sort((a, b) => a - b)).to.deep.equal(expected.map((doc) => doc.propertyId));
      });

      it('keeps a point exactly at the centre and drops a property without a location', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, location: { ...LYON } }),
          aSearchDocument({ propertyId: 2, location: null }),
          aSearchDocument({ propertyId: 3, location: PARIS }),
        );
        expect(await searchIds({ location: LYON, aroundRadius: TEN_KM })).to.deep.equal([1]);
      });

      it('reaches Paris from Lyon with 400 km but not with 100 km', async () => {
        await seed(aSearchDocument({ propertyId: 1, location: PARIS }));
        expect(await searchIds({ location: LYON, aroundRadius: 100_000 })).to.deep.equal([]);
        expect(await searchIds({ location: LYON, aroundRadius: 400_000 })).to.deep.equal([1]);
      });

      it('means no radius at 0, or without a centre: every property, located or not', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, location: LYON }),
          aSearchDocument({ propertyId: 2, location: PARIS }),
          aSearchDocument({ propertyId: 3, location: null }),
        );
        expect(await searchIds({ location: LYON, aroundRadius: 0 })).to.deep.equal([1, 2, 3]);
        expect(await searchIds({ location: null, aroundRadius: TEN_KM })).to.deep.equal([1, 2, 3]);
      });

      it('pages and counts only what lies inside the circle', async () => {
        const inside = [1, 2, 3].map((i) =>
          aSearchDocument({
            propertyId: i,
            location: pointAt(LYON, 60 * i, 5_000),
            endAt: NOW + i * HOUR_MS,
          }),
        );
        await seed(...inside, aSearchDocument({ propertyId: 4, location: PARIS, endAt: NOW + 1 }));
        const first = await search({ location: LYON, aroundRadius: TEN_KM, page: 1 }, NOW, 2);
        const second = await search({ location: LYON, aroundRadius: TEN_KM, page: 2 }, NOW, 2);
        expect(first).to.deep.equal({ hits: inside.slice(0, 2), total: 3 });
        expect(second).to.deep.equal({ hits: inside.slice(2), total: 3 });
      });
    });

    describe('free text', () => {
      beforeEach(() =>
        seed(
          aSearchDocument({ propertyId: 1, title: 'Maison de maître près de l’Église', city: 'Lyon' }),
          aSearchDocument({
            propertyId: 2,
            title: 'Appartement T3',
            city: 'Saint-Étienne',
            postcode: '42000',
          }),
          aSearchDocument({
            propertyId: 3,
            title: 'Cœur de village',
            city: 'Évian-les-Bains',
            reference: 'VEN-2024-0042',
          }),
        ),
      );

      it('finds words without their accents or case, whatever field holds them', async () => {
        expect(await searchIds({ text: 'EGLISE' })).to.deep.equal([1]);
        expect(await searchIds({ text: 'saint etienne' })).to.deep.equal([2]);
        expect(await searchIds({ text: 'évian' })).to.deep.equal([3]);
        expect(await searchIds({ text: '42000' })).to.deep.equal([2]);
        expect(await searchIds({ text: 'ven-2024-0042' })).to.deep.equal([3]);
        expect(await searchIds({ text: 'cœur' })).to.deep.equal([3]);
      });

      it('takes each typed word as the start of a word, and needs them all', async () => {
        expect(await searchIds({ text: 'mais lyo' })).to.deep.equal([1]);
        expect(await searchIds({ text: 'app t' })).to.deep.equal([2]);
        expect(await searchIds({ text: 'appartement lyon' })).to.deep.equal([]);
        expect(await searchIds({ text: 'aison' })).to.deep.equal([]);
        expect(await searchIds({ text: '%' })).to.deep.equal([1, 2, 3]);
        expect(await searchIds({ text: '' })).to.deep.equal([1, 2, 3]);
      });

      it('follows the document when it changes', async () => {
        await index.upsert(aSearchDocument({ propertyId: 1, title: 'Grange', city: 'Lyon' }));
        expect(await searchIds({ text: 'maison' })).to.deep.equal([]);
        expect(await searchIds({ text: 'grange' })).to.deep.equal([1]);
      });
    });

    describe('map area', () => {
      const box = { south: 45.7, west: 4.8, north: 45.8, east: 4.9 };

      it('keeps the points inside, edges included, and drops those without a location', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, location: { lat: 45.75, lng: 4.85 } }),
          aSearchDocument({ propertyId: 2, location: { lat: 45.7, lng: 4.8 } }),
          aSearchDocument({ propertyId: 3, location: { lat: 45.8, lng: 4.9 } }),
          aSearchDocument({ propertyId: 4, location: { lat: 45.8000001, lng: 4.85 } }),
          aSearchDocument({ propertyId: 5, location: { lat: 45.75, lng: 4.7999999 } }),
          aSearchDocument({ propertyId: 6, location: null }),
        );
        expect(await searchIds({ bounds: box })).to.deep.equal([1, 2, 3]);
        expect(await searchIds({ bounds: null })).to.deep.equal([1, 2, 3, 4, 5, 6]);
      });

      it('crosses the antimeridian when west lies east of east', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, location: { lat: -17.5, lng: 179.5 } }),
          aSearchDocument({ propertyId: 2, location: { lat: -17.5, lng: -179.5 } }),
          aSearchDocument({ propertyId: 3, location: { lat: -17.5, lng: 0 } }),
        );
        expect(await searchIds({ bounds: { south: -20, west: 179, north: -15, east: -179 } })).to.deep.equal([
          1, 2,
        ]);
      });

      it('combines with a radius', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, location: pointAt(LYON, 0, 5_000) }),
          aSearchDocument({ propertyId: 2, location: pointAt(LYON, 180, 5_000) }),
          aSearchDocument({ propertyId: 3, location: pointAt(LYON, 0, 15_000) }),
        );
        const north = { south: LYON.lat, west: -180, north: 90, east: 180 };
        expect(await searchIds({ bounds: north, location: LYON, aroundRadius: TEN_KM })).to.deep.equal([1]);
      });
    });

    describe('sort', () => {
      beforeEach(() =>
        seed(
          aSearchDocument({ propertyId: 1, price: 300_000, startAt: NOW - 3 * DAY_MS }),
          aSearchDocument({ propertyId: 2, price: 100_000, startAt: NOW - DAY_MS }),
          aSearchDocument({ propertyId: 3, price: 300_000, startAt: NOW - DAY_MS }),
          aSearchDocument({ propertyId: 4, price: 200_000, startAt: NOW + DAY_MS, endAt: NOW + 3 * DAY_MS }),
        ),
      );

      it('orders by price up or down, the property id breaking ties', async () => {
        expect(await searchIds({ sort: 'price_asc' })).to.deep.equal([2, 4, 1, 3]);
        expect(await searchIds({ sort: 'price_desc' })).to.deep.equal([1, 3, 4, 2]);
      });

      it('puts the latest start first for newest', async () => {
        expect(await searchIds({ sort: 'newest' })).to.deep.equal([4, 2, 3, 1]);
      });

      it('pages a sorted search', async () => {
        const second = await search({ sort: 'price_asc', page: 2 }, NOW, 3);
        expect(second).to.deep.include({ total: 4 });
        expect(idsOf(second)).to.deep.equal([3]);
      });
    });

    describe('order', () => {
      it('lists live sales ending soonest, then upcoming by start, then ended most recent first', async () => {
        await seed(
          aSearchDocument({ propertyId: 1, startAt: NOW - DAY_MS, endAt: NOW - 3 * HOUR_MS }),
          aSearchDocument({ propertyId: 2, startAt: NOW + 5 * HOUR_MS, endAt: NOW + DAY_MS }),
          aSearchDocument({ propertyId: 3, startAt: NOW - HOUR_MS, endAt: NOW + 9 * HOUR_MS }),
          aSearchDocument({ propertyId: 4, startAt: NOW - DAY_MS, endAt: NOW - HOUR_MS }),
          aSearchDocument({ propertyId: 5, startAt: NOW + 2 * HOUR_MS, endAt: NOW + 3 * DAY_MS }),
          aSearchDocument({ propertyId: 6, startAt: NOW - 2 * DAY_MS, endAt: NOW + 2 * HOUR_MS }),
          aSearchDocument({ propertyId: 7, startAt: NOW, endAt: NOW + 2 * DAY_MS }),
        );
        expect(await searchIds({})).to.deep.equal([6, 3, 7, 5, 2, 4, 1]);
      });

      it('breaks ties by property id', async () => {
        const same = { startAt: NOW - HOUR_MS, endAt: NOW + HOUR_MS };
        await seed(
          aSearchDocument({ propertyId: 30, ...same }),
          aSearchDocument({ propertyId: 10, ...same }),
          aSearchDocument({ propertyId: 20, ...same }),
        );
        expect(await searchIds({})).to.deep.equal([10, 20, 30]);
      });
    });

    describe('paging', () => {
      const docs = [1, 2, 3, 4, 5].map((i) => aSearchDocument({ propertyId: i, endAt: NOW + i * HOUR_MS }));
      beforeEach(() => seed(...[...docs].reverse()));

      it('cuts the ordered results into pages and counts them all', async () => {
        expect(await search({ page: 1 }, NOW, 2)).to.deep.equal({ hits: docs.slice(0, 2), total: 5 });
        expect(await search({ page: 2 }, NOW, 2)).to.deep.equal({ hits: docs.slice(2, 4), total: 5 });
        expect(await search({ page: 3 }, NOW, 2)).to.deep.equal({ hits: docs.slice(4), total: 5 });
      });

      it('answers an empty page past the end with the total still right', async () => {
        expect(await search({ page: 4 }, NOW, 2)).to.deep.equal({ hits: [], total: 5 });
      });

      it('counts the filtered results only', async () => {
        expect(await search({ budgetMin: 300_000 }, NOW, 2)).to.deep.equal({ hits: [], total: 0 });
        const live = await search({ page: 1 }, NOW + 2 * HOUR_MS + 1, 2);
        expect(live.total).to.equal(5);
        expect(idsOf(live)).to.deep.equal([3, 4]);
        expect((await search({ statuses: ['termine'] }, NOW + 2 * HOUR_MS, 2)).total).to.equal(2);
      });
    });

    describe('agreement with core’s rules', () => {
      it('answers what matchesCriteria and compareSearchResults say, over a varied set', async () => {
        const docs = variedDocuments(80);
        await seed(...docs);
        for (const criteria of variedCriteria()) {
          for (const now of [NOW, NOW + 12 * HOUR_MS, NOW - 3 * DAY_MS]) {
            const expected = docs
              .filter((doc) => matchesCriteria(doc, criteria, now))
              .sort(compareSearchResults(now, criteria.sort));
            const page = await index.search(criteria, now, 7);
            const label = JSON.stringify({ criteria, now });
            expect(page.total, label).to.equal(expected.length);
            expect(idsOf(page), label).to.deep.equal(
              expected.slice((criteria.page - 1) * 7, criteria.page * 7).map((doc) => doc.propertyId),
            );
          }
        }
      });
    });
  });
}

/** A deterministic spread of sales around Lyon and Paris, some with unknown values. */
function variedDocuments(count: number): SearchDocument[] {
  const types = ['MAIS', 'APPT', 'TEBA'];
  const titles = ['Maison de maître', 'Appartement T3 lumineux', 'Terrain à bâtir', 'Échoppe rénovée'];
  return Array.from({ length: count }, (_, i) => {
    const centre = i % 3 === 0 ? PARIS : LYON;
    return aSearchDocument({
      propertyId: i + 1,
      type: types[i % types.length],
      title: `${titles[i % titles.length]} ${i}`,
      city: centre === PARIS ? 'Paris' : i % 2 === 0 ? 'Lyon' : 'Villeurbanne',
      location: i % 11 === 0 ? null : pointAt(centre, (i * 37) % 360, ((i * 7919) % 25) * 1_000),
      price: 50_000 + ((i * 104_729) % 20) * 25_000,
      rooms: i % 7 === 0 ? null : 1 + (i % 6),
      bedrooms: i % 9 === 0 ? null : i % 4,
      livingArea: i % 5 === 0 ? null : 20 + ((i * 13) % 180),
      landArea: i % 4 === 0 ? null : (i * 97) % 2000,
      // Several sales share a start or an end, so the id tie-break is exercised too.
      startAt: NOW + ((i % 9) - 5) * DAY_MS,
      endAt: NOW + ((i % 9) - 5) * DAY_MS + (1 + (i % 3)) * DAY_MS,
    });
  });
}

function variedCriteria(): SearchCriteria[] {
  return [
    anyCriteria(),
    defaultSearchCriteria(),
    anyCriteria({ page: 2 }),
    anyCriteria({ statuses: ['termine'], page: 2 }),
    anyCriteria({ budgetMin: 150_000, budgetMax: 400_000 }),
    anyCriteria({ types: ['APPT'], roomsMin: 3 }),
    anyCriteria({ bedroomsMin: 2, livingAreaMin: 60, livingAreaMax: 150 }),
    anyCriteria({ landAreaMin: 500, landAreaMax: 1500 }),
    anyCriteria({ location: LYON, aroundRadius: 10_000 }),
    anyCriteria({ location: PARIS, aroundRadius: 20_000, page: 2 }),
    anyCriteria({ location: LYON, aroundRadius: 100_000, statuses: ['en_cours'], budgetMax: 300_000 }),
    anyCriteria({ text: 'maison' }),
    anyCriteria({ text: 'echop lyon', statuses: ['en_cours', 'termine'] }),
    anyCriteria({ text: 'T3 villeur', location: LYON, aroundRadius: 20_000 }),
    anyCriteria({ bounds: { south: 45.7, west: 4.75, north: 45.85, east: 4.95 } }),
    anyCriteria({ bounds: { south: 45.7, west: 4.75, north: 45.85, east: 4.95 }, sort: 'price_desc' }),
    anyCriteria({ sort: 'price_asc', page: 2 }),
    anyCriteria({ sort: 'newest', statuses: ['a_venir', 'termine'], budgetMin: 100_000 }),
    anyCriteria({ sort: 'price_desc', location: PARIS, aroundRadius: 20_000, types: ['MAIS', 'APPT'] }),
  ];
}
