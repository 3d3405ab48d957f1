import type { DomainEvent, EventPublisher } from '../ports/services.port.js';

export class InMemoryEventPublisher implements EventPublisher {
  readonly events: DomainEvent[] = [];

  async publish(event: DomainEvent): Promise<void> {
    this.events.push({ ...event });
  }
}
