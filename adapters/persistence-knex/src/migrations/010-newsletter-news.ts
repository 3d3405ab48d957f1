import { randomBytes } from 'node:crypto';
import { instantColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

/**
 * The newsletter's double opt-in and the news articles (issue 15 item 5). The addresses stored
 * before were never confirmed: they stay, pending without a confirmation link, so none of them
 * gets the newsletter until it subscribes again and follows the link.
 */
export const newsletterNews: Migration = {
  name: '010-newsletter-news',
  async up(knex) {
    await knex.schema.alterTable('newsletter_subscriptions', (table) => {
      table.string('status', 16).notNullable().defaultTo('pending');
      table.string('locale', 5).notNullable().defaultTo('fr');
      table.string('confirm_token', 64).nullable().unique();
      instantColumn(knex, table, 'confirm_expires_at').nullable();
      table.string('unsubscribe_token', 64).nullable().unique();
      instantColumn(knex, table, 'confirmed_at').nullable();
      instantColumn(knex, table, 'unsubscribed_at').nullable();
    });
    const legacy: { email_key: string }[] = await knex('newsletter_subscriptions').select('email_key');
    for (const row of legacy) {
      await knex('newsletter_subscriptions')
        .where('email_key', row.email_key)
        .update({ unsubscribe_token: randomBytes(24).toString('base64url') });
    }
    await knex.schema.createTable('newsletter_consents', (table) => {
      withTableDefaults(knex, table);
      table.increments('id').primary();
      table.string('email_key', 255).notNullable().index();
      table.string('action', 16).notNullable();
      instantColumn(knex, table, 'at').notNullable();
      table.string('ip', 64).notNullable();
      table.text('text').notNullable();
      table.string('locale', 5).notNullable();
    });
    await knex.schema.createTable('news_articles', (table) => {
      withTableDefaults(knex, table);
      table.increments('id').primary();
      table.string('title', 255).notNullable();
      table.text('summary').notNullable();
      // 20 000 characters may take 80 000 bytes in utf8mb4: more than a MySQL TEXT.
      table.text('body', 'mediumtext').notNullable();
      table.string('image_key', 255).nullable();
      table.string('image_alt', 255).notNullable();
      table.boolean('published').notNullable().defaultTo(false);
      instantColumn(knex, table, 'published_at').nullable();
      instantColumn(knex, table, 'created_at').notNullable();
      instantColumn(knex, table, 'updated_at').notNullable();
      table.integer('author_id').unsigned().notNullable();
      table.index(['published', 'published_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('news_articles');
    await knex.schema.dropTable('newsletter_consents');
    await knex.schema.alterTable('newsletter_subscriptions', (table) => {
      for (const column of [
        'status',
        'locale',
        'confirm_token',
        'confirm_expires_at',
        'unsubscribe_token',
        'confirmed_at',
        'unsubscribed_at',
      ]) {
        table.dropColumn(column);
      }
    });
  },
};
