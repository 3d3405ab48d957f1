import type { Knex } from 'knex';

/** The dialect a migration runs on, read from the Knex client it was handed. */
export const isMysql = (knex: Knex): boolean => String(knex.client.config.client).startsWith('mysql');

/**
 * An instant column: DATETIME(6) on MySQL (UTC, microseconds), sortable UTC text on SQLite
 * (see sql-instant.ts for the format).
 */
export function instantColumn(knex: Knex, table: Knex.TableBuilder, name: string): Knex.ColumnBuilder {
  return isMysql(knex) ? table.datetime(name, { precision: 6 }) : table.text(name);
}

/** Whole euros. */
export const moneyColumn = (table: Knex.TableBuilder, name: string): Knex.ColumnBuilder =>
  table.bigInteger(name);

/** Every MySQL table in utf8mb4 with a binary-comparable collation available (see store.ts). */
export function withTableDefaults(knex: Knex, table: Knex.CreateTableBuilder): void {
  if (isMysql(knex)) {
    table.engine('InnoDB');
    table.charset('utf8mb4');
    table.collate('utf8mb4_unicode_ci');
  }
}
