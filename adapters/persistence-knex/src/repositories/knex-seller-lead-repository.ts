import type {
  New,
  Page,
  PropertyTypeCode,
  SellerLead,
  SellerLeadKind,
  SellerLeadRepository,
} from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import { insertedId, offsetOf, type KnexStore } from '../store.js';

function fromRow(row: Row): SellerLead {
  const c = readRow(row);
  return {
    id: c.number('id'),
    kind: c.text('kind') as SellerLeadKind,
    type: c.text('type') as PropertyTypeCode,
    address: {
      street: c.text('street'),
      postcode: c.text('postcode'),
      city: c.text('city'),
      lat: c.nullableNumber('lat'),
      lng: c.nullableNumber('lng'),
    },
    livingArea: c.nullableNumber('living_area'),
    rooms: c.nullableNumber('rooms'),
    name: c.text('name'),
    email: c.text('email'),
    phone: c.text('phone'),
    message: c.text('message'),
    consentAt: c.instant('consent_at'),
    createdAt: c.instant('created_at'),
  };
}

/** Newest first: by creation time, then by id. */
export class KnexSellerLeadRepository implements SellerLeadRepository {
  constructor(private readonly store: KnexStore) {}

  async add(lead: New<SellerLead>): Promise<SellerLead> {
    const id = insertedId(
      await this.store.db('seller_leads').insert({
        kind: lead.kind,
        type: lead.type,
        street: lead.address.street,
        postcode: lead.address.postcode,
        city: lead.address.city,
        lat: lead.address.lat,
        lng: lead.address.lng,
        living_area: lead.livingArea,
        rooms: lead.rooms,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        consent_at: toSqlInstant(lead.consentAt),
        created_at: toSqlInstant(lead.createdAt),
      }),
    );
    return { ...structuredClone(lead), id };
  }

  async list(query: { page: number; pageSize: number }): Promise<Page<SellerLead>> {
    const [counted] = await this.store.db('seller_leads').count({ total: '*' });
    const rows: Row[] = await this.store
      .db('seller_leads')
      .select('*')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize));
    return { items: rows.map(fromRow), total: Number(counted?.total ?? 0) };
  }
}
