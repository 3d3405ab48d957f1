import type { Migration } from './migration.js';

/**
 * The version of a sale's page (issue 16): bumped by every write of what the property page shows
 * but the auction (sale-versions.ts), so that the page built once per version can be checked with one
 * keyed read.
 */
export const salePageVersion: Migration = {
  name: '014-sale-page-version',
  async up(knex) {
    await knex.schema.alterTable('properties', (table) => {
      table.integer('page_version').notNullable().defaultTo(0);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('properties', (table) => {
      table.dropColumn('page_version');
    });
  },
};
