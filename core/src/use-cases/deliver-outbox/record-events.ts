import type { Repositories } from '../../ports/repositories.port.js';
import type { DomainEvent } from '../../ports/services.port.js';
import type { Instant } from '../../shared/time.js';

/**
 * Writes events into the outbox through the repositories of a unit of work, so they commit (or roll
 * back) with the change they describe; the outbox worker delivers them after the commit.
 */
export async function recordEvents(
  repos: Pick<Repositories, 'eventOutbox'>,
  at: Instant,
  events: readonly DomainEvent[],
): Promise<void> {
  await repos.eventOutbox.addAll(events.map((event) => ({ topic: 'domain-event', payload: event, at })));
}
