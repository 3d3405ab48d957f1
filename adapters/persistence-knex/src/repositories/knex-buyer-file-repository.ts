import type {
  BuyerFile,
  BuyerFileRepository,
  BuyerUploadContentType,
  FinancingPlan,
  Interest,
  New,
  Review,
  ReviewStatus,
  UploadedFile,
} from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toNullableSqlInstant, toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';
import { touchSales } from '../sale-versions.js';

type Reader = ReturnType<typeof readRow>;

// The file's parts are flat columns with a prefix each (003-buyer-funnel): an upload is
// <prefix>_key/_name/_content_type/_size/_uploaded_at, a review <prefix>_status/… .

const uploadColumns = (prefix: string, file: UploadedFile | null) => ({
  [`${prefix}_key`]: file?.storageKey ?? null,
  [`${prefix}_name`]: file?.fileName ?? null,
  [`${prefix}_content_type`]: file?.contentType ?? null,
  [`${prefix}_size`]: file?.size ?? null,
  [`${prefix}_uploaded_at`]: toNullableSqlInstant(file?.uploadedAt ?? null),
});

function readUpload(c: Reader, prefix: string): UploadedFile | null {
  const storageKey = c.nullableText(`${prefix}_key`);
  if (storageKey === null) return null;
  return {
    storageKey,
    fileName: c.text(`${prefix}_name`),
    contentType: c.text(`${prefix}_content_type`) as BuyerUploadContentType,
    size: c.number(`${prefix}_size`),
    uploadedAt: c.instant(`${prefix}_uploaded_at`),
  };
}

const reviewColumns = (prefix: string, review: Review | null) => ({
  [`${prefix}_status`]: review?.status ?? null,
  [`${prefix}_submitted_at`]: toNullableSqlInstant(review?.submittedAt ?? null),
  [`${prefix}_decided_at`]: toNullableSqlInstant(review?.decidedAt ?? null),
  [`${prefix}_decided_by`]: review?.decidedBy ?? null,
  [`${prefix}_refusal_reason`]: review?.refusalReason ?? null,
});

function readReview(c: Reader, prefix: string): Review | null {
  const status = c.nullableText(`${prefix}_status`);
  if (status === null) return null;
  return {
    status: status as ReviewStatus,
    submittedAt: c.instant(`${prefix}_submitted_at`),
    decidedAt: c.nullableInstant(`${prefix}_decided_at`),
    decidedBy: c.nullableNumber(`${prefix}_decided_by`),
    refusalReason: c.nullableText(`${prefix}_refusal_reason`),
  };
}

function financingColumns(plan: FinancingPlan | null) {
  return {
    financing_kind: plan?.kind ?? null,
    financing_loan_amount: plan?.kind === 'loan' ? plan.loanAmount : null,
    ...uploadColumns('financing_certificate', plan?.kind === 'certificate' ? plan.certificate : null),
    financing_declared_at: toNullableSqlInstant(plan?.declaredAt ?? null),
  };
}

function readFinancing(c: Reader): FinancingPlan | null {
  const kind = c.nullableText('financing_kind');
  const declaredAt = c.nullableInstant('financing_declared_at');
  if (kind === null || declaredAt === null) return null;
  if (kind === 'loan') return { kind, loanAmount: c.number('financing_loan_amount'), declaredAt };
  const certificate = readUpload(c, 'financing_certificate');
  if (kind === 'certificate' && certificate) return { kind, certificate, declaredAt };
  return { kind: 'cash', declaredAt };
}

const toRow = (file: New<BuyerFile>) => ({
  property_id: file.propertyId,
  user_id: file.userId,
  interest: file.interest,
  registered_at: toSqlInstant(file.registeredAt),
  visit_done_at: toNullableSqlInstant(file.visitDoneAt),
  ...uploadColumns('identity_document', file.identity.document),
  identity_document_deleted_at: toNullableSqlInstant(file.identity.documentDeletedAt),
  ...reviewColumns('identity', file.identity.review),
  agrement_signed_at: toNullableSqlInstant(file.agrement.signature?.signedAt ?? null),
  agrement_signed_name: file.agrement.signature?.signedName ?? null,
  agrement_signed_from: file.agrement.signature?.signedFrom ?? null,
  agrement_copy_key: file.agrement.signature?.copyKey ?? null,
  ...reviewColumns('agrement', file.agrement.review),
  ...financingColumns(file.financing),
  negotiator_comment: file.negotiatorComment,
});

function fromRow(row: Row): BuyerFile {
  const c = readRow(row);
  const signedAt = c.nullableInstant('agrement_signed_at');
  return {
    id: c.number('id'),
    propertyId: c.number('property_id'),
    userId: c.number('user_id'),
    interest: c.text('interest') as Interest,
    registeredAt: c.instant('registered_at'),
    visitDoneAt: c.nullableInstant('visit_done_at'),
    identity: {
      document: readUpload(c, 'identity_document'),
      documentDeletedAt: c.nullableInstant('identity_document_deleted_at'),
      review: readReview(c, 'identity'),
    },
    agrement: {
      signature:
        signedAt === null
          ? null
          : {
              signedAt,
              signedName: c.nullableText('agrement_signed_name') ?? '',
              signedFrom: c.nullableText('agrement_signed_from') ?? '',
              copyKey: c.nullableText('agrement_copy_key'),
            },
      review: readReview(c, 'agrement'),
    },
    financing: readFinancing(c),
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

  async findForUsers(propertyId: number, userIds: readonly number[]): Promise<BuyerFile[]> {
    if (userIds.length === 0) return [];
    const rows: Row[] = await this.store
      .db('buyer_files')
      .where('property_id', propertyId)
      .whereIn('user_id', [...new Set(userIds)]);
    return rows.map(fromRow);
  }

  async listByProperty(propertyId: number): Promise<BuyerFile[]> {
    const rows: Row[] = await this.store.db('buyer_files').where('property_id', propertyId).orderBy('id');
    return rows.map(fromRow);
  }

  async listByUser(userId: number): Promise<BuyerFile[]> {
    const rows: Row[] = await this.store.db('buyer_files').where('user_id', userId).orderBy('id');
    return rows.map(fromRow);
  }

  async listHoldingIdentityDocument(): Promise<BuyerFile[]> {
    const rows: Row[] = await this.store
      .db('buyer_files')
      .whereNotNull('identity_document_key')
      .orderBy('id');
    return rows.map(fromRow);
  }

  async add(file: New<BuyerFile>): Promise<BuyerFile> {
    const id = insertedId(await this.store.db('buyer_files').insert(toRow(file)));
    // A new registered buyer: the page lists its buyers (acheteurs).
    await touchSales(this.store, [file.propertyId]);
    return { ...file, id };
  }

  async update(file: BuyerFile): Promise<void> {
    await this.store.db('buyer_files').where('id', file.id).update(toRow(file));
  }
}
