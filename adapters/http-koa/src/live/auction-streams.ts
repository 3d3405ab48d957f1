// Server-sent events: one stream per viewer of an auction, carrying the same snapshot as the poll
// (event 'auction', id = the auction's version) each time the auction changes.
import type { ServerResponse } from 'node:http';
import { HttpProblem } from '../problem.js';
import type { ApiContext } from '../state.js';
import type { AuctionSnapshot, LiveAuctions } from './live-auctions.js';

/** Open streams per process beyond which a viewer is told to poll (503, Retry-After). */
export const MAX_STREAMS = 5000;
/** A comment line this often, so that proxies and browsers keep an idle stream open. */
export const KEEP_ALIVE_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
export const RECONNECT_MS = 2000;

export interface AuctionStreamsOptions {
  maxStreams?: number;
  keepAliveMs?: number;
  clock: { now(): number };
}

/** The event of a snapshot: built once per push, written to every stream of the auction. */
function eventOf(snapshot: AuctionSnapshot, now: number): Buffer {
  return Buffer.concat([
    Buffer.from(`id: ${snapshot.version}\nevent: auction\ndata: `),
    snapshot.plain(now),
    Buffer.from('\n\n'),
  ]);
}

export class AuctionStreams {
  private readonly open = new Set<ServerResponse>();
  private readonly maxStreams: number;
  private readonly keepAlive: NodeJS.Timeout;

  constructor(
    private readonly live: LiveAuctions,
    private readonly options: AuctionStreamsOptions,
  ) {
    this.maxStreams = options.maxStreams ?? MAX_STREAMS;
    // One timer for every stream rather than one each.
    this.keepAlive = setInterval(() => {
      for (const stream of this.open) stream.write(':\n\n');
    }, options.keepAliveMs ?? KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  get size(): number {
    return this.open.size;
  }

  /**
   * Answers the request with the auction's stream: the snapshot at once (unless the viewer reconnects
   * with the version it already has, in Last-Event-ID), then each change, until the viewer leaves.
   */
  async serve(ctx: ApiContext, auctionId: number): Promise<void> {
    if (this.open.size >= this.maxStreams) {
      ctx.set('Retry-After', '30');
      throw new HttpProblem(503, 'live_stream_full');
    }
    const snapshot = await this.live.snapshot(auctionId);
    if (!snapshot) throw new HttpProblem(404, 'not_found');

    // Written straight to the response: Koa's own stream handling would report every viewer who leaves.
    ctx.respond = false;
    const res = ctx.res;
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    this.open.add(res);
    let latest = snapshot.version;
    const stopWatching = this.live.watch(auctionId, (next) => {
      if (next.version === latest) return;
      latest = next.version;
      res.write(eventOf(next, this.options.clock.now()));
    });
    res.once('close', () => {
      stopWatching();
      this.open.delete(res);
    });
    res.write(`retry: ${RECONNECT_MS}\n\n`);
    if (ctx.get('Last-Event-ID') !== snapshot.version) res.write(eventOf(snapshot, this.options.clock.now()));
  }

  close(): void {
    clearInterval(this.keepAlive);
    for (const stream of this.open) stream.end();
    this.open.clear();
  }
}
