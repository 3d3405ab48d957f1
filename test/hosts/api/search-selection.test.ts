// Which search index the host opens (SQL by default, Elasticsearch with ELASTICSEARCH_URL) and the
// bulk reindex behind `npm run reindex`.
import { defaultSearchCriteria, SEARCH_INDEX_NAME, type SearchDocument } from '@immo/core';
import { anAuction, aProperty, ManualClock } from '@immo/core/testing';
import { readConfig } from '@immo/api';
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../adapters/persistence-knex/src/index.js';
import { ElasticSearchIndex } from '../../../adapters/search-elastic/src/index.js';
import { KnexSearchIndex } from '../../../adapters/search-sql/src/index.js';
import { openInfrastructure, openSearch } from '../../../hosts/api/src/infrastructure.js';
import type { ObservedSearchIndex } from '../../../hosts/api/src/observed-search-index.js';
import { reindexAll } from '../../../hosts/api/src/search-reindex.js';
import { aSearchDocument } from '../../contracts/search-index.contract.js';
import { onElasticsearch } from '../../support/scratch-elasticsearch.js';

const NOW = Date.UTC(2026, 10, 21, 9, 0);
const everySale = { ...defaultSearchCriteria(), statuses: [] };

/** Two properties on sale and one without an auction (never shown). */
async function sales(database: Database): Promise<number[]> {
  const { properties, auctions } = database.repositories;
  const ids: number[] = [];
  for (const city of ['Lyon', 'Annecy']) {
    const property = await properties.add(aProperty({ title: `Maison à ${city}` }));
    await auctions.add(anAuction({ propertyId: property.id, startAt: NOW - 1000, endAt: NOW + 1000 }));
    ids.push(property.id);
  }
  await properties.add(aProperty({ title: 'Sans vente' }));
  return ids;
}

describe('hosts/api: search selection', () => {
  it('reads ELASTICSEARCH_URL and ELASTICSEARCH_INDEX, the SQL search when the URL is absent', () => {
    expect(readConfig({})).to.include({ elasticsearchUrl: null, elasticsearchIndex: SEARCH_INDEX_NAME });
    expect(
      readConfig({ ELASTICSEARCH_URL: ' http://es:9200 ', ELASTICSEARCH_INDEX: 'staging_bien' }),
    ).to.include({
      elasticsearchUrl: 'http://es:9200',
      elasticsearchIndex: 'staging_bien',
    });
    expect(readConfig({ ELASTICSEARCH_URL: '' }).elasticsearchUrl).to.equal(null);
  });

  it('opens the SQL search on the database without ELASTICSEARCH_URL', async () => {
    const database = openDatabase('sqlite::memory:');
    try {
      await database.migrate();
      const search = await openSearch(readConfig({}), database);
      expect(search.index).to.be.instanceOf(KnexSearchIndex);
      expect(search.created).to.equal(false);
    } finally {
      await database.close();
    }
  });

  it('reindexes every sale from the repositories and drops what no longer has one', async () => {
    const database = openDatabase('sqlite::memory:');
    try {
      await database.migrate();
      const index = (await openSearch(readConfig({}), database)).index;
      const ids = await sales(database);
      await index.upsert(aSearchDocument({ propertyId: 999 }));
      const lines: string[] = [];
      const summary = await reindexAll(database.repositories, index, new ManualClock(NOW), (l) =>
        lines.push(l),
      );
      expect(summary).to.deep.equal({ indexed: 2, removed: 1 });
      expect(await index.indexedIds()).to.deep.equal(ids);
      expect(lines).to.deep.equal(['› Réindexation : 3/3 biens…']);
      const found = await index.search({ ...everySale, text: 'lyon' }, NOW, 10);
      expect(found.hits.map((hit: SearchDocument) => hit.propertyId)).to.deep.equal([ids[0]]);
    } finally {
      await database.close();
    }
  });
});

onElasticsearch('hosts/api: search selection', (es) => {
  it('opens Elasticsearch with ELASTICSEARCH_URL and fills a new index from the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'immo-search-host-'));
    const indexName = `${es.indexName}_host`;
    const config = readConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
      ELASTICSEARCH_URL: process.env.ELASTICSEARCH_URL,
      ELASTICSEARCH_INDEX: indexName,
    });
    const seeded = openDatabase(config.databaseUrl);
    await seeded.migrate();
    const ids = await sales(seeded);
    await seeded.close();
    const infrastructure = await openInfrastructure(config, { clock: new ManualClock(NOW) });
    try {
      // By name: the host imports the adapter on first use (import()), which under the tests' CommonJS
      // loading is another instance of the module than this file's import.
      const { inner } = infrastructure.ports.search as ObservedSearchIndex;
      expect(inner.constructor.name).to.equal(ElasticSearchIndex.name);
      const found = await infrastructure.ports.search.search(everySale, NOW, 10);
      expect(found.hits.map((hit) => hit.propertyId)).to.have.members(ids);
    } finally {
      await infrastructure.close();
      await new ElasticSearchIndex(es.client, { index: indexName }).deleteIndex();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
