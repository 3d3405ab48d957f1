import type { New } from '../ports/repositories.port.js';
import { deepCopy } from './deep-copy.js';

/** One table of the in-memory store: rows by id and the last id given, like an AUTO_INCREMENT column. */
export interface IdTable<T extends { id: number }> {
  lastId: number;
  rows: Map<number, T>;
}

export const emptyTable = <T extends { id: number }>(): IdTable<T> => ({ lastId: 0, rows: new Map() });

/** Stores a copy under the next id (1, 2, 3…) and returns another copy. */
export function insertRow<T extends { id: number }>(table: IdTable<T>, value: New<T>): T {
  table.lastId += 1;
  const row = { ...deepCopy(value), id: table.lastId } as T;
  table.rows.set(row.id, row);
  return deepCopy(row);
}

export function findRow<T extends { id: number }>(table: IdTable<T>, id: number): T | null {
  const row = table.rows.get(id);
  return row ? deepCopy(row) : null;
}

/** Replaces an existing row; like an SQL UPDATE, an unknown id changes nothing. */
export function replaceRow<T extends { id: number }>(table: IdTable<T>, row: T): void {
  if (table.rows.has(row.id)) table.rows.set(row.id, deepCopy(row));
}

export function deleteRow<T extends { id: number }>(table: IdTable<T>, id: number): void {
  table.rows.delete(id);
}

/** Copies of the rows that pass the filter, in id (creation) order. */
export function selectRows<T extends { id: number }>(
  table: IdTable<T>,
  keep: (row: T) => boolean = () => true,
): T[] {
  return [...table.rows.values()]
    .filter(keep)
    .sort((a, b) => a.id - b.id)
    .map((row) => deepCopy(row));
}
