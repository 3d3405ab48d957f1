// The answers of the sale lists (GET /api/biens, and the search GET /api/recherche) kept per query and
// locale for at most a second, with their gzip, the server time spliced in per request when they carry it. Every kept answer is dropped at once when any
// sale or auction changes (the sale feed, the auction feed: this instance's commits and the others'
// through Redis) and when the search index is written (dropAll). A card's price may lag a bid by up
// to `maxAgeMs` on an instance that missed a message, and a card's phase may lag the clock as long
// (issue 16 allows it for cards, never for the poll or the page): the age bounds both.
import type { Clock } from '@immo/core';
import { performance } from 'node:perf_hooks';
import { parisIso } from '../routes/auction/wire.js';
import type { AuctionFeed } from './auction-feed.js';
import type { SaleFeed } from './sale-feed.js';
import { SplicedTime, splicedBody, type SplicedBody } from './spliced-body.js';
import type { PageBody } from './property-pages.js';

/** How long a list's answer is served. */
export const LIST_MAX_AGE_MS = 1000;
/** Answers kept (queries × locales), the most recently used. */
const MAX_LISTS = 500;
const TIME_KEY = 'currentAuctionNowDateTime';

/** A list's answer as built: its JSON, the time it was built for, and whether it shows that time. */
export interface BuiltList {
  json: string;
  now: number;
  /** Carries currentAuctionNowDateTime (spliced per request); true unless told. */
  timed?: boolean;
}

export interface SaleListsOptions {
  sales: SaleFeed;
  auctions: AuctionFeed;
  clock: Clock;
  maxAgeMs?: number;
}

interface Kept {
  body: SplicedBody;
  /** When it was built, by the monotonic clock and by the platform's (a test moves the latter). */
  builtAt: number;
  builtNow: number;
  /** The generation of the lists it belongs to: a change starts a new one. */
  generation: number;
}

export class SaleLists {
  private readonly kept = new Map<string, Kept>();
  /** The builds under way, shared by every request of the same key and generation meanwhile. */
  private readonly building = new Map<string, { generation: number; done: Promise<SplicedBody> }>();
  private readonly maxAgeMs: number;
  private readonly stops: (() => void)[];
  private generation = 0;
  private readonly time = new SplicedTime(parisIso);

  constructor(private readonly options: SaleListsOptions) {
    this.maxAgeMs = options.maxAgeMs ?? LIST_MAX_AGE_MS;
    this.stops = [
      options.sales.subscribe(() => this.dropAll()),
      options.auctions.subscribe(() => this.dropAll()),
    ];
  }

  /**
   * The answer kept under `key`, or the one `build` makes: its JSON and the time it was built for, whose
   * `currentAuctionNowDateTime` is then spliced per request (none: `timed: false`). What `build` throws
   * (a bad query's error) is thrown to the requests that waited for it, never kept.
   */
  async answer(key: string, build: () => Promise<BuiltList>): Promise<PageBody> {
    const now = this.options.clock.now();
    const kept = this.kept.get(key);
    if (
      kept &&
      kept.generation === this.generation &&
      performance.now() - kept.builtAt < this.maxAgeMs &&
      Math.abs(now - kept.builtNow) < this.maxAgeMs
    ) {
      return this.time.view(kept.body);
    }
    const under = this.building.get(key);
    if (under?.generation === this.generation) return this.time.view(await under.done);
    const generation = this.generation;
    const done = this.build(key, generation, build);
    this.building.set(key, { generation, done });
    try {
      return this.time.view(await done);
    } finally {
      if (this.building.get(key)?.done === done) this.building.delete(key);
    }
  }

  private async build(
    key: string,
    generation: number,
    build: () => Promise<BuiltList>,
  ): Promise<SplicedBody> {
    const builtAt = performance.now();
    const built = await build();
    const time = `"${TIME_KEY}":"${parisIso(built.now)}"`;
    const body =
      built.timed === false
        ? splicedBody(built.json, null)
        : splicedBody(built.json.replace(time, `"${TIME_KEY}":""`), TIME_KEY);
    // A change heard while building: the answer serves the requests that waited for it, and is not kept.
    if (generation === this.generation) {
      this.kept.delete(key);
      if (this.kept.size >= MAX_LISTS) {
        const oldest = this.kept.keys().next().value;
        if (oldest !== undefined) this.kept.delete(oldest);
      }
      this.kept.set(key, { body, builtAt, builtNow: built.now, generation });
    }
    return body;
  }

  /** Every kept answer is dropped (a sale, an auction or the search index changed). */
  dropAll(): void {
    this.generation += 1;
    this.kept.clear();
  }

  close(): void {
    for (const stop of this.stops) stop();
    this.kept.clear();
    this.building.clear();
  }
}
