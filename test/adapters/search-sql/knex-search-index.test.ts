import { expect } from 'chai';
import type { Knex } from 'knex';
import { defaultSearchCriteria } from '../../../core/src/index.js';
import { openDatabase } from '../../../adapters/persistence-knex/src/index.js';
import {
  KnexSearchIndex,
  SEARCH_DOCUMENTS_TABLE,
  SEARCH_MIGRATIONS_TABLE,
} from '../../../adapters/search-sql/src/index.js';
import { searchMigrationSource } from '../../../adapters/search-sql/src/migrations.js';
import { toRow } from '../../../adapters/search-sql/src/search-documents-table.js';
import { aSearchDocument } from '../../contracts/search-index.contract.js';
import { onEachSearchDatabase, type OpenSearchIndex } from '../../support/scratch-databases.js';

const NOW = Date.UTC(2025, 5, 16, 10, 0, 0);
const everyStatus = () => ({ ...defaultSearchCriteria(), statuses: [] });

async function indexNames(knex: Knex, dialect: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const rows: { name: string }[] = await knex('sqlite_master')
      .where({ type: 'index', tbl_name: SEARCH_DOCUMENTS_TABLE })
      .select('name');
    return rows.map((row) => row.name);
  }
  const [rows] = (await knex.raw(`show index from ${SEARCH_DOCUMENTS_TABLE}`)) as [{ Key_name: string }[]];
  return [...new Set(rows.map((row) => row.Key_name))];
}

/** The plan of each SELECT a search runs: what the database says it reads. */
async function plansOf(
  opened: OpenSearchIndex,
  run: () => Promise<unknown>,
): Promise<{ sql: string; plan: string }[]> {
  const selects: { sql: string; bindings: readonly unknown[] }[] = [];
  const record = (query: { sql: string; bindings?: readonly unknown[] }) => {
    if (/^select/i.test(query.sql)) selects.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  opened.knex.on('query', record);
  try {
    await run();
  } finally {
    opened.knex.off('query', record);
  }
  const sqlite = opened.index.dialect === 'sqlite';
  const plans = [];
  for (const { sql, bindings } of selects) {
    const result = (await opened.knex.raw(`${sqlite ? 'explain query plan' : 'explain'} ${sql}`, [
      ...bindings,
    ] as Knex.Value[])) as unknown;
    const rows = (sqlite ? result : (result as unknown[])[0]) as Record<string, unknown>[];
    const plan = sqlite
      ? rows.map((row) => String(row.detail)).join('; ')
      : rows.map((row) => `${String(row.type)} key=${String(row.key)} extra=${String(row.Extra)}`).join('; ');
    plans.push({ sql, plan });
  }
  return plans;
}

onEachSearchDatabase('search-sql: KnexSearchIndex', (kind) => {
  let opened: OpenSearchIndex;
  beforeEach(async () => {
    opened = await kind.open();
  });
  afterEach(() => opened.close());

  it('indexes (lat_band, lng), price and end_at', async () => {
    const names = await indexNames(opened.knex, opened.index.dialect);
    expect(names).to.include.members([
      'search_documents_band_lng',
      'search_documents_price',
      'search_documents_end_at',
    ]);
  });

  describe('query plans', () => {
    beforeEach(async () => {
      // Live, upcoming and ended sales, so a full read would be a choice and not the only way.
      await opened.index.upsertMany(
        Array.from({ length: 3_000 }, (_, i) =>
          aSearchDocument({
            propertyId: i + 1,
            reference: `VEN-${i}`,
            price: 100_000 + i * 1_000,
            startAt: NOW + (i % 3 === 0 ? 1 : -1) * (i + 1) * 3_600_000,
            endAt: NOW + (i % 3 === 2 ? -1 : 30) * (i + 1) * 3_600_000,
            location: { lat: 43 + (i % 500) / 100, lng: 1 + (i % 300) / 100 },
          }),
        ),
      );
    });

    it("reads the home page's list along the ranking indexes: no table scan, no sort", async () => {
      const criteria = {
        ...defaultSearchCriteria(),
        statuses: ['en_cours', 'a_venir'] as const,
        location: null,
      };
      const plans = await plansOf(opened, () =>
        opened.index.search({ ...criteria, statuses: [...criteria.statuses] }, NOW, 20),
      );
      for (const { sql, plan } of plans) {
        if (opened.index.dialect === 'sqlite') {
          expect(plan, sql).to.not.match(/SCAN search_documents(?! USING)/);
          expect(plan, sql).to.not.match(/TEMP B-TREE/);
        } else {
          expect(plan, sql).to.not.match(/^ALL|; ALL/);
          expect(plan, sql).to.not.match(/filesort/);
        }
      }
      expect(plans.map((p) => p.plan).join('\n')).to.match(/search_documents_end_rank/);
    });

    it('reads a radius search through the (lat_band, lng) index', async () => {
      const plans = await plansOf(opened, () =>
        opened.index.search(
          { ...everyStatus(), location: { lat: 45.76, lng: 4.84 }, aroundRadius: 30_000 },
          NOW,
          20,
        ),
      );
      const ranking = plans.find((p) => /count\(\*\) over/.test(p.sql));
      expect(ranking?.plan, ranking?.sql).to.match(/search_documents_band_lng/);
    });
  });

  it('migrates again without changing anything, in its own migrations table', async () => {
    await opened.index.upsert(aSearchDocument());
    await opened.index.migrate();
    const done: { name: string }[] = await opened.knex(SEARCH_MIGRATIONS_TABLE).select('name');
    expect(done.map((row) => row.name)).to.deep.equal([
      '001-search-documents',
      '002-search-text',
      '003-latitude-bands',
      '004-ranking-indexes',
    ]);
    expect((await opened.index.search(everyStatus(), NOW, 20)).total).to.equal(1);
  });

  it('keeps prices past 32 bits and instants with microseconds', async () => {
    const doc = aSearchDocument({ price: 3_000_000_000, startAt: NOW - 0.001, endAt: NOW + 1.999 });
    await opened.index.upsert(doc);
    expect((await opened.index.search(everyStatus(), NOW, 20)).hits).to.deep.equal([doc]);
  });

  it('holds one row per property however often it is upserted', async () => {
    for (const price of [100_000, 110_000, 120_000]) await opened.index.upsert(aSearchDocument({ price }));
    const [counted] = await opened.knex(SEARCH_DOCUMENTS_TABLE).count({ n: '*' });
    expect(Number(counted?.n)).to.equal(1);
  });
});

describe('search-sql: migrations 002 and 003 (SQLite)', () => {
  it('give the rows indexed before them their words and latitude band: text and radius find them', async () => {
    const database = openDatabase('sqlite::memory:');
    try {
      const { knex } = database;
      await knex.migrate.up({ migrationSource: searchMigrationSource, tableName: SEARCH_MIGRATIONS_TABLE });
      const {
        search_text: _text,
        lat_band: _band,
        ...before
      } = toRow(aSearchDocument({ propertyId: 5, city: 'Évian', location: { lat: 46.4, lng: 6.59 } }));
      await knex(SEARCH_DOCUMENTS_TABLE).insert(before);
      const index = new KnexSearchIndex(knex, database.dialect);
      await index.migrate();
      const found = await index.search({ ...everyStatus(), text: 'evian' }, NOW, 20);
      expect(found.hits.map((hit) => hit.propertyId)).to.deep.equal([5]);
      const around = { ...everyStatus(), location: { lat: 46.4, lng: 6.6 }, aroundRadius: 10_000 };
      expect((await index.search(around, NOW, 20)).total).to.equal(1);
    } finally {
      await database.close();
    }
  });
});

describe('search-sql: KnexSearchIndex beside the persistence adapter (SQLite)', () => {
  it('shares the database without touching knex_migrations', async () => {
    const database = openDatabase('sqlite::memory:');
    try {
      await database.migrate();
      const index = new KnexSearchIndex(database.knex, database.dialect);
      await index.migrate();
      await database.migrate();
      const theirs: { name: string }[] = await database.knex('knex_migrations').select('name');
      expect(theirs.map((row) => row.name)).to.not.include('001-search-documents');
      expect(theirs).to.not.be.empty;
      await index.upsert(aSearchDocument({ propertyId: 42 }));
      expect((await index.search(everyStatus(), NOW, 20)).hits.map((hit) => hit.propertyId)).to.deep.equal([
        42,
      ]);
    } finally {
      await database.close();
    }
  });
});
