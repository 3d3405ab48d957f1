import type { DomainEvent, EventPublisher } from '../ports/services.port.js';
import type { InMemoryState } from './in-memory-state.js';

/**
 * What use cases published. Given the store's state, it also sees the events use cases wrote to the
 * outbox inside their transactions (and publishes into that outbox itself), in one order; an event of a
 * transaction that rolled back is gone with it.
 */
export class InMemoryEventPublisher implements EventPublisher {
  private readonly published: DomainEvent[] = [];
  private clearedUpTo = 0;

  constructor(private readonly state?: InMemoryState) {}

  async publish(event: DomainEvent): Promise<void> {
    if (!this.state) {
      this.published.push({ ...event });
      return;
    }
    const table = this.state.eventOutbox;
    const id = (table.lastId += 1);
    table.rows.set(id, {
      id,
      topic: 'domain-event',
      payload: JSON.stringify(event),
      createdAt: 0,
      availableAt: 0,
      attempts: 0,
      lastError: null,
      deliveredAt: null,
    });
  }

  /** Every event so far (since the last clear()), oldest first. */
  get events(): DomainEvent[] {
    if (!this.state) return this.published;
    return [...this.state.eventOutbox.rows.values()]
      .filter((row) => row.topic === 'domain-event' && row.id > this.clearedUpTo)
      .sort((a, b) => a.id - b.id)
      .map((row) => JSON.parse(row.payload) as DomainEvent);
  }

  /** Forgets the events so far (a test's arrangement), keeping what comes next. */
  clear(): void {
    this.published.length = 0;
    if (this.state) this.clearedUpTo = this.state.eventOutbox.lastId;
  }
}
