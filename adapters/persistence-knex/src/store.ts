import { foldText } from '@immo/core';
import type { Knex } from 'knex';

/** Lower case without accents: how core compares searched text ('Évian' matches 'evian'). */
export { foldText };

export type Dialect = 'sqlite' | 'mysql';

/** What every repository needs: a query builder (the pool or one transaction) and the dialect. */
export interface KnexStore {
  db: Knex;
  dialect: Dialect;
  /**
   * Told of each sale whose page a write of this store changed (sale-versions.ts), once that write
   * is committed: at once for the pool, after the commit for a transaction. Absent: nobody listens.
   */
  salesChanged?: (propertyIds: readonly number[]) => void;
}

/** The SQLite function, registered on every connection, that folds text as foldText does. */
export const SQLITE_FOLD_FUNCTION = 'immo_fold';

const LIKE_ESCAPE = '!';
const escapeLike = (text: string): string => text.replace(/[!%_]/g, (c) => LIKE_ESCAPE + c);

/**
 * `column` contains `text`, ignoring case and accents. SQLite's own lower() folds ASCII only, hence
 * the registered function; MySQL's utf8mb4_unicode_ci collation already ignores both in LIKE.
 */
export function containsFolded(store: KnexStore, column: string, text: string): Knex.Raw {
  const needle = foldText(text);
  return store.dialect === 'sqlite'
    ? store.db.raw(`instr(${SQLITE_FOLD_FUNCTION}(??), ?) > 0`, [column, needle])
    : store.db.raw(`?? collate utf8mb4_unicode_ci like ? escape '${LIKE_ESCAPE}'`, [
        column,
        `%${escapeLike(needle)}%`,
      ]);
}

export const toBoolean = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** Offset of a 1-based page, as core's in-memory store counts them. */
export const offsetOf = (page: number, pageSize: number): number => (Math.max(1, page) - 1) * pageSize;

/** The id of the row an INSERT just created (better-sqlite3 and mysql2 both answer [id]). */
export function insertedId(result: unknown): number {
  const id = Array.isArray(result) ? Number(result[0]) : NaN;
  if (!Number.isSafeInteger(id))
    throw new Error(`The database gave no id for the new row: ${String(result)}`);
  return id;
}

/**
 * Runs writes that span several tables (a property and its vendors, a visit and its attendees)
 * in one transaction: the unit of work's when there is one, a short one of their own otherwise.
 */
export async function atomically<T>(store: KnexStore, work: (store: KnexStore) => Promise<T>): Promise<T> {
  if (store.db.isTransaction) return work(store);
  // The sales it changes are told after its own commit, not before.
  const changed: number[] = [];
  const result = await store.db.transaction((trx) =>
    work({ ...store, db: trx, salesChanged: (ids) => changed.push(...ids) }),
  );
  if (changed.length > 0) store.salesChanged?.(changed);
  return result;
}
