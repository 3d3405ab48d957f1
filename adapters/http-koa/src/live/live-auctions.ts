// Per-auction snapshots of the live auction: the poll's body built once per version of the auction
// (and its gzip form), the server time spliced in per request; the server-sent-events streams of the
// same snapshot. Changes arrive through the feed (this instance's commits at once, the others' through
// Redis); a cheap version read re-checks a snapshot older than `revalidateMs` all the same.
import {
  auctionPhase,
  auctionVersion,
  currentAuctionAfterBids,
  isInFinalPhase,
  type Auction,
  type AuctionChange,
  type Bid,
  type Clock,
  type CurrentAuction,
  type CurrentAuctionData,
  type GetCurrentAuction,
  type Viewer,
} from '@immo/core';
import { ANONYMOUS } from '@immo/core';
import { performance } from 'node:perf_hooks';
import { auctionData, bidMember, enchereOfBid, parisIso } from '../routes/auction/wire.js';
import type { AuctionFeed } from './auction-feed.js';
import { SplicedTime, splicedBody, type SplicedBody } from './spliced-body.js';

/** The latest bids the poll and the stream carry; the full history is paged on its own route. */
export const LIVE_LATEST_BIDS = 50;
/** How long a snapshot is served without reading the auction's version (the feed tells changes at once). */
export const LIVE_REVALIDATE_MS = 1000;
/** Snapshots kept in memory, the most recently used. */
const MAX_SNAPSHOTS = 2000;
const TIME_KEY = 'currentAuctionNowDateTime';

export interface LiveAuctionsOptions {
  getCurrentAuction: Pick<GetCurrentAuction, 'execute'>;
  feed: AuctionFeed;
  /** The auction's version as stored now (one keyed read), null when it does not exist. */
  readVersion(auctionId: number): Promise<string | null>;
  clock: Clock;
  onError(error: unknown): void;
  latestBids?: number;
  revalidateMs?: number;
}

/** What a request gets: the body with its time, plain and gzip (when large enough). */
export interface AuctionSnapshot {
  auctionId: number;
  version: string;
  /** The body for `now`, plain. */
  plain(now: number): Buffer;
  /** The body for `now`, gzip; null when the body is too small to be worth it. */
  gzip(now: number): Buffer | null;
}

/**
 * What a committed transaction of this process did to an auction it locked: the state it read under
 * the lock, the state it wrote, the bids it added (the persistence's unit of work reports it).
 */
export interface AuctionWrite {
  before: Auction;
  after: Auction;
  bids: readonly Bid[];
}

interface Built {
  version: string;
  current: CurrentAuctionData;
  /** The time-dependent part the body was built for (phase, final phase). */
  moment: string;
  body: SplicedBody;
}

interface Entry {
  built: Built | null;
  /** A change was announced since the build: rebuild before serving. */
  stale: boolean;
  checkedAt: number;
  /** The build or version check under way, shared by every request that meanwhile asks. */
  pending: Promise<Built | null> | null;
}

const NOT_FOUND = Symbol('not found');

/** The poll's body exactly as the route built it before snapshots: the same fields, the same order. */
export function pollBodyOf(current: CurrentAuction): Record<string, unknown> {
  const enchere = enchereOfBid(current.auction);
  return {
    AdditionalData: auctionData(current),
    'hydra:member': current.bids.map((bid) => bidMember(bid, current.auction, enchere)),
    'hydra:totalItems': current.totalBids,
  };
}

export class LiveAuctions {
  private readonly entries = new Map<number, Entry>();
  private readonly watchers = new Map<number, Set<(snapshot: AuctionSnapshot) => void>>();
  /** The auctions whose version read for `confirm` is under way; `again`: a confirm came since it began. */
  private readonly confirming = new Map<number, { again: boolean }>();
  private readonly unsubscribe: () => void;
  private readonly latestBids: number;
  private readonly revalidateMs: number;
  private readonly time = new SplicedTime(parisIso);
  private closed = false;

  constructor(private readonly options: LiveAuctionsOptions) {
    this.latestBids = options.latestBids ?? LIVE_LATEST_BIDS;
    this.revalidateMs = options.revalidateMs ?? LIVE_REVALIDATE_MS;
    this.unsubscribe = options.feed.subscribe((change) => this.heard(change));
  }

  /** The snapshot to serve now; null for an unknown auction. */
  async snapshot(auctionId: number): Promise<AuctionSnapshot | null> {
    const built = await this.current(auctionId);
    return built ? this.view(auctionId, built) : null;
  }

  /**
   * A commit of this process changed the auction: its snapshot is dropped before the committing
   * request answers (so the bidder's next poll has the bid), then rebuilt, pushed to the streams, and
   * the new version published to the other instances. With the transaction's `write`, a snapshot of
   * the state it locked moves to the state it wrote at once, without reading the database.
   */
  changed(auctionId: number, write?: AuctionWrite): void {
    if (this.closed) return;
    const entry = this.entries.get(auctionId);
    const moved = entry && write ? this.moveBy(entry, write) : null;
    if (moved) {
      this.push(auctionId, moved);
      this.options.feed.publish({ auctionId, version: moved.version });
      return;
    }
    if (!entry && write && !this.watchers.has(auctionId)) {
      // Nobody here polls it: the snapshot is built by the first poll; the others hear the version.
      this.options.feed.publish({ auctionId, version: auctionVersion(write.after) });
      return;
    }
    if (entry) entry.stale = true;
    // Rebuilt at once for this instance's streams; its version then told to the other instances.
    void this.refreshAndPush(auctionId)
      .then((built) => {
        if (built && !this.closed) this.options.feed.publish({ auctionId, version: built.version });
      })
      .catch((error: unknown) => this.options.onError(error));
  }

  /**
   * Publishes the auction's stored version to every instance (this one included): those whose
   * snapshot is older rebuild it and push it to their streams; the others do nothing. The confirms of
   * one auction share their reads: a read that begins after a confirm answers it, so while one runs
   * the confirms meanwhile wait for one more after it (an outbox round's twenty bids: one or two reads).
   */
  confirm(auctionId: number): void {
    if (this.closed) return;
    const confirming = this.confirming.get(auctionId);
    if (confirming) {
      confirming.again = true;
      return;
    }
    this.confirming.set(auctionId, { again: false });
    this.readAndPublish(auctionId);
  }

  /** One version read for the confirms asked before it began, then one more if any came meanwhile. */
  private readAndPublish(auctionId: number): void {
    const next = () => {
      const confirming = this.confirming.get(auctionId);
      if (confirming?.again && !this.closed) {
        confirming.again = false;
        this.readAndPublish(auctionId);
      } else this.confirming.delete(auctionId);
    };
    void this.options
      .readVersion(auctionId)
      .then((version) => {
        if (version !== null && !this.closed) this.options.feed.publish({ auctionId, version });
      })
      .catch((error: unknown) => this.options.onError(error))
      .finally(next);
  }

  /** Follows the auction: `push` gets each new snapshot. Returns how to stop. */
  watch(auctionId: number, push: (snapshot: AuctionSnapshot) => void): () => void {
    let set = this.watchers.get(auctionId);
    if (!set) {
      set = new Set();
      this.watchers.set(auctionId, set);
    }
    set.add(push);
    return () => {
      set.delete(push);
      if (set.size === 0) this.watchers.delete(auctionId);
    };
  }

  /** How many streams follow an auction (all of them without an id). */
  watching(auctionId?: number): number {
    if (auctionId !== undefined) return this.watchers.get(auctionId)?.size ?? 0;
    let total = 0;
    for (const set of this.watchers.values()) total += set.size;
    return total;
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
    this.watchers.clear();
    this.entries.clear();
    this.confirming.clear();
  }

  /** A change from the feed (ours or another instance's): rebuilt when it moves the version. */
  private heard(change: AuctionChange): void {
    const entry = this.entries.get(change.auctionId);
    if (entry?.built?.version === change.version && !entry.stale) return;
    if (entry) entry.stale = true;
    if (this.watchers.has(change.auctionId)) {
      void this.refreshAndPush(change.auctionId).catch((error: unknown) => this.options.onError(error));
    }
  }

  /** The current snapshot, pushed to the auction's streams (each stream skips a version it has). */
  private async refreshAndPush(auctionId: number): Promise<Built | null> {
    const built = await this.current(auctionId);
    if (built) this.push(auctionId, built);
    return built;
  }

  private push(auctionId: number, built: Built): void {
    const watchers = this.watchers.get(auctionId);
    if (!watchers) return;
    const snapshot = this.view(auctionId, built);
    for (const push of watchers) push(snapshot);
  }

  /**
   * The snapshot moved by a committed write, when it is exactly the state the write locked and no
   * build or announced change is under way; null otherwise (then it is read again).
   */
  private moveBy(entry: Entry, write: AuctionWrite): Built | null {
    const built = entry.built;
    if (!built || entry.stale || entry.pending || built.version !== auctionVersion(write.before)) return null;
    const current = currentAuctionAfterBids(built.current, write.after, write.bids, this.latestBids);
    entry.built = this.bodyFor(current, this.options.clock.now());
    entry.checkedAt = performance.now();
    return entry.built;
  }

  private entryOf(auctionId: number): Entry {
    let entry = this.entries.get(auctionId);
    if (entry) {
      // Most recently used last: the map's first keys are the ones to drop.
      this.entries.delete(auctionId);
    } else {
      entry = { built: null, stale: true, checkedAt: 0, pending: null };
      if (this.entries.size >= MAX_SNAPSHOTS) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    this.entries.set(auctionId, entry);
    return entry;
  }

  /** The built snapshot, rebuilt or re-checked when it must be. */
  private async current(auctionId: number): Promise<Built | null> {
    const entry = this.entryOf(auctionId);
    for (;;) {
      if (entry.pending) {
        const pending = await entry.pending;
        // A change announced during that build needs another.
        if (!entry.stale) return pending;
        continue;
      }
      const fresh = performance.now() - entry.checkedAt < this.revalidateMs;
      if (entry.built && !entry.stale && fresh) return this.atThisMoment(entry, entry.built);
      entry.pending = this.load(entry, auctionId).finally(() => (entry.pending = null));
    }
  }

  private async load(entry: Entry, auctionId: number): Promise<Built | null> {
    const startedAt = performance.now();
    if (entry.built && !entry.stale) {
      // Only old: one keyed read says whether anything changed.
      const version = await this.options.readVersion(auctionId);
      if (version === entry.built.version) {
        entry.checkedAt = startedAt;
        return entry.built;
      }
    }
    entry.stale = false;
    const built = await this.build(auctionId);
    entry.built = built === NOT_FOUND ? null : built;
    entry.checkedAt = startedAt;
    if (built === NOT_FOUND) this.entries.delete(auctionId);
    return entry.built;
  }

  private async build(auctionId: number): Promise<Built | typeof NOT_FOUND> {
    const result = await this.options.getCurrentAuction.execute({
      viewer: ANONYMOUS as Viewer,
      auctionId,
      latestBids: this.latestBids,
    });
    if (!result.ok) {
      if (result.error.code === 'not_found') return NOT_FOUND;
      throw new Error(`The auction ${auctionId} could not be read: ${result.error.code}`);
    }
    const { now: _now, phase: _phase, inFinalPhase: _final, ...current } = result.value;
    return this.bodyFor(current, this.options.clock.now());
  }

  /** The phase and final phase move with time alone: a body built for another moment is rebuilt (no read). */
  private atThisMoment(entry: Entry, built: Built): Built {
    const now = this.options.clock.now();
    if (momentOf(built.current, now) === built.moment) return built;
    entry.built = this.bodyFor(built.current, now);
    return entry.built;
  }

  private bodyFor(current: Built['current'], now: number): Built {
    const phase = auctionPhase(current.auction, now);
    const inFinalPhase = phase !== 'ended' && isInFinalPhase(current.auction, now);
    const json = JSON.stringify(pollBodyOf({ ...current, now, phase, inFinalPhase }));
    // The time is left empty here and spliced in per request.
    const body = splicedBody(json.replace(`"${TIME_KEY}":"${parisIso(now)}"`, `"${TIME_KEY}":""`), TIME_KEY);
    return { version: auctionVersion(current.auction), current, moment: `${phase}.${inFinalPhase}`, body };
  }

  private view(auctionId: number, built: Built): AuctionSnapshot {
    return { auctionId, version: built.version, ...this.time.view(built.body) };
  }
}

function momentOf(current: Built['current'], now: number): string {
  const phase = auctionPhase(current.auction, now);
  return `${phase}.${phase !== 'ended' && isInFinalPhase(current.auction, now)}`;
}
