// The auction change feed: {auctionId, version} each time an auction changes as viewers see it. A
// channel of the process's pub/sub hub (pub-sub.ts): in process for one instance, through Redis
// (REDIS_URL) so that every API instance hears the changes committed by any other (a bid on one, its
// viewers on another). An instance that missed a message catches up through the snapshots' version
// read (live-auctions.ts), never through a replay.
import type { AuctionChange } from '@immo/core';
import type { Broadcast, PubSub } from '../pub-sub.js';

export type AuctionFeed = Broadcast<AuctionChange>;

/** The channel every instance publishes to and listens on. */
export const AUCTION_CHANGES_CHANNEL = 'immo:auction-changes';

const isChange = (value: unknown): value is AuctionChange => {
  const v = value as { auctionId?: unknown; version?: unknown } | null;
  return typeof v?.auctionId === 'number' && typeof v.version === 'string';
};

export const auctionFeedOf = (pubSub: PubSub): AuctionFeed =>
  pubSub.channel(AUCTION_CHANGES_CHANNEL, isChange);
