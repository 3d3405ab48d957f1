import { instantColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

/**
 * Issue 12: the messages buyers send a sale's negotiator from the property page ('Contacter le
 * négociateur'), the administrators' audit log (who did what, when), and deactivated accounts
 * (`users.deactivated_at`: such an account cannot log in).
 */
export const adminAndContact: Migration = {
  name: '009-admin-and-contact',
  async up(knex) {
    await knex.schema.createTable('contact_messages', (table) => {
      withTableDefaults(knex, table);
      table.increments('id').primary();
      table.integer('property_id').unsigned().notNullable().index();
      table.integer('user_id').unsigned().nullable();
      table.string('name', 100).notNullable();
      table.string('email', 255).notNullable();
      table.string('phone', 32).notNullable();
      table.text('message').notNullable();
      instantColumn(knex, table, 'created_at').notNullable();
    });
    await knex.schema.createTable('audit_log', (table) => {
      withTableDefaults(knex, table);
      table.increments('id').primary();
      table.integer('actor_id').unsigned().notNullable();
      table.string('action', 64).notNullable();
      table.string('target_type', 32).notNullable();
      table.integer('target_id').unsigned().nullable();
      table.text('details').notNullable();
      instantColumn(knex, table, 'created_at').notNullable().index();
    });
    await knex.schema.alterTable('users', (table) => {
      instantColumn(knex, table, 'deactivated_at').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (table) => {
      table.dropColumn('deactivated_at');
    });
    await knex.schema.dropTable('audit_log');
    await knex.schema.dropTable('contact_messages');
  },
};
