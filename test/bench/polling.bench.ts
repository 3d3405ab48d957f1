// Benchmark of the auction polling answer (GET /api/bien/currentauction/{id}), the hottest route:
// every verified viewer calls it every second. Each figure is the median of 3 rounds, with the ratio
// to a bare Koa handler answering a JSON body of the same size, measured in the same run.
// `runPollingBench` returns the figures (npm run bench calls it); run alone it writes
// bench-results/polling.json.
// Run: node --conditions=source --import tsx test/bench/polling.bench.ts [--bids 25] [--verified] [--connections 50]
import { CHEAP_ARGON2_PARAMETERS, Argon2PasswordHasher } from '@immo/auth';
import { composeApi, readConfig } from '@immo/api';
import { aBid, aBuyer, aProperty, anAuction } from '@immo/core/testing';
import { toSqlInstant } from '@immo/persistence-knex';
import autocannon from 'autocannon';
import Koa from 'koa';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PollingBenchOptions {
  /** Bids of the auction polled (25: a realistic sale; 60 000: the longest history seen). */
  bids?: number;
  /** Polls with a verified buyer's token (what a bidder's page sends every second), else anonymous. */
  verified?: boolean;
  connections?: number;
  seconds?: number;
  rounds?: number;
  /** DATABASE_URL; a SQLite file of its own by default. */
  databaseUrl?: string;
}

export interface PollingFigures {
  measuredAt: string;
  route: string;
  answerBytes: number;
  connections: number;
  secondsPerRun: number;
  rounds: number;
  medianRequestsPerSecond: number;
  medianP99Ms: number;
  baselineMedianRequestsPerSecond: number;
  ratioToBaseline: number;
  loadAverage: number;
}

async function load(url: string, connections: number, seconds: number, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx`);
  // Errors are time-outs of a loaded machine: counted and printed, not fatal.
  if (result.errors > 0) console.warn(`${url}: ${result.errors} errors (time-outs)`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runPollingBench(options: PollingBenchOptions = {}): Promise<PollingFigures> {
  const bidCount = options.bids ?? 25;
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8);
  const rounds = options.rounds ?? 3;
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-bench-'));
  const api = await composeApi(
    readConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? `sqlite:${join(dataDir, 'bench.sqlite')}`,
      SEED_DEMO: '0',
      WEB_ROOT: '',
    }),
    { overrides: { hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS) } },
  );
  const servers: { close(): void }[] = [];
  try {
    const now = api.ports.clock.now();
    const property = await api.ports.repos.properties.add(aProperty());
    const auction = await api.ports.repos.auctions.add(
      anAuction({
        propertyId: property.id,
        startAt: now - 86_400_000,
        endAt: now + 3_600_000,
        originalEndAt: now + 3_600_000,
      }),
    );
    const buyers = await Promise.all(Array.from({ length: 10 }, () => api.ports.repos.users.add(aBuyer())));
    let price = auction.firstPrice;
    const bids = [];
    for (let i = 0; i < bidCount; i++) {
      price += auction.step;
      bids.push(
        aBid({
          auctionId: auction.id,
          userId: buyers[i % 10]!.id,
          amount: price,
          placedAt: now - (bidCount - i) * 1000,
        }),
      );
    }
    // Many bids in one go (a bid at a time would take minutes for 60 000).
    for (let i = 0; i < bids.length; i += 500) {
      await api.infrastructure.database.knex('bids').insert(
        bids.slice(i, i + 500).map((b) => ({
          auction_id: b.auctionId,
          user_id: b.userId,
          amount: b.amount,
          placed_at: toSqlInstant(b.placedAt),
          status: b.status,
        })),
      );
    }
    await api.ports.repos.auctions.update({ ...auction, currentPrice: bidCount ? price : null, bidCount });
    const headers: Record<string, string> = {};
    if (options.verified) {
      const buyer = buyers[0]!;
      headers.Authorization = `Bearer ${await api.ports.tokens.issue({ userId: buyer.id, roles: buyer.roles })}`;
    }

    const apiServer = api.app.listen(0, '127.0.0.1');
    servers.push(apiServer);
    await new Promise((resolve) => apiServer.once('listening', resolve));
    const pollUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}/api/bien/currentauction/${auction.id}`;
    const sample = await (await fetch(pollUrl, { headers })).text();

    const bare = new Koa();
    bare.use((ctx) => {
      ctx.type = 'application/json';
      ctx.body = sample;
    });
    const bareServer = bare.listen(0, '127.0.0.1');
    servers.push(bareServer);
    await new Promise((resolve) => bareServer.once('listening', resolve));
    const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`;

    const polling: number[] = [];
    const baseline: number[] = [];
    const p99: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const b = await load(bareUrl, connections, seconds, {});
      const p = await load(pollUrl, connections, seconds, headers);
      baseline.push(b.requestsPerSecond);
      polling.push(p.requestsPerSecond);
      p99.push(p.p99);
      console.log(
        `round ${round + 1}: bare ${Math.round(b.requestsPerSecond)} req/s, polling ${Math.round(p.requestsPerSecond)} req/s (p99 ${p.p99} ms)`,
      );
    }
    return {
      measuredAt: new Date().toISOString(),
      route: `GET /api/bien/currentauction/{id} (${bidCount} bids, ${options.verified ? 'verified buyer' : 'anonymous'}, ${api.infrastructure.database.dialect})`,
      answerBytes: Buffer.byteLength(sample),
      connections,
      secondsPerRun: seconds,
      rounds,
      medianRequestsPerSecond: Math.round(median(polling)),
      medianP99Ms: median(p99),
      baselineMedianRequestsPerSecond: Math.round(median(baseline)),
      ratioToBaseline: Number((median(polling) / median(baseline)).toFixed(3)),
      loadAverage: Number(loadavg()[0]!.toFixed(2)),
    };
  } finally {
    for (const server of servers) server.close();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const figures = await runPollingBench({
    bids: arg('--bids'),
    connections: arg('--connections'),
    verified: process.argv.includes('--verified'),
  });
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/polling.json', JSON.stringify(figures, null, 2) + '\n');
  console.log(figures);
  process.exit(0);
}
