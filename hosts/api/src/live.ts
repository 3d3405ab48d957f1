// The live auction's wiring: the change feed (Redis when REDIS_URL is set), the snapshots the poll and
// the stream serve, and the two paths that announce a change — right after a commit in this process,
// and again when the outbox delivers the event (at least once, whichever process delivers it).
import { auctionVersion, changedAuctionOf, type DomainEvent } from '@immo/core';
import {
  AuctionStreams,
  InProcessAuctionFeed,
  LiveAuctions,
  RedisAuctionFeed,
  type AuctionFeed,
  type LiveAuctionServices,
  type UseCases,
} from '@immo/http-koa';
import type { ApiConfig } from './config.js';
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

export async function openLive(
  config: Pick<ApiConfig, 'redisUrl'>,
  infrastructure: Infrastructure,
  useCases: Pick<UseCases, 'getCurrentAuction'>,
  options: { revalidateMs?: number; maxStreams?: number; keepAliveMs?: number } = {},
): Promise<LiveWiring> {
  const { ports, database, bus } = infrastructure;
  const onError = (error: unknown) => ports.errors.report(error, { adapter: 'live-feed' });
  let feed: AuctionFeed;
  if (config.redisUrl) {
    const redis = new RedisAuctionFeed(config.redisUrl, onError);
    await redis.ready();
    feed = redis;
  } else {
    feed = new InProcessAuctionFeed();
  }
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
  const stopCommits = database.onCommittedEntries((entries) => {
    const changed = new Set<number>();
    for (const entry of entries) {
      if (entry.topic !== 'domain-event') continue;
      const auctionId = changedAuctionOf(entry.payload as DomainEvent);
      if (auctionId !== null) changed.add(auctionId);
    }
    for (const auctionId of changed) auctions.changed(auctionId);
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
      await feed.close();
    },
  };
}
