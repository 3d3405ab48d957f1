import { instantColumn, moneyColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

/**
 * The end-of-sale job and the notice choices (issue 13). `auction_milestones` records what happens
 * once in an auction's life — its closing (with the outcome) and the 'ending soon' reminder — under
 * a primary key (auction, kind), so no worker does it twice. `notice_preferences` keeps each user's
 * choices of e-mail notices (only the kinds he changed; the others are on).
 *
 * Auctions already over when this runs count as closed (outcome unknown), so the job's first run
 * does not mail the people of sales that ended before it existed.
 */
export const saleClosingNotices: Migration = {
  name: '013-sale-closing-notices',
  async up(knex) {
    await knex.schema.createTable('auction_milestones', (table) => {
      withTableDefaults(knex, table);
      table.integer('auction_id').unsigned().notNullable().references('id').inTable('auctions');
      table.string('kind', 16).notNullable();
      instantColumn(knex, table, 'at').notNullable();
      table.string('outcome', 24).nullable();
      moneyColumn(table, 'price').nullable();
      table.integer('winner_id').unsigned().nullable().references('id').inTable('users');
      table.primary(['auction_id', 'kind']);
    });
    await knex.schema.createTable('notice_preferences', (table) => {
      withTableDefaults(knex, table);
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users');
      table.string('kind', 32).notNullable();
      table.boolean('enabled').notNullable();
      table.primary(['user_id', 'kind']);
    });
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    await knex.raw(
      `INSERT INTO auction_milestones (auction_id, kind, at, outcome, price, winner_id)
       SELECT id, 'closed', end_at, NULL, NULL, NULL FROM auctions WHERE end_at <= ? OR closed_at IS NOT NULL`,
      [now],
    );
  },
  async down(knex) {
    await knex.schema.dropTable('notice_preferences');
    await knex.schema.dropTable('auction_milestones');
  },
};
