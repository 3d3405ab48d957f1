// The process a benchmark loads, started by test/bench/run.ts, so its memory is its own:
//   prepare <sqlite|mysql> <dataDir> [databaseUrl]  writes the data set, prints its fixture (JSON)
//   api <dataDir> <databaseUrl>                      serves the composed API on it
//   bare                                            serves a bare Koa handler (the baseline)
// Once listening it sends { port } to its parent; asked { rss: true } it answers its RSS, after a GC.
// The API's modules are loaded by the modes that use it only: the bare server's memory is Koa's.
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { PerformanceObserver } from 'node:perf_hooks';

export interface BenchFixture {
  /** The auction polled: live, 25 bids from 10 buyers. */
  pollAuctionId: number;
  pollPropertyId: number;
  /** A fresh live auction for the bids/s benches, and its bidders' tokens (verified, registered). */
  bidAuctionId: number;
  firstPrice: number;
  step: number;
  bidderTokens: string[];
  sales: number;
}

const SALES = 400;
const BIDDERS = 50;

async function compose(dataDir: string, databaseUrl: string) {
  const { CHEAP_ARGON2_PARAMETERS, Argon2PasswordHasher } = await import('@immo/auth');
  const { composeApi, readConfig } = await import('@immo/api');
  return composeApi(
    readConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      WEB_ROOT: '',
      // OUTBOX_WORKER=0: no outbox delivery in the API (as when hosts/worker delivers): what the bids cost alone.
      ...(process.env.OUTBOX_WORKER ? { OUTBOX_WORKER: process.env.OUTBOX_WORKER } : {}),
    }),
    { overrides: { hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS) } },
  );
}

async function prepare(dataDir: string, databaseUrl: string): Promise<BenchFixture> {
  const { DAY_MS, HOUR_MS } = await import('@immo/core');
  const { aBid, aBuyer, aProperty, aQualifiedBuyerFile, anAuction } = await import('@immo/core/testing');
  const api = await compose(dataDir, databaseUrl);
  const { repos } = api.ports;
  const now = api.ports.clock.now();
  // The home page's list: live sales ending over the next weeks, upcoming ones starting later.
  for (let i = 0; i < SALES; i += 1) {
    const live = i % 2 === 0;
    const startAt = live ? now - DAY_MS - i * HOUR_MS : now + DAY_MS + i * HOUR_MS;
    const endAt = live ? now + DAY_MS + i * HOUR_MS : startAt + 7 * DAY_MS;
    const property = await repos.properties.add(aProperty({ offersStartAt: startAt, offersEndAt: endAt }));
    await repos.auctions.add(anAuction({ propertyId: property.id, startAt, endAt, originalEndAt: endAt }));
    await api.useCases.reindexProperty.execute({ propertyId: property.id });
  }
  const sale = async (step?: number) => {
    const property = await repos.properties.add(aProperty());
    const auction = await repos.auctions.add(
      anAuction({
        ...(step ? { step } : {}),
        propertyId: property.id,
        startAt: now - DAY_MS,
        endAt: now + 10 * DAY_MS,
        originalEndAt: now + 10 * DAY_MS,
      }),
    );
    await api.useCases.reindexProperty.execute({ propertyId: property.id });
    return { property, auction };
  };
  const polled = await sale();
  const buyers = [];
  for (let i = 0; i < BIDDERS; i += 1)
    buyers.push(await repos.users.add(aBuyer({ email: `bench-${i}@bench.immo` })));
  let price = polled.auction.firstPrice;
  for (let i = 0; i < 25; i += 1) {
    price += polled.auction.step;
    await repos.bids.add(
      aBid({
        auctionId: polled.auction.id,
        userId: buyers[i % 10]!.id,
        amount: price,
        placedAt: now - (25 - i) * 60_000,
      }),
    );
  }
  await repos.auctions.update({ ...polled.auction, currentPrice: price, bidCount: 25 });
  // Every fresh attempt takes the next step, and a bid is capped at 100 × the first price: steps of
  // 100 € leave room for ~247 000 attempts (steps of 1 000 €, ~25 000: the bench's rounds of both
  // outbox configurations, at ~1 000 attempts/s, would reach the cap and measure refusals).
  const hot = await sale(100);
  const bidderTokens: string[] = [];
  for (const buyer of buyers) {
    for (const { property } of [polled, hot])
      await repos.buyerFiles.add(
        aQualifiedBuyerFile({ propertyId: property.id, userId: buyer.id, visitDoneAt: now - DAY_MS }),
      );
    bidderTokens.push(await api.ports.tokens.issue({ userId: buyer.id, roles: buyer.roles }));
  }
  await api.infrastructure.outbox.idle();
  await api.close();
  return {
    pollAuctionId: polled.auction.id,
    pollPropertyId: polled.property.id,
    bidAuctionId: hot.auction.id,
    firstPrice: hot.auction.firstPrice,
    step: hot.auction.step,
    bidderTokens,
    sales: SALES + 2,
  };
}

/** { profile: 'start' | 'stop' }: a CPU profile of what runs in between (the inspector's, as --cpu-prof), sent back whole. */
function answerProfile(): void {
  let session: import('node:inspector').Session | null = null;
  process.on('message', (message: { profile?: 'start' | 'stop' }) => {
    void (async () => {
      const { Session } = await import('node:inspector');
      const post = (method: string) =>
        new Promise<unknown>((resolve, reject) =>
          session!.post(method, (error, result) => (error ? reject(error) : resolve(result))),
        );
      if (message.profile === 'start') {
        session = new Session();
        session.connect();
        await post('Profiler.enable');
        await post('Profiler.start');
        process.send?.({ profiling: true });
      } else if (message.profile === 'stop' && session) {
        const { profile } = (await post('Profiler.stop')) as { profile: unknown };
        session.disconnect();
        process.send?.({ profile });
      }
    })();
  });
}

function answerRss(): void {
  // Time spent in garbage collection since the start, answered with the RSS.
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (message: { rss?: boolean; gc?: boolean }) => {
    if (!message.rss) return;
    if (message.gc !== false) (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ rss: process.memoryUsage().rss, gcMs });
  });
}

async function listen(app: Koa): Promise<void> {
  const server = app.listen(0, '127.0.0.1');
  // Autocannon's 2 000 connections stay open between polls, as browsers keep theirs.
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.once('listening', resolve));
  answerRss();
  answerProfile();
  // A clean exit on SIGTERM, so --cpu-prof writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  process.send?.({ port: (server.address() as AddressInfo).port });
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'prepare') {
  const fixture = await prepare(args[0]!, args[1]!);
  process.send?.({ fixture });
  process.exit(0);
} else if (mode === 'api') {
  const api = await compose(args[0]!, args[1]!);
  // The embedded geocoder loads the French communes in the background at start: done before serving,
  // so the figures (and the profile) are of a started process.
  await (api.ports.geocoder as { warmUp?: () => Promise<unknown> }).warmUp?.();
  await listen(api.app as unknown as Koa);
} else if (mode === 'bare') {
  // GET /<name>[/koa-compress|/ours]: the body registered as <name>, JSON, through no compression,
  // koa-compress's defaults (what the API had) or the API's compression now.
  const koaCompress = (await import('koa-compress')).default;
  // The API's compression, where this checkout has it (a run on an older checkout has only koa-compress).
  const ours = await import('../../adapters/http-koa/src/middleware/compression.js').catch(() => null);
  const bodies = new Map<string, string>();
  const viaKoaCompress = koaCompress({ threshold: 1024 });
  const viaOurs = ours ? ours.compressionMiddleware() : viaKoaCompress;
  const app = new Koa();
  // Clients that hang up at the end of a run are no news.
  app.silent = true;
  app.use(async (ctx) => {
    const [, name = '', compression] = ctx.path.split('/');
    const handler = async () => {
      ctx.type = 'application/json';
      ctx.body = bodies.get(name) ?? '{}';
    };
    if (compression === 'koa-compress') await viaKoaCompress(ctx, handler);
    else if (compression === 'ours') await viaOurs(ctx, handler);
    else await handler();
  });
  process.on('message', (message: { body?: { name: string; text: string } }) => {
    if (message.body) bodies.set(message.body.name, message.body.text);
  });
  await listen(app);
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
