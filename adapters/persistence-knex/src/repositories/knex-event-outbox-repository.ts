import {
  OUTBOX_ERROR_MAX_LENGTH,
  type EventOutboxRepository,
  type Instant,
  type NewOutboxEntry,
  type OutboxEntry,
  type OutboxTopic,
} from '@immo/core';
import { randomUUID } from 'node:crypto';
import { fromSqlInstant, toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';

const TABLE = 'event_outbox';

interface OutboxRow {
  id: number;
  topic: OutboxTopic;
  payload: string;
  created_at: string;
  available_at: string;
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
}

/**
 * The outbox table. A claim marks the due entries with a token of its own in one UPDATE (MySQL locks
 * the rows it changes; SQLite has one writer), then reads them back by that token: two workers never
 * get the same entry from one claim each.
 */
export class KnexEventOutboxRepository implements EventOutboxRepository {
  constructor(private readonly store: KnexStore) {}

  async add(topic: OutboxTopic, payload: unknown, at: Instant): Promise<number> {
    return this.insert(topic, payload, at, at, 0);
  }

  async addAll(entries: readonly NewOutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.store
      .db(TABLE)
      .insert(entries.map(({ topic, payload, at }) => newRow(topic, payload, at, at, 0)));
  }

  async addClaimedAll(entries: readonly NewOutboxEntry[], leaseUntil: Instant): Promise<number[]> {
    const { db } = this.store;
    // Each row marked claimed by a token of its own, so that the ids are read back by their tokens:
    // MySQL answers a multi-row insert's first id only, and its ids need not be consecutive.
    const tokens = entries.map(() => randomUUID());
    const rows = entries.map(({ topic, payload, at }, i) => ({
      ...newRow(topic, payload, at, leaseUntil, 1),
      claim_token: tokens[i],
    }));
    if (rows.length <= 1) return rows.length === 0 ? [] : [insertedId(await db(TABLE).insert(rows))];
    await db(TABLE).insert(rows);
    const stored: { id: number; claim_token: string }[] = await db(TABLE)
      .whereIn('claim_token', tokens)
      .select('id', 'claim_token');
    const idOf = new Map(stored.map((row) => [row.claim_token, Number(row.id)]));
    return tokens.map((token) => {
      const id = idOf.get(token);
      if (id === undefined) throw new Error('An outbox entry just written was not read back');
      return id;
    });
  }

  async claimDue(now: Instant, leaseUntil: Instant, limit: number): Promise<OutboxEntry[]> {
    const { db, dialect } = this.store;
    const token = randomUUID();
    const claim = {
      claim_token: token,
      available_at: toSqlInstant(leaseUntil),
      attempts: db.raw('attempts + 1'),
    };
    const due = (query: ReturnType<typeof db>) =>
      query.whereNull('delivered_at').where('available_at', '<=', toSqlInstant(now));
    if (dialect === 'mysql') {
      // UPDATE … ORDER BY … LIMIT: one statement that locks what it claims.
      await due(db(TABLE)).orderBy('id').limit(limit).update(claim);
    } else {
      await db(TABLE)
        .whereIn('id', due(db(TABLE).select('id')).orderBy('id').limit(limit))
        .update(claim);
    }
    const rows: OutboxRow[] = await db(TABLE).where('claim_token', token).orderBy('id');
    return rows.map(read);
  }

  async markDelivered(id: number, at: Instant): Promise<void> {
    await this.store
      .db(TABLE)
      .where('id', id)
      .update({ delivered_at: toSqlInstant(at), claim_token: null });
  }

  async markDeliveredAll(ids: readonly number[], at: Instant): Promise<void> {
    if (ids.length === 0) return;
    await this.store
      .db(TABLE)
      .whereIn('id', [...ids])
      .update({ delivered_at: toSqlInstant(at), claim_token: null });
  }

  async markFailed(id: number, error: string, retryAt: Instant): Promise<void> {
    await this.store
      .db(TABLE)
      .where('id', id)
      .update({
        last_error: [...error].slice(0, OUTBOX_ERROR_MAX_LENGTH).join(''),
        available_at: toSqlInstant(retryAt),
        claim_token: null,
      });
  }

  async findById(id: number): Promise<OutboxEntry | null> {
    const row: OutboxRow | undefined = await this.store.db(TABLE).where('id', id).first();
    return row ? read(row) : null;
  }

  async countUndelivered(): Promise<number> {
    const row = await this.store.db(TABLE).whereNull('delivered_at').count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  }

  async purgeDelivered(before: Instant): Promise<number> {
    return this.store
      .db(TABLE)
      .whereNotNull('delivered_at')
      .where('delivered_at', '<', toSqlInstant(before))
      .delete();
  }

  private async insert(
    topic: OutboxTopic,
    payload: unknown,
    at: Instant,
    availableAt: Instant,
    attempts: number,
  ): Promise<number> {
    return insertedId(await this.store.db(TABLE).insert(newRow(topic, payload, at, availableAt, attempts)));
  }
}

const newRow = (
  topic: OutboxTopic,
  payload: unknown,
  at: Instant,
  availableAt: Instant,
  attempts: number,
) => ({
  topic,
  payload: JSON.stringify(payload),
  created_at: toSqlInstant(at),
  available_at: toSqlInstant(availableAt),
  attempts,
});

function read(row: OutboxRow): OutboxEntry {
  return {
    id: Number(row.id),
    topic: row.topic,
    payload: JSON.parse(row.payload) as unknown,
    createdAt: fromSqlInstant(row.created_at),
    availableAt: fromSqlInstant(row.available_at),
    attempts: Number(row.attempts),
    lastError: row.last_error,
    deliveredAt: row.delivered_at === null ? null : fromSqlInstant(row.delivered_at),
  };
}
