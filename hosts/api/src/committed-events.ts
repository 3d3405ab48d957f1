import type { DomainEvent } from '@immo/core';
import type { CommittedAuctionWrite } from '@immo/persistence-knex';
import type { Infrastructure } from './infrastructure.js';

/**
 * Calls `listener` with the domain events of each transaction of this process, right after its commit
 * (never for a rollback), and the auctions it locked and wrote (KnexUnitOfWork): the fast path of
 * what must be told at once. The outbox still delivers each event at least once, in whichever process
 * claims it. Returns how to stop.
 */
export function onCommittedEvents(
  database: Infrastructure['database'],
  listener: (events: DomainEvent[], auctions: readonly CommittedAuctionWrite[]) => void,
): () => void {
  return database.onCommittedEntries((entries, auctions) => {
    const events = entries.flatMap((entry) =>
      entry.topic === 'domain-event' ? [entry.payload as DomainEvent] : [],
    );
    if (events.length > 0) listener(events, auctions);
  });
}
