import type { Knex } from 'knex';
import { latBand, SEARCH_DOCUMENTS_TABLE, searchTextColumn } from './search-documents-table.js';

export const LAT_BAND_INDEX = 'search_documents_band_lng';
const BOX_INDEX_COLUMNS = ['lat_band', 'lng', 'lat', 'start_at', 'end_at', 'price', 'type', 'property_id'];

/** Its own bookkeeping table, so it never mixes with the persistence adapter's knex_migrations. */
export const SEARCH_MIGRATIONS_TABLE = 'search_migrations';

interface SearchMigration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const searchDocuments: SearchMigration = {
  name: '001-search-documents',
  async up(knex) {
    await knex.schema.createTable(SEARCH_DOCUMENTS_TABLE, (table) => {
      table.bigInteger('property_id').notNullable().primary();
      table.string('reference', 64).notNullable();
      table.string('title', 255).notNullable();
      table.string('type', 64).notNullable();
      table.string('city', 255).notNullable();
      table.string('postcode', 16).notNullable();
      table.string('department', 64).notNullable();
      table.double('lat').nullable();
      table.double('lng').nullable();
      table.bigInteger('price').notNullable();
      table.integer('rooms').nullable();
      table.integer('bedrooms').nullable();
      table.double('living_area').nullable();
      table.double('land_area').nullable();
      table.double('start_at').notNullable();
      table.double('end_at').notNullable();
      table.bigInteger('main_photo_id').nullable();
      table.index(['lat', 'lng'], 'search_documents_lat_lng');
      table.index(['price'], 'search_documents_price');
      table.index(['end_at'], 'search_documents_end_at');
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists(SEARCH_DOCUMENTS_TABLE);
  },
};

/**
 * The free text's words. Compared byte for byte (utf8mb4_bin on MySQL; SQLite's LIKE only ignores
 * ASCII case, and the words are lower case already), so the database's collation never makes 'oe'
 * match 'œ' when core says it does not.
 */
const searchText: SearchMigration = {
  name: '002-search-text',
  async up(knex) {
    await knex.schema.alterTable(SEARCH_DOCUMENTS_TABLE, (table) => {
      table.text('search_text').collate('utf8mb4_bin').notNullable().defaultTo('');
    });
    const rows: { property_id: number; title: string; city: string; postcode: string; reference: string }[] =
      await knex(SEARCH_DOCUMENTS_TABLE).select('property_id', 'title', 'city', 'postcode', 'reference');
    for (const row of rows) {
      await knex(SEARCH_DOCUMENTS_TABLE)
        .where('property_id', row.property_id)
        .update({ search_text: searchTextColumn(row) });
    }
  },
  async down(knex) {
    await knex.schema.alterTable(SEARCH_DOCUMENTS_TABLE, (table) => table.dropColumn('search_text'));
  },
};

/**
 * A radius or map area is a box of latitude and longitude. On (lat, lng) only the latitude range
 * narrows the scan — a band across France, that MariaDB judged not worth the index and scanned the
 * table instead. On (lat_band, lng) the box becomes one narrow longitude range per band it spans.
 * The index also holds what a usual search filters and orders on (point, dates, price, type), so
 * ranking a box of thousands of sales reads the index alone; only the page's rows are read.
 */
const latitudeBands: SearchMigration = {
  name: '003-latitude-bands',
  async up(knex) {
    await knex.schema.alterTable(SEARCH_DOCUMENTS_TABLE, (table) => {
      table.integer('lat_band').nullable();
      table.index(BOX_INDEX_COLUMNS, LAT_BAND_INDEX);
    });
    const rows: { property_id: number; lat: number }[] = await knex(SEARCH_DOCUMENTS_TABLE)
      .whereNotNull('lat')
      .select('property_id', 'lat');
    for (const row of rows) {
      await knex(SEARCH_DOCUMENTS_TABLE)
        .where('property_id', row.property_id)
        .update({ lat_band: latBand(Number(row.lat)) });
    }
  },
  async down(knex) {
    await knex.schema.alterTable(SEARCH_DOCUMENTS_TABLE, (table) => {
      table.dropIndex(BOX_INDEX_COLUMNS, LAT_BAND_INDEX);
      table.dropColumn('lat_band');
    });
  },
};

/**
 * Indexes in the orders of the lists (search-filters.ts orderBySearchRank, one status at a time):
 * live sales by end, upcoming ones by start, any by price, the property id breaking ties (SQLite's
 * indexes end on the rowid, not on property_id). The live list's index holds start_at too, so the
 * status is decided in the index. A page of the home page reads its LIMIT rows along one of them.
 */
export const RANKING_INDEXES: Readonly<Record<string, readonly string[]>> = {
  search_documents_end_rank: ['end_at', 'property_id', 'start_at'],
  search_documents_start_rank: ['start_at', 'property_id'],
  search_documents_price_rank: ['price', 'property_id'],
};
const rankingIndexes: SearchMigration = {
  name: '004-ranking-indexes',
  async up(knex) {
    await knex.schema.alterTable(SEARCH_DOCUMENTS_TABLE, (table) => {
      for (const [name, columns] of Object.entries(RANKING_INDEXES)) table.index([...columns], name);
    });
  },
  async down(knex) {
    await knex.schema.alterTable(SEARCH_DOCUMENTS_TABLE, (table) => {
      for (const [name, columns] of Object.entries(RANKING_INDEXES)) table.dropIndex([...columns], name);
    });
  },
};

/** Append only: a released migration never changes. */
const MIGRATIONS: readonly SearchMigration[] = [searchDocuments, searchText, latitudeBands, rankingIndexes];

/** Migrations as code, so they run the same from src (tsx) and from dist. */
export const searchMigrationSource: Knex.MigrationSource<SearchMigration> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
