import type { Instant } from '@immo/core';
import { fromSqlInstant } from './sql-instant.js';
import { toBoolean } from './store.js';

/** A row as the drivers hand it back. */
export type Row = Record<string, unknown>;

/**
 * Typed reads of one row's columns. Both drivers give 0/1 for booleans, numbers for integers and
 * doubles, text for instants (see sql-instant.ts); a column the schema declares NOT NULL is
 * trusted to be there.
 */
export function readRow(row: Row) {
  const nullable = <T>(column: string, read: (value: unknown) => T): T | null => {
    const value = row[column];
    return value === null || value === undefined ? null : read(value);
  };
  return {
    text: (column: string): string => String(row[column]),
    nullableText: (column: string): string | null => nullable(column, String),
    number: (column: string): number => Number(row[column]),
    nullableNumber: (column: string): number | null => nullable(column, Number),
    boolean: (column: string): boolean => toBoolean(row[column]),
    instant: (column: string): Instant => fromSqlInstant(String(row[column])),
    nullableInstant: (column: string): Instant | null =>
      nullable(column, (value) => fromSqlInstant(String(value))),
    json: <T>(column: string): T => JSON.parse(String(row[column])) as T,
  };
}
