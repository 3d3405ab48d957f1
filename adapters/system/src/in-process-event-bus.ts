import type { DomainEvent, ErrorReporter, EventPublisher } from '@immo/core';

type EventOfType<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
type Handler<E extends DomainEvent = DomainEvent> = (event: E) => Promise<void> | void;

/**
 * Domain events delivered in this process, for the embedded mode (one machine). Handlers run
 * after the publisher's transaction committed; a failing handler is reported and never fails
 * the use case that published. `idle()` waits for the handlers still running (tests, shutdown).
 */
export class InProcessEventBus implements EventPublisher {
  private readonly handlers = new Map<DomainEvent['type'], Handler[]>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly reporter: ErrorReporter) {}

  subscribe<T extends DomainEvent['type']>(type: T, handler: Handler<EventOfType<T>>): () => void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as Handler);
    this.handlers.set(type, list);
    return () => {
      const index = list.indexOf(handler as Handler);
      if (index >= 0) list.splice(index, 1);
    };
  }

  async publish(event: DomainEvent): Promise<void> {
    for (const handler of this.handlers.get(event.type) ?? []) {
      const run = Promise.resolve()
        .then(() => handler(event))
        .catch((error: unknown) => this.reporter.report(error, { event }))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
