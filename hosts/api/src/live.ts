// The live auction's wiring: the change feed (Redis when REDIS_URL is set), the snapshots the poll and
// the stream serve, and the two paths that announce a change — right after a commit in this process,
// and again when the outbox delivers the event (at least once, whichever process delivers it).
import { auctionVersion, changedAuctionOf, type DomainEvent } from '@immo/core';
import {
  AuctionStreams,
  LiveAuctions,
  type AuctionFeed,
  type LiveAuctionServices,
  type UseCases,
} from '@immo/http-koa';
import { onCommittedEvents } from './committed-events.js';
import type { Infrastructure } from './infrastructure.js';

export interface LiveWiring {
  services: LiveAuctionServices;
  feed: AuctionFeed;
  close(): Promise<void>;
}

/** The events whose delivery re-announces the auction (the commit already did, unless it died first). */
const AUCTION_EVENTS = [
  'BidPlaced',
  'AuctionExtended',
  'OfferAccepted',
  'OfferRefused',
] as const satisfies readonly DomainEvent['type'][];

/** The live auction on `feed` (a channel of the process's pub/sub hub, which its owner closes). */
export function openLive(
  infrastructure: Infrastructure,
  useCases: Pick<UseCases, 'getCurrentAuction'>,
  feed: AuctionFeed,
  options: { revalidateMs?: number; maxStreams?: number; keepAliveMs?: number } = {},
): LiveWiring {
  const { ports, database, bus } = infrastructure;
  const onError = (error: unknown) => ports.errors.report(error, { adapter: 'live-feed' });
  const auctions = new LiveAuctions({
    getCurrentAuction: useCases.getCurrentAuction,
    feed,
    readVersion: async (auctionId) => {
      const auction = await ports.repos.auctions.findById(auctionId);
      return auction ? auctionVersion(auction) : null;
    },
    clock: ports.clock,
    onError,
    ...(options.revalidateMs !== undefined ? { revalidateMs: options.revalidateMs } : {}),
  });
  const streams = new AuctionStreams(auctions, {
    clock: ports.clock,
    ...(options.maxStreams !== undefined ? { maxStreams: options.maxStreams } : {}),
    ...(options.keepAliveMs !== undefined ? { keepAliveMs: options.keepAliveMs } : {}),
  });

  // Right after the commit, before the use case answers: the bidder's next poll already has the bid.
  // The snapshot moves by what the transaction wrote when it held the state the transaction locked
  // (a bid: no read at all); otherwise it is read again.
  const stopCommits = onCommittedEvents(database, (events, writes) => {
    const changed = new Set<number>();
    for (const event of events) {
      const auctionId = changedAuctionOf(event);
      if (auctionId !== null) changed.add(auctionId);
    }
    for (const auctionId of changed)
      auctions.changed(
        auctionId,
        writes.find((write) => write.after.id === auctionId),
      );
  });
  // The outbox's delivery: the change is announced even if the committing process died before it could.
  const stopEvents = AUCTION_EVENTS.map((type) =>
    bus.subscribe(type, (event) => auctions.confirm((event as { auctionId: number }).auctionId)),
  );

  return {
    services: { auctions, streams, clock: ports.clock },
    feed,
    async close() {
      stopCommits();
      for (const stop of stopEvents) stop();
      streams.close();
      auctions.close();
    },
  };
}
