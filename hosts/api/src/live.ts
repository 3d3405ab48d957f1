// The live auction's wiring: the change feed (Redis when REDIS_URL is set), the snapshots the poll and
// the stream serve, and the two paths that announce a change — right after a commit in this process,
// and again when the outbox delivers the event (at least once, whichever process delivers it). On top
// of them, kept the same way: the property page's shared parts (the sale feed, the page version) and
// the sale lists.
import {
  auctionVersion,
  changedAuctionOf,
  readPageSale,
  readPageStanding,
  type DomainEvent,
} from '@immo/core';
import {
  AuctionStreams,
  LiveAuctions,
  PropertyPages,
  SaleLists,
  type AuctionFeed,
  type LiveAuctionServices,
  type SaleFeed,
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
  saleFeed: SaleFeed,
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
  const pages = new PropertyPages({
    feed: saleFeed,
    auctions,
    readSale: (propertyId) => readPageSale(ports.repos, propertyId),
    readStanding: (propertyId) => readPageStanding(ports.repos, propertyId),
    readVersion: (propertyId) => database.readPageVersion(propertyId),
    clock: ports.clock,
    ...(options.revalidateMs !== undefined ? { revalidateMs: options.revalidateMs } : {}),
  });
  const lists = new SaleLists({ sales: saleFeed, auctions: feed, clock: ports.clock });
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
    // The cards' prices: dropped before the bidder's answer leaves, as the poll's snapshot is.
    if (changed.size > 0) lists.dropAll();
  });
  // A write of what a sale's page shows, committed in this process: told on the sale feed, which drops
  // the page and the lists here at once (before the request answers) and on the other instances.
  const stopSales = database.onSalesChanged((propertyIds) => {
    for (const propertyId of propertyIds) pages.changed(propertyId);
  });
  // The lists are read from the search index: its writes drop them too (the projection reindexes a sale
  // after its commit).
  const stopIndex = infrastructure.onSearchIndexWritten(() => lists.dropAll());
  // The outbox's delivery: the change is announced even if the committing process died before it could.
  const stopEvents = AUCTION_EVENTS.map((type) =>
    bus.subscribe(type, (event) => auctions.confirm((event as { auctionId: number }).auctionId)),
  );

  return {
    services: { auctions, streams, pages, lists, clock: ports.clock },
    feed,
    async close() {
      stopCommits();
      stopSales();
      stopIndex();
      pages.close();
      lists.close();
      for (const stop of stopEvents) stop();
      streams.close();
      auctions.close();
    },
  };
}
