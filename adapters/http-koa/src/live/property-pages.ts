// The property page's shared parts kept per sale, the way the poll keeps its snapshot: the sale's part
// (fields, photos, documents, buyers, negotiator) read once per page version of the sale; the auction's
// part read again whenever the live snapshot of the auction moves (so the page never shows a bid older
// than the poll, which never shows one older than its commit); and, for anonymous visitors, the whole
// body per locale and moment, with its gzip, the server time spliced in per request.
// Changes arrive through the sale feed (this instance's commits at once, the others' through Redis); a
// version read re-checks a sale older than `revalidateMs` all the same.
import {
  anonymousPageMoment,
  auctionVersion,
  type Clock,
  type Locale,
  type PageSale,
  type PageStanding,
} from '@immo/core';
import { performance } from 'node:perf_hooks';
import { parisIso } from '../routes/auction/wire.js';
import type { LiveAuctions } from './live-auctions.js';
import type { SaleChange, SaleFeed } from './sale-feed.js';
import { SplicedTime, splicedBody, type SplicedBody, type TimedBody } from './spliced-body.js';

/** How long a sale's part is served without reading its version (the feed tells changes at once). */
export const PAGE_REVALIDATE_MS = 1000;
/** Sales kept in memory, the most recently used. */
const MAX_SALES = 2000;
/** The server time of the page (twice: the page's and its auction's), spliced in per request. */
const TIME_KEY = 'currentAuctionNowDateTime';

export interface PropertyPagesOptions {
  feed: SaleFeed;
  /** The poll's snapshots: their version says when the page's auction must be read again. */
  auctions: Pick<LiveAuctions, 'snapshot'>;
  readSale(propertyId: number): Promise<PageSale | null>;
  readStanding(propertyId: number): Promise<PageStanding>;
  /** The sale's page version as stored now (one keyed read), null when it does not exist. */
  readVersion(propertyId: number): Promise<string | null>;
  clock: Clock;
  revalidateMs?: number;
}

/** The parts of a sale's page every viewer shares, as fresh as the rules above make them. */
export interface SharedPage {
  propertyId: number;
  sale: PageSale;
  standing: PageStanding;
}

/** What an anonymous request gets: the body with its time, plain and gzip (when large enough). */
export type PageBody = TimedBody;

interface Body {
  /** Built from these very parts, at this moment (anonymousPageMoment). */
  sale: PageSale;
  standing: PageStanding;
  moment: string;
  body: SplicedBody;
}

interface Entry {
  loaded: boolean;
  /** Null for an unknown sale. */
  sale: PageSale | null;
  version: string | null;
  /** A change was announced since the read: read the version again before serving. */
  stale: boolean;
  checkedAt: number;
  /** Null until read (again after each read of the sale). */
  standing: PageStanding | null;
  /** The live snapshot's version when the standing was read (null without an auction). */
  standingSeen: string | null;
  /** The refresh under way, shared by every request that meanwhile asks. */
  pending: Promise<void> | null;
  bodies: Map<Locale, Body>;
}

export class PropertyPages {
  private readonly entries = new Map<number, Entry>();
  private readonly unsubscribe: () => void;
  private readonly revalidateMs: number;
  private readonly time = new SplicedTime(parisIso);
  private closed = false;

  constructor(private readonly options: PropertyPagesOptions) {
    this.revalidateMs = options.revalidateMs ?? PAGE_REVALIDATE_MS;
    this.unsubscribe = options.feed.subscribe((change) => this.heard(change));
  }

  /** The shared parts of the sale's page; null for an unknown sale. */
  async shared(propertyId: number): Promise<SharedPage | null> {
    const entry = this.entryOf(propertyId);
    for (;;) {
      if (entry.pending) {
        await entry.pending;
        continue;
      }
      const saleFresh =
        entry.loaded && !entry.stale && performance.now() - entry.checkedAt < this.revalidateMs;
      if (saleFresh && !entry.sale) return null;
      if (saleFresh && entry.sale && entry.standing) {
        const { sale, standing } = entry;
        const seen = standing.auction ? await this.liveVersion(standing.auction.id) : null;
        // Anything that moved meanwhile (a change heard, a refresh begun): look again.
        if (entry.pending || entry.stale || entry.standing !== standing) continue;
        if (seen === entry.standingSeen) return { propertyId, sale, standing };
      }
      entry.pending = this.refresh(entry, propertyId, saleFresh).finally(() => (entry.pending = null));
    }
  }

  /**
   * The anonymous visitor's body of these parts for the locale: `build` (the page's JSON, and the time
   * it was built for) runs once per moment; null when the page is not shown (a draft: not found).
   */
  async anonymousBody(
    shared: SharedPage,
    locale: Locale,
    build: () => Promise<{ json: string; now: number } | null>,
  ): Promise<PageBody | null> {
    const entry = this.entries.get(shared.propertyId);
    const now = this.options.clock.now();
    const kept = entry?.bodies.get(locale);
    if (
      kept &&
      kept.sale === shared.sale &&
      kept.standing === shared.standing &&
      kept.moment === anonymousPageMoment(shared.sale, shared.standing, now)
    ) {
      return this.time.view(kept.body);
    }
    const built = await build();
    if (!built) return null;
    const time = `"${TIME_KEY}":"${parisIso(built.now)}"`;
    const body = splicedBody(built.json.replaceAll(time, `"${TIME_KEY}":""`), TIME_KEY);
    entry?.bodies.set(locale, {
      sale: shared.sale,
      standing: shared.standing,
      moment: anonymousPageMoment(shared.sale, shared.standing, built.now),
      body,
    });
    return this.time.view(body);
  }

  /**
   * A commit of this process changed the sale: its copy is dropped before the committing request
   * answers, and the change told to the other instances (without its version: a seed writing
   * thousands of sales reads nothing more; an instance that kept the page reads the version once).
   */
  changed(propertyId: number): void {
    if (this.closed) return;
    this.options.feed.publish({ propertyId, version: null });
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
    this.entries.clear();
  }

  /** A change from the feed (ours or another instance's): the copy is dropped when it moves the version. */
  private heard(change: SaleChange): void {
    const entry = this.entries.get(change.propertyId);
    if (entry && (change.version === null || entry.version !== change.version)) entry.stale = true;
  }

  private async liveVersion(auctionId: number): Promise<string | null> {
    return (await this.options.auctions.snapshot(auctionId))?.version ?? null;
  }

  private async refresh(entry: Entry, propertyId: number, saleFresh: boolean): Promise<void> {
    const { readSale, readStanding, readVersion } = this.options;
    if (!saleFresh) {
      const startedAt = performance.now();
      const announced = entry.stale || !entry.loaded;
      // Cleared before the reads: a change announced during them makes the next request read again.
      entry.stale = false;
      let version: string | null;
      try {
        version = await readVersion(propertyId);
        if (announced || version !== entry.version) {
          entry.sale = version === null ? null : await readSale(propertyId);
          entry.version = version;
          entry.standing = null;
          entry.bodies.clear();
          entry.loaded = true;
        }
      } catch (error) {
        entry.stale = true;
        throw error;
      }
      entry.checkedAt = startedAt;
      if (!entry.sale) {
        if (version === null) this.entries.delete(propertyId);
        return;
      }
    }
    const known = entry.standing?.auction ?? null;
    // Without an auction the standing changes only with the sale (read again with it).
    if (entry.standing && !known) return;
    // The snapshot's version is taken before the read: what the read returns is at least as recent.
    let seen = known ? await this.liveVersion(known.id) : null;
    if (entry.standing && seen === entry.standingSeen) return;
    let standing = await readStanding(propertyId);
    if (!known && standing.auction) {
      // First read of the auction: made to agree with the poll's snapshot, or read again after it.
      seen = await this.liveVersion(standing.auction.id);
      if (seen !== auctionVersion(standing.auction)) standing = await readStanding(propertyId);
    }
    entry.standing = standing;
    entry.standingSeen = seen;
    entry.bodies.clear();
  }

  private entryOf(propertyId: number): Entry {
    let entry = this.entries.get(propertyId);
    if (entry) {
      // Most recently used last: the map's first keys are the ones to drop.
      this.entries.delete(propertyId);
    } else {
      entry = {
        loaded: false,
        sale: null,
        version: null,
        stale: false,
        checkedAt: 0,
        standing: null,
        standingSeen: null,
        pending: null,
        bodies: new Map(),
      };
      if (this.entries.size >= MAX_SALES) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    this.entries.set(propertyId, entry);
    return entry;
  }
}
