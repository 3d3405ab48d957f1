import { instantColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

/** The public site (issue 15): the owners' requests of the sell form and the estimate page. */
export const publicSite: Migration = {
  name: '007-public-site',
  async up(knex) {
    await knex.schema.createTable('seller_leads', (table) => {
      withTableDefaults(knex, table);
      table.increments('id').primary();
      table.string('kind', 16).notNullable();
      table.string('type', 8).notNullable();
      table.string('street', 255).notNullable();
      table.string('postcode', 5).notNullable();
      table.string('city', 255).notNullable();
      table.double('lat').nullable();
      table.double('lng').nullable();
      table.double('living_area').nullable();
      table.integer('rooms').nullable();
      table.string('name', 100).notNullable();
      table.string('email', 255).notNullable();
      table.string('phone', 32).notNullable();
      table.text('message').notNullable();
      instantColumn(knex, table, 'consent_at').notNullable();
      instantColumn(knex, table, 'created_at').notNullable().index();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('seller_leads');
  },
};
