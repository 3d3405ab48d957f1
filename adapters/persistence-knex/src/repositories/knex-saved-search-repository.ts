import type { New, SavedSearch, SavedSearchRepository, SearchCriteria } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';

function fromRow(row: Row): SavedSearch {
  const c = readRow(row);
  return {
    id: c.number('id'),
    userId: c.number('user_id'),
    name: c.text('name'),
    criteria: c.json<SearchCriteria>('criteria'),
    createdAt: c.instant('created_at'),
    alert: c.boolean('alert'),
    alertSeenIds:
      row.alert_seen_ids === null || row.alert_seen_ids === undefined
        ? []
        : c.json<number[]>('alert_seen_ids'),
    alertedAt: c.nullableInstant('alerted_at'),
  };
}

/** Criteria are kept whole as JSON: they are only ever read back whole. Lists in creation (id) order. */
export class KnexSavedSearchRepository implements SavedSearchRepository {
  constructor(private readonly store: KnexStore) {}

  async listByUser(userId: number): Promise<SavedSearch[]> {
    const rows: Row[] = await this.store.db('saved_searches').where('user_id', userId).orderBy('id');
    return rows.map(fromRow);
  }

  async findById(id: number): Promise<SavedSearch | null> {
    const row: Row | undefined = await this.store.db('saved_searches').where('id', id).first();
    return row ? fromRow(row) : null;
  }

  async add(search: New<SavedSearch>): Promise<SavedSearch> {
    const id = insertedId(
      await this.store.db('saved_searches').insert({
        user_id: search.userId,
        name: search.name,
        criteria: JSON.stringify(search.criteria),
        created_at: toSqlInstant(search.createdAt),
        alert: search.alert,
        alert_seen_ids: JSON.stringify(search.alertSeenIds),
        alerted_at: search.alertedAt === null ? null : toSqlInstant(search.alertedAt),
      }),
    );
    return { ...structuredClone(search), id };
  }

  async delete(id: number): Promise<void> {
    await this.store.db('saved_searches').where('id', id).delete();
  }

  async listWithAlert(): Promise<SavedSearch[]> {
    const rows: Row[] = await this.store.db('saved_searches').where('alert', true).orderBy('id');
    return rows.map(fromRow);
  }

  async setAlert(id: number, alert: boolean): Promise<void> {
    await this.store.db('saved_searches').where('id', id).update({ alert });
  }

  async claimAlertRun(id: number, at: number, notSince: number): Promise<boolean> {
    // One conditional UPDATE: of several instances running the job, one changes the row.
    const changed = await this.store
      .db('saved_searches')
      .where('id', id)
      .andWhere((query) => query.whereNull('alerted_at').orWhere('alerted_at', '<', toSqlInstant(notSince)))
      .update({ alerted_at: toSqlInstant(at) });
    return changed === 1;
  }

  async recordAlertRun(id: number, seenIds: readonly number[], at: number): Promise<void> {
    await this.store
      .db('saved_searches')
      .where('id', id)
      .update({ alert_seen_ids: JSON.stringify(seenIds), alerted_at: toSqlInstant(at) });
  }
}
