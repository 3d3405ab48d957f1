// Account changes (core's AccountChanged) told to every instance, as the live auction's changes are:
// right after the commit in the committing process, and again when the outbox delivers the event (at
// least once, whichever process claims it: an API instance or the worker), which covers a process that
// died between its commit and the first announcement.
import type { AccountChanges } from '@immo/http-koa';
import { onCommittedEvents } from './committed-events.js';
import type { Infrastructure } from './infrastructure.js';

/** Publishes each committed AccountChanged on `changes`; returns how to stop. */
export function announceAccountChanges(infrastructure: Infrastructure, changes: AccountChanges): () => void {
  const stopCommits = onCommittedEvents(infrastructure.database, (events) => {
    for (const event of events)
      if (event.type === 'AccountChanged') changes.publish({ userId: event.userId });
  });
  const stopDeliveries = infrastructure.bus.subscribe('AccountChanged', (event) => {
    changes.publish({ userId: event.userId });
  });
  return () => {
    stopCommits();
    stopDeliveries();
  };
}
