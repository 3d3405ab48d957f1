import { isNoticeKind, type NoticePreferenceRepository, type NoticePreferences } from '@immo/core';
import type { KnexStore } from '../store.js';

const TABLE = 'notice_preferences';

/** One row per user and kind he changed. */
export class KnexNoticePreferenceRepository implements NoticePreferenceRepository {
  constructor(private readonly store: KnexStore) {}

  async find(userId: number): Promise<Partial<NoticePreferences>> {
    const rows: { kind: string; enabled: unknown }[] = await this.store
      .db(TABLE)
      .where('user_id', userId)
      .select('kind', 'enabled');
    const found: Partial<NoticePreferences> = {};
    for (const row of rows) if (isNoticeKind(row.kind)) found[row.kind] = Boolean(row.enabled);
    return found;
  }

  async findMany(userIds: readonly number[]): Promise<Map<number, Partial<NoticePreferences>>> {
    const found = new Map(userIds.map((userId): [number, Partial<NoticePreferences>] => [userId, {}]));
    if (userIds.length === 0) return found;
    const rows: { user_id: unknown; kind: string; enabled: unknown }[] = await this.store
      .db(TABLE)
      .whereIn('user_id', [...userIds])
      .select('user_id', 'kind', 'enabled');
    for (const row of rows) {
      const preferences = found.get(Number(row.user_id));
      if (preferences && isNoticeKind(row.kind)) preferences[row.kind] = Boolean(row.enabled);
    }
    return found;
  }

  async save(userId: number, change: Partial<NoticePreferences>): Promise<void> {
    const rows = Object.entries(change).map(([kind, enabled]) => ({ user_id: userId, kind, enabled }));
    if (rows.length === 0) return;
    await this.store.db(TABLE).insert(rows).onConflict(['user_id', 'kind']).merge(['enabled']);
  }
}
