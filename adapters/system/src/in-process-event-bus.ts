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

  /**
   * Runs every handler of the event and waits for them; rejects when one failed (after the others
   * ran), so the outbox retries the event. Handlers must be idempotent: a retry runs them all again.
   */
  async dispatch(event: DomainEvent): Promise<void> {
    const results = await Promise.allSettled(
      (this.handlers.get(event.type) ?? []).map((handler) => Promise.resolve().then(() => handler(event))),
    );
    const failures = results.filter(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    );
    if (failures.length === 1) throw failures[0]!.reason;
    if (failures.length > 1)
      throw new AggregateError(
        failures.map((failure) => failure.reason),
        `${event.type}: ${failures.length} handlers failed`,
      );
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
