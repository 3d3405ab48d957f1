import { instantColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

/**
 * The transactional outbox (issue 13): domain events and e-mails written with the change that causes
 * them, delivered at least once by the outbox worker. `available_at` is when an entry may be claimed —
 * also the end of a claim's lease, so the entries of a worker that died come back by themselves.
 */
export const eventOutbox: Migration = {
  name: '008-event-outbox',
  async up(knex) {
    await knex.schema.createTable('event_outbox', (table) => {
      withTableDefaults(knex, table);
      table.increments('id').primary();
      table.string('topic', 32).notNullable();
      // JSON text: an event is small; a mail (HTML and text) stays well under 16 MB.
      table.text('payload', 'mediumtext').notNullable();
      instantColumn(knex, table, 'created_at').notNullable();
      instantColumn(knex, table, 'available_at').notNullable();
      table.integer('attempts').unsigned().notNullable().defaultTo(0);
      table.string('claim_token', 36).nullable();
      table.string('last_error', 1000).nullable();
      instantColumn(knex, table, 'delivered_at').nullable();
      table.index(['delivered_at', 'available_at'], 'event_outbox_due');
      table.index(['claim_token'], 'event_outbox_claim');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('event_outbox');
  },
};
