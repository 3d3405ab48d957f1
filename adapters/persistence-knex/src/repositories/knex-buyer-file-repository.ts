import type { BuyerFile, BuyerFileRepository, Interest, New } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toNullableSqlInstant, toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';

const toRow = (file: New<BuyerFile>) => ({
  property_id: file.propertyId,
  user_id: file.userId,
  interest: file.interest,
  registered_at: toSqlInstant(file.registeredAt),
  visit_done_at: toNullableSqlInstant(file.visitDoneAt),
  agrement_signed_at: toNullableSqlInstant(file.agrementSignedAt),
  identity_document_key: file.identityDocumentKey,
  financing_plan_provided: file.financingPlanProvided,
  negotiator_comment: file.negotiatorComment,
});

function fromRow(row: Row): BuyerFile {
  const c = readRow(row);
  return {
    id: c.number('id'),
    propertyId: c.number('property_id'),
    userId: c.number('user_id'),
    interest: c.text('interest') as Interest,
    registeredAt: c.instant('registered_at'),
    visitDoneAt: c.nullableInstant('visit_done_at'),
    agrementSignedAt: c.nullableInstant('agrement_signed_at'),
    identityDocumentKey: c.nullableText('identity_document_key'),
    financingPlanProvided: c.boolean('financing_plan_provided'),
    negotiatorComment: c.text('negotiator_comment'),
  };
}

/** One file per (property, user); lists in registration (id) order. */
export class KnexBuyerFileRepository implements BuyerFileRepository {
  constructor(private readonly store: KnexStore) {}

  async findById(id: number): Promise<BuyerFile | null> {
    const row: Row | undefined = await this.store.db('buyer_files').where('id', id).first();
    return row ? fromRow(row) : null;
  }

  async find(propertyId: number, userId: number): Promise<BuyerFile | null> {
    const row: Row | undefined = await this.store
      .db('buyer_files')
      .where({ property_id: propertyId, user_id: userId })
      .first();
    return row ? fromRow(row) : null;
  }

  async listByProperty(propertyId: number): Promise<BuyerFile[]> {
    const rows: Row[] = await this.store.db('buyer_files').where('property_id', propertyId).orderBy('id');
    return rows.map(fromRow);
  }

  async listByUser(userId: number): Promise<BuyerFile[]> {
    const rows: Row[] = await this.store.db('buyer_files').where('user_id', userId).orderBy('id');
    return rows.map(fromRow);
  }

  async add(file: New<BuyerFile>): Promise<BuyerFile> {
    const id = insertedId(await this.store.db('buyer_files').insert(toRow(file)));
    return { ...file, id };
  }

  async update(file: BuyerFile): Promise<void> {
    await this.store.db('buyer_files').where('id', file.id).update(toRow(file));
  }
}
