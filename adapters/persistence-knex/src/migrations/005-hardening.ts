import { instantColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

/** Hardening (issue 10): the login tokens revoked at logout, kept until they would have expired. */
export const hardening: Migration = {
  name: '005-hardening',
  async up(knex) {
    await knex.schema.createTable('revoked_tokens', (table) => {
      withTableDefaults(knex, table);
      table.string('token_id', 64).primary();
      instantColumn(knex, table, 'expires_at').notNullable().index();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('revoked_tokens');
  },
};
