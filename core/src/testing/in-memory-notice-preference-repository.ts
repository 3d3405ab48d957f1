import type { NoticePreferences } from '../domain/notifications/notice-preferences.js';
import type { NoticePreferenceRepository } from '../ports/repositories.port.js';
import type { InMemoryState } from './in-memory-state.js';

export class InMemoryNoticePreferenceRepository implements NoticePreferenceRepository {
  constructor(private readonly state: InMemoryState) {}

  async find(userId: number): Promise<Partial<NoticePreferences>> {
    return { ...this.state.noticePreferences.get(userId) };
  }

  async findMany(userIds: readonly number[]): Promise<Map<number, Partial<NoticePreferences>>> {
    return new Map(userIds.map((userId) => [userId, { ...this.state.noticePreferences.get(userId) }]));
  }

  async save(userId: number, change: Partial<NoticePreferences>): Promise<void> {
    this.state.noticePreferences.set(userId, { ...this.state.noticePreferences.get(userId), ...change });
  }
}
