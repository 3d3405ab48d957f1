import { instantColumn } from './column-types.js';
import type { Migration } from './migration.js';

/**
 * Sales run end to end (issue 12): a sale is a draft until published (`published_at`; the sales that
 * existed were public, so they count as published when created), and a seller's answer to an offer
 * records when and by whom (`answered_at`, `answered_by` on the bid).
 */
export const salePublication: Migration = {
  name: '006-sale-publication',
  async up(knex) {
    await knex.schema.alterTable('properties', (table) => {
      instantColumn(knex, table, 'published_at').nullable();
    });
    await knex('properties').update({ published_at: knex.ref('created_at') });
    await knex.schema.alterTable('bids', (table) => {
      instantColumn(knex, table, 'answered_at').nullable();
      table.integer('answered_by').unsigned().nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('bids', (table) => {
      table.dropColumn('answered_at');
      table.dropColumn('answered_by');
    });
    await knex.schema.alterTable('properties', (table) => {
      table.dropColumn('published_at');
    });
  },
};
