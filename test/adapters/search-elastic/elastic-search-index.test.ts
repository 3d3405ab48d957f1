import { expect } from 'chai';
import {
  compareSearchResults,
  DAY_MS,
  defaultSearchCriteria,
  distanceMetres,
  HOUR_MS,
  matchesCriteria,
  SEARCH_INDEX_NAME,
  type GeoPoint,
  type SearchCriteria,
} from '../../../core/src/index.js';
import { ElasticSearchIndex } from '../../../adapters/search-elastic/src/index.js';
import { aSearchDocument, pointAt } from '../../contracts/search-index.contract.js';
import { onElasticsearch } from '../../support/scratch-elasticsearch.js';

const NOW = Date.UTC(2025, 5, 16, 10, 0, 0);
const LYON: GeoPoint = { lat: 45.764043, lng: 4.835659 };
const everyStatus = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...defaultSearchCriteria(),
  statuses: [],
  ...overrides,
});
const ids = (page: { hits: { propertyId: number }[] }) => page.hits.map((hit) => hit.propertyId);

onElasticsearch('search-elastic: ElasticSearchIndex', (es) => {
  let index: ElasticSearchIndex;
  beforeEach(async () => {
    index = await es.open();
  });

  it('is named prod_bien unless told otherwise', () => {
    expect(new ElasticSearchIndex(es.client).index).to.equal(SEARCH_INDEX_NAME).and.equal('prod_bien');
  });

  it('creates its index with explicit mappings, and ensures it again without harm', async () => {
    await index.ensureIndex();
    const mapping = await es.client.indices.getMapping({ index: es.indexName });
    const properties = mapping[es.indexName]!.mappings.properties!;
    expect(properties.location).to.deep.equal({ type: 'geo_point' });
    expect(properties.type).to.deep.equal({ type: 'keyword' });
    expect(properties.department).to.deep.equal({ type: 'keyword' });
    expect(properties.postcode).to.deep.equal({ type: 'keyword' });
    expect(properties.price).to.deep.equal({ type: 'long' });
    expect(properties.startAt).to.include({ type: 'date_nanos' });
    expect(properties.words).to.include({ type: 'text', analyzer: 'whitespace' });
    expect(mapping[es.indexName]!.mappings.dynamic).to.equal('strict');
  });

  it('keeps prices past 32 bits and instants with microseconds, and orders by them', async () => {
    const first = aSearchDocument({
      propertyId: 1,
      price: 3_000_000_000,
      startAt: NOW - 0.001,
      endAt: NOW + 1.999,
    });
    const second = aSearchDocument({ propertyId: 2, startAt: NOW - 0.002, endAt: NOW + 1.998 });
    await index.upsert(first);
    await index.upsert(second);
    expect((await index.search(everyStatus(), NOW, 20)).hits).to.deep.equal([second, first]);
    expect(ids(await index.search(everyStatus({ statuses: ['termine'] }), NOW + 1.998, 20))).to.deep.equal([
      2,
    ]);
    expect(ids(await index.search(everyStatus({ statuses: ['a_venir'] }), NOW - 0.0015, 20))).to.deep.equal([
      1,
    ]);
  });

  it('decides the edge of a 100 km circle as core does, where its own distance differs by centimetres', async () => {
    // Elasticsearch's sphere is 1.4 ppm bigger: 14 cm at 100 km, so a plain geo_distance drops the inner ring.
    const bearings = [0, 60, 120, 180, 240, 300];
    const docs = bearings.flatMap((bearing, i) => [
      aSearchDocument({ propertyId: 100 + i, location: pointAt(LYON, bearing, 100_000 - 0.05) }),
      aSearchDocument({ propertyId: 200 + i, location: pointAt(LYON, bearing, 100_000 + 0.05) }),
    ]);
    await index.upsertMany(docs);
    await index.refreshNow();
    const plain = await es.client.search({
      index: es.indexName,
      size: 100,
      query: { geo_distance: { distance: '100000m', location: { lat: LYON.lat, lon: LYON.lng } } },
    });
    expect(plain.hits.hits.length, 'Elasticsearch alone disagrees with core').to.be.lessThan(bearings.length);
    const page = await index.search(everyStatus({ location: LYON, aroundRadius: 100_000 }), NOW, 50);
    const expected = docs
      .filter((doc) => distanceMetres(LYON, doc.location!) <= 100_000)
      .map((d) => d.propertyId);
    expect(expected).to.have.length(bearings.length);
    expect([...ids(page)].sort((a, b) => a - b)).to.deep.equal(expected);
  });

  it('pages deep into the default order as core orders it, across the statuses', async () => {
    const docs = Array.from({ length: 150 }, (_, i) =>
      aSearchDocument({
        propertyId: i + 1,
        location: pointAt(LYON, (i * 47) % 360, (i % 20) * 1_000),
        startAt: NOW + ((i % 7) - 4) * DAY_MS + (i % 5) * HOUR_MS,
        endAt: NOW + ((i % 7) - 4) * DAY_MS + (1 + (i % 3)) * DAY_MS,
      }),
    );
    await index.upsertMany(docs);
    await index.refreshNow();
    for (const criteria of [everyStatus(), everyStatus({ location: LYON, aroundRadius: 10_000 })]) {
      const expected = docs
        .filter((doc) => matchesCriteria(doc, criteria, NOW))
        .sort(compareSearchResults(NOW));
      for (const page of [1, 5, 6, 7, 8]) {
        const found = await index.search({ ...criteria, page }, NOW, 20);
        const label = JSON.stringify({ radius: criteria.aroundRadius, page });
        expect(found.total, label).to.equal(expected.length);
        expect(ids(found), label).to.deep.equal(
          expected.slice((page - 1) * 20, page * 20).map((d) => d.propertyId),
        );
      }
    }
  });

  it('indexes and removes in bulk, and lists what it holds', async () => {
    await index.upsertMany([1, 2, 3].map((propertyId) => aSearchDocument({ propertyId })));
    await index.removeMany([2, 99]);
    await index.refreshNow();
    expect(await index.indexedIds()).to.deep.equal([1, 3]);
  });

  it('makes a write visible to the next search, and can leave it to the periodic refresh', async () => {
    // No periodic refresh during the test, so what the lazy write leaves unseen stays unseen.
    await es.client.indices.putSettings({ index: es.indexName, settings: { refresh_interval: '-1' } });
    try {
      const lazy = new ElasticSearchIndex(es.client, { index: es.indexName, refresh: false });
      await lazy.upsert(aSearchDocument({ propertyId: 8 }));
      expect((await index.search(everyStatus(), NOW, 20)).total).to.equal(0);
      await index.upsert(aSearchDocument({ propertyId: 9 }));
      expect(ids(await index.search(everyStatus(), NOW, 20))).to.deep.equal([8, 9]);
    } finally {
      await es.client.indices.putSettings({ index: es.indexName, settings: { refresh_interval: '1s' } });
    }
  });
});
