import type { DomainEvent, ErrorReporter, EventPublisher } from '../../ports/services.port.js';

/**
 * Publishes events of work already committed. A failure is reported, never thrown: the bid or
 * the answer to the offer stands, and a 500 would make the user retry what already happened.
 */
export async function publishAfterCommit(
  deps: { events: EventPublisher; errors: ErrorReporter },
  events: readonly DomainEvent[],
): Promise<void> {
  for (const event of events) {
    try {
      await deps.events.publish(event);
    } catch (error) {
      deps.errors.report(error, { event: event.type });
    }
  }
}
