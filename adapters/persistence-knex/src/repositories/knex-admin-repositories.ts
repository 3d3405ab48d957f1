import type {
  AuditAction,
  AuditEntry,
  AuditLogRepository,
  AuditTarget,
  ContactMessage,
  ContactMessageRepository,
  New,
  Page,
} from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import { insertedId, offsetOf, type KnexStore } from '../store.js';

function contactFromRow(row: Row): ContactMessage {
  const c = readRow(row);
  return {
    id: c.number('id'),
    propertyId: c.number('property_id'),
    userId: c.nullableNumber('user_id'),
    name: c.text('name'),
    email: c.text('email'),
    phone: c.text('phone'),
    message: c.text('message'),
    createdAt: c.instant('created_at'),
  };
}

export class KnexContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly store: KnexStore) {}

  async add(message: New<ContactMessage>): Promise<ContactMessage> {
    const id = insertedId(
      await this.store.db('contact_messages').insert({
        property_id: message.propertyId,
        user_id: message.userId,
        name: message.name,
        email: message.email,
        phone: message.phone,
        message: message.message,
        created_at: toSqlInstant(message.createdAt),
      }),
    );
    return { ...message, id };
  }

  async listByProperty(propertyId: number): Promise<ContactMessage[]> {
    const rows: Row[] = await this.store
      .db('contact_messages')
      .where('property_id', propertyId)
      .orderBy('id');
    return rows.map(contactFromRow);
  }
}

function auditFromRow(row: Row): AuditEntry {
  const c = readRow(row);
  return {
    id: c.number('id'),
    actorId: c.number('actor_id'),
    action: c.text('action') as AuditAction,
    targetType: c.text('target_type') as AuditTarget,
    targetId: c.nullableNumber('target_id'),
    details: c.json<AuditEntry['details']>('details'),
    createdAt: c.instant('created_at'),
  };
}

/** Newest first: by time, then by id. */
export class KnexAuditLogRepository implements AuditLogRepository {
  constructor(private readonly store: KnexStore) {}

  async add(entry: New<AuditEntry>): Promise<AuditEntry> {
    const id = insertedId(
      await this.store.db('audit_log').insert({
        actor_id: entry.actorId,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        details: JSON.stringify(entry.details),
        created_at: toSqlInstant(entry.createdAt),
      }),
    );
    return { ...entry, id };
  }

  async list(query: { page: number; pageSize: number }): Promise<Page<AuditEntry>> {
    const [counted] = await this.store.db('audit_log').count({ total: '*' });
    const rows: Row[] = await this.store
      .db('audit_log')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize));
    return { items: rows.map(auditFromRow), total: Number(counted?.total ?? 0) };
  }
}
