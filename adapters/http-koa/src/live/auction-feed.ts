// The auction change feed: {auctionId, version} each time an auction changes as viewers see it. In
// process for one instance; through Redis pub/sub (REDIS_URL) so that every API instance hears the
// changes committed by any other (a bid on one, its viewers on another).
import type { AuctionChange } from '@immo/core';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

export type AuctionChangeListener = (change: AuctionChange) => void;

export interface AuctionFeed {
  /** Tells this process's listeners at once, and the other instances' when the feed spans them. */
  publish(change: AuctionChange): void;
  /** Hears every change, this process's and the others'; returns how to stop. */
  subscribe(listener: AuctionChangeListener): () => void;
  close(): Promise<void>;
}

/** One process: the listeners are called in the publisher's turn. */
export class InProcessAuctionFeed implements AuctionFeed {
  private readonly listeners = new Set<AuctionChangeListener>();

  publish(change: AuctionChange): void {
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: AuctionChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/** The channel every instance publishes to and listens on. */
export const AUCTION_CHANGES_CHANNEL = 'immo:auction-changes';

const isChange = (value: unknown): value is AuctionChange & { origin: string } => {
  const v = value as { auctionId?: unknown; version?: unknown; origin?: unknown } | null;
  return typeof v?.auctionId === 'number' && typeof v.version === 'string' && typeof v.origin === 'string';
};

/**
 * Redis pub/sub: one connection publishes, one listens (a subscribed connection can do nothing else).
 * A change is given to this process's listeners directly and not again when it comes back from Redis.
 * Pub/sub keeps nothing: an instance that was disconnected catches up through the snapshots' version
 * read (live-auctions.ts), never through a replay.
 */
export class RedisAuctionFeed implements AuctionFeed {
  private readonly local = new InProcessAuctionFeed();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly origin = randomUUID();
  private readonly subscribed: Promise<unknown>;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly channel = AUCTION_CHANGES_CHANNEL,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      let change: unknown;
      try {
        change = JSON.parse(message);
      } catch (error) {
        onError(error);
        return;
      }
      if (isChange(change) && change.origin !== this.origin) {
        this.local.publish({ auctionId: change.auctionId, version: change.version });
      }
    });
    this.subscribed = this.subscriber.subscribe(this.channel);
  }

  /** Resolves once this instance hears the others. */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  publish(change: AuctionChange): void {
    this.local.publish(change);
    this.publisher
      .publish(this.channel, JSON.stringify({ ...change, origin: this.origin }))
      .catch((error: unknown) => this.onError(error));
  }

  subscribe(listener: AuctionChangeListener): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
