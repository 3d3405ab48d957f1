import {
  normalizeEmail,
  type New,
  type Page,
  type Property,
  type PropertyListQuery,
  type PropertyRepository,
  type Vendor,
} from '@immo/core';
import type { Knex } from 'knex';
import type { Row } from '../row-reader.js';
import { nextPageVersion, noteSalesChanged } from '../sale-versions.js';
import { atomically, containsFolded, insertedId, offsetOf, type KnexStore } from '../store.js';
import { listingStatusCondition } from './listing-status-sql.js';
import { propertyFromRow, propertyToRow, vendorRows, type VendorRow } from './property-row.js';

/** Lists in creation (id) order. Vendors are rewritten with their property. */
export class KnexPropertyRepository implements PropertyRepository {
  constructor(private readonly store: KnexStore) {}

  async findById(id: number): Promise<Property | null> {
    return this.findOne((q) => q.where('id', id));
  }

  async findByReference(reference: string): Promise<Property | null> {
    return this.findOne((q) => q.where('reference', reference));
  }

  async add(property: New<Property>): Promise<Property> {
    return atomically(this.store, async (store) => {
      const id = insertedId(await store.db('properties').insert(propertyToRow(property)));
      await insertVendors(store.db, id, property.vendors);
      noteSalesChanged(store, [id]);
      return { ...structuredClone(property), id };
    });
  }

  async update(property: Property): Promise<void> {
    await atomically(this.store, async (store) => {
      const { db } = store;
      // Like an SQL UPDATE, an unknown id changes nothing (and gets no orphan vendors).
      if (!(await db('properties').where('id', property.id).first('id'))) return;
      await db('properties')
        .where('id', property.id)
        .update({ ...propertyToRow(property), page_version: nextPageVersion(db) });
      await db('property_vendors').where('property_id', property.id).delete();
      await insertVendors(db, property.id, property.vendors);
      noteSalesChanged(store, [property.id]);
    });
  }

  async list(query: PropertyListQuery): Promise<Page<Property>> {
    const { db } = this.store;
    const text = query.text?.trim();
    const matching = db('properties as p').leftJoin('auctions as a', 'a.property_id', 'p.id');
    if (query.negotiatorId !== undefined) matching.where('p.negotiator_id', query.negotiatorId);
    if (query.vendorEmail !== undefined) {
      // Vendors are stored normalised (saleFormToProperty), as the e-mail compared here.
      const email = normalizeEmail(query.vendorEmail);
      matching.whereIn('p.id', db('property_vendors').select('property_id').where('email', email));
    }
    if (query.status !== undefined) matching.where(listingStatusCondition(db, query.status, query.now));
    if (text) {
      matching.where((any) =>
        any
          .where(containsFolded(this.store, 'p.reference', text))
          .orWhere(containsFolded(this.store, 'p.title', text))
          .orWhere(containsFolded(this.store, 'p.address_city', text)),
      );
    }
    const [counted] = await matching.clone().count({ total: '*' });
    const rows: Row[] = await matching
      .select('p.*')
      .orderBy('p.id')
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize));
    return { items: await this.withVendors(rows), total: Number(counted?.total ?? 0) };
  }

  private async findOne(where: (query: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<Property | null> {
    const rows: Row[] = await where(this.store.db('properties').select('*')).limit(1);
    return (await this.withVendors(rows))[0] ?? null;
  }

  private async withVendors(rows: Row[]): Promise<Property[]> {
    if (rows.length === 0) return [];
    const vendors: VendorRow[] = await this.store
      .db('property_vendors')
      .whereIn(
        'property_id',
        rows.map((row) => Number(row.id)),
      )
      .orderBy(['property_id', 'position']);
    return rows.map((row) =>
      propertyFromRow(
        row,
        vendors.filter((vendor) => Number(vendor.property_id) === Number(row.id)),
      ),
    );
  }
}

async function insertVendors(db: Knex, propertyId: number, vendors: readonly Vendor[]): Promise<void> {
  if (vendors.length > 0) await db('property_vendors').insert(vendorRows(propertyId, vendors));
}
