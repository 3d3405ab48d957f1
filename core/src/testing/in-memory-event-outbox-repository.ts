import { OUTBOX_ERROR_MAX_LENGTH, type OutboxEntry, type OutboxTopic } from '../domain/outbox/outbox.js';
import type { EventOutboxRepository, NewOutboxEntry } from '../ports/repositories.port.js';
import type { Instant } from '../shared/time.js';
import type { InMemoryState } from './in-memory-state.js';

/** Payloads kept as JSON text, as a database keeps them: what does not survive JSON fails here too. */
export class InMemoryEventOutboxRepository implements EventOutboxRepository {
  constructor(private readonly state: InMemoryState) {}

  async add(topic: OutboxTopic, payload: unknown, at: Instant): Promise<number> {
    return this.insert(topic, payload, at, at);
  }

  async addAll(entries: readonly NewOutboxEntry[]): Promise<void> {
    for (const { topic, payload, at } of entries) this.insert(topic, payload, at, at);
  }

  async addClaimedAll(entries: readonly NewOutboxEntry[], leaseUntil: Instant): Promise<number[]> {
    return entries.map(({ topic, payload, at }) => this.insert(topic, payload, at, leaseUntil, 1));
  }

  async claimDue(now: Instant, leaseUntil: Instant, limit: number): Promise<OutboxEntry[]> {
    const due = [...this.state.eventOutbox.rows.values()]
      .filter((row) => row.deliveredAt === null && row.availableAt <= now)
      .sort((a, b) => a.id - b.id)
      .slice(0, limit);
    for (const row of due) {
      row.availableAt = leaseUntil;
      row.attempts += 1;
    }
    return due.map(read);
  }

  async markDelivered(id: number, at: Instant): Promise<void> {
    const row = this.state.eventOutbox.rows.get(id);
    if (row) row.deliveredAt = at;
  }

  async markDeliveredAll(ids: readonly number[], at: Instant): Promise<void> {
    for (const id of ids) await this.markDelivered(id, at);
  }

  async markFailed(id: number, error: string, retryAt: Instant): Promise<void> {
    const row = this.state.eventOutbox.rows.get(id);
    if (!row) return;
    row.lastError = error.slice(0, OUTBOX_ERROR_MAX_LENGTH);
    row.availableAt = retryAt;
  }

  async findById(id: number): Promise<OutboxEntry | null> {
    const row = this.state.eventOutbox.rows.get(id);
    return row ? read(row) : null;
  }

  async countUndelivered(): Promise<number> {
    return [...this.state.eventOutbox.rows.values()].filter((row) => row.deliveredAt === null).length;
  }

  async purgeDelivered(before: Instant): Promise<number> {
    const rows = this.state.eventOutbox.rows;
    const old = [...rows.values()].filter((row) => row.deliveredAt !== null && row.deliveredAt < before);
    for (const row of old) rows.delete(row.id);
    return old.length;
  }

  private insert(
    topic: OutboxTopic,
    payload: unknown,
    at: Instant,
    availableAt: Instant,
    attempts = 0,
  ): number {
    const table = this.state.eventOutbox;
    const id = (table.lastId += 1);
    table.rows.set(id, {
      id,
      topic,
      payload: JSON.stringify(payload),
      createdAt: at,
      availableAt,
      attempts,
      lastError: null,
      deliveredAt: null,
    });
    return id;
  }
}

/** A stored row: the payload as the JSON text a column would hold. */
export type StoredOutboxEntry = Omit<OutboxEntry, 'payload'> & { payload: string };

const read = (row: StoredOutboxEntry): OutboxEntry => ({
  ...row,
  payload: JSON.parse(row.payload) as unknown,
});
