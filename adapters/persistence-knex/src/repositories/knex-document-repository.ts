import type { DocumentKind, DocumentRepository, New, PropertyDocument } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';
import { saleOfRow, touchSales } from '../sale-versions.js';

const toRow = (document: New<PropertyDocument>) => ({
  property_id: document.propertyId,
  name: document.name,
  mime_type: document.mimeType,
  kind: document.kind,
  free: document.free,
  storage_key: document.storageKey,
  size: document.size,
  uploaded_at: toSqlInstant(document.uploadedAt),
});

function fromRow(row: Row): PropertyDocument {
  const c = readRow(row);
  return {
    id: c.number('id'),
    propertyId: c.number('property_id'),
    name: c.text('name'),
    mimeType: c.text('mime_type') as PropertyDocument['mimeType'],
    kind: c.text('kind') as DocumentKind,
    free: c.boolean('free'),
    storageKey: c.text('storage_key'),
    size: c.number('size'),
    uploadedAt: c.instant('uploaded_at'),
  };
}

/** Lists in upload (id) order. */
export class KnexDocumentRepository implements DocumentRepository {
  constructor(private readonly store: KnexStore) {}

  async findById(id: number): Promise<PropertyDocument | null> {
    const row: Row | undefined = await this.store.db('documents').where('id', id).first();
    return row ? fromRow(row) : null;
  }

  async listByProperty(propertyId: number): Promise<PropertyDocument[]> {
    const rows: Row[] = await this.store.db('documents').where('property_id', propertyId).orderBy('id');
    return rows.map(fromRow);
  }

  async add(document: New<PropertyDocument>): Promise<PropertyDocument> {
    const id = insertedId(await this.store.db('documents').insert(toRow(document)));
    await touchSales(this.store, [document.propertyId]);
    return { ...document, id };
  }

  async update(document: PropertyDocument): Promise<void> {
    await this.store
      .db('documents')
      .where('id', document.id)
      .update({ name: document.name, kind: document.kind, free: document.free });
    await touchSales(this.store, [document.propertyId]);
  }

  async delete(id: number): Promise<void> {
    const propertyId = await saleOfRow(this.store, 'documents', id);
    await this.store.db('documents').where('id', id).delete();
    if (propertyId !== null) await touchSales(this.store, [propertyId]);
  }
}
