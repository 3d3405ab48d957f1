import { instantColumn } from './column-types.js';
import type { Migration } from './migration.js';

/**
 * The e-mail alert of saved searches (issue 11): on or off, the sales it already knows of (a JSON
 * list of property ids; null for a search saved before, read as none) and when it last ran.
 */
export const savedSearchAlerts: Migration = {
  name: '004-saved-search-alerts',
  async up(knex) {
    await knex.schema.alterTable('saved_searches', (table) => {
      table.boolean('alert').notNullable().defaultTo(false);
      table.text('alert_seen_ids').nullable();
      instantColumn(knex, table, 'alerted_at').nullable();
      table.index(['alert'], 'saved_searches_alert');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('saved_searches', (table) => {
      table.dropIndex(['alert'], 'saved_searches_alert');
      table.dropColumn('alerted_at');
      table.dropColumn('alert_seen_ids');
      table.dropColumn('alert');
    });
  },
};
