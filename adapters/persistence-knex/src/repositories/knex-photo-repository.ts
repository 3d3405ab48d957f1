import type { New, Photo, PhotoRepository } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';
import { saleOfRow, touchSales } from '../sale-versions.js';

const toRow = (photo: New<Photo>) => ({
  property_id: photo.propertyId,
  storage_key: photo.storageKey,
  legend: photo.legend,
  original_name: photo.originalName,
  size: photo.size,
  width: photo.width,
  height: photo.height,
  position: photo.position,
  uploaded_at: toSqlInstant(photo.uploadedAt),
});

function fromRow(row: Row): Photo {
  const c = readRow(row);
  return {
    id: c.number('id'),
    propertyId: c.number('property_id'),
    storageKey: c.text('storage_key'),
    legend: c.text('legend'),
    originalName: c.text('original_name'),
    size: c.number('size'),
    width: c.number('width'),
    height: c.number('height'),
    position: c.number('position'),
    uploadedAt: c.instant('uploaded_at'),
  };
}

export class KnexPhotoRepository implements PhotoRepository {
  constructor(private readonly store: KnexStore) {}

  async findById(id: number): Promise<Photo | null> {
    const row: Row | undefined = await this.store.db('photos').where('id', id).first();
    return row ? fromRow(row) : null;
  }

  /** By position (the main image first); equal positions keep upload order. */
  async listByProperty(propertyId: number): Promise<Photo[]> {
    const rows: Row[] = await this.store
      .db('photos')
      .where('property_id', propertyId)
      .orderBy(['position', 'id']);
    return rows.map(fromRow);
  }

  async add(photo: New<Photo>): Promise<Photo> {
    const id = insertedId(await this.store.db('photos').insert(toRow(photo)));
    await touchSales(this.store, [photo.propertyId]);
    return { ...photo, id };
  }

  async update(photo: Photo): Promise<void> {
    await this.store.db('photos').where('id', photo.id).update(toRow(photo));
    await touchSales(this.store, [photo.propertyId]);
  }

  async delete(id: number): Promise<void> {
    const propertyId = await saleOfRow(this.store, 'photos', id);
    await this.store.db('photos').where('id', id).delete();
    if (propertyId !== null) await touchSales(this.store, [propertyId]);
  }
}
