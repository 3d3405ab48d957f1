// The version of a sale's page (properties.page_version): what every viewer sees of a sale but its
// auction — the sale's fields, vendors, publication, photos, documents, registered buyers, negotiator.
// Every write of those passes through the repositories of this adapter, which bump it in the same
// transaction and tell the store's listener once committed (store.salesChanged): the page cache drops
// its copy then, and reads this column to catch a change it was not told of. The auction's own
// changes have their own version (auctionVersion) and feed.
import type { Knex } from 'knex';
import type { KnexStore } from './store.js';

/** The column's new value in an UPDATE of the properties row (the sale form's own write). */
export const nextPageVersion = (db: Knex): Knex.Raw => db.raw('page_version + 1');

/** Tells the store's listener that these sales changed (after the commit, see KnexStore). */
export function noteSalesChanged(store: KnexStore, propertyIds: readonly number[]): void {
  if (propertyIds.length > 0) store.salesChanged?.(propertyIds);
}

/** Bumps the page version of the sales and notes them changed. */
export async function touchSales(store: KnexStore, propertyIds: readonly number[]): Promise<void> {
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return;
  await store
    .db('properties')
    .whereIn('id', ids)
    .update({ page_version: nextPageVersion(store.db) });
  noteSalesChanged(store, ids);
}

/** The sale a row of `table` (photos, documents) belongs to, before it is deleted. */
export async function saleOfRow(store: KnexStore, table: string, id: number): Promise<number | null> {
  const row: { property_id: number } | undefined = await store.db(table).where('id', id).first('property_id');
  return row ? Number(row.property_id) : null;
}

/** The page version of a sale as stored now, null when the sale does not exist. */
export async function readPageVersion(store: KnexStore, propertyId: number): Promise<string | null> {
  const row: { page_version: number } | undefined = await store
    .db('properties')
    .where('id', propertyId)
    .first('page_version');
  return row ? String(row.page_version) : null;
}
