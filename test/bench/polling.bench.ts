// Benchmark of the auction polling answer (GET /api/bien/currentauction/{id}), the hottest route:
// every verified viewer calls it every second. Figures go to bench-results/polling.json, with the
// ratio to a bare Koa handler answering a JSON body of the same size, measured in the same run.
// Run: node --conditions=source --import tsx test/bench/polling.bench.ts   (loopback only)
import { CHEAP_ARGON2_PARAMETERS, Argon2PasswordHasher } from '@immo/auth';
import { composeApi, readConfig } from '@immo/api';
import { aBid, aBuyer, aProperty, anAuction } from '@immo/core/testing';
import autocannon from 'autocannon';
import Koa from 'koa';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const ROUNDS = 3;

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'immo-bench-'));
const api = await composeApi(
  readConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`,
    SEED_DEMO: '0',
    WEB_ROOT: '',
  }),
  { overrides: { hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS) } },
);
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
// A realistic history: 25 bids from 10 buyers.
const buyers = await Promise.all(Array.from({ length: 10 }, () => api.ports.repos.users.add(aBuyer())));
let price = auction.firstPrice;
for (let i = 0; i < 25; i++) {
  price += auction.step;
  await api.ports.repos.bids.add(
    aBid({
      auctionId: auction.id,
      userId: buyers[i % 10]!.id,
      amount: price,
      placedAt: now - (25 - i) * 60_000,
    }),
  );
}
await api.ports.repos.auctions.update({ ...auction, currentPrice: price, bidCount: 25 });

const apiServer = api.app.listen(0, '127.0.0.1');
await new Promise((resolve) => apiServer.once('listening', resolve));
const pollUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}/api/bien/currentauction/${auction.id}`;
const sample = await (await fetch(pollUrl)).text();

const bare = new Koa();
bare.use((ctx) => {
  ctx.type = 'application/json';
  ctx.body = sample;
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((resolve) => bareServer.once('listening', resolve));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`;

const polling: number[] = [];
const baseline: number[] = [];
const p99: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const b = await load(bareUrl);
  const p = await load(pollUrl);
  baseline.push(b.requestsPerSecond);
  polling.push(p.requestsPerSecond);
  p99.push(p.p99);
  console.log(
    `round ${round + 1}: bare ${Math.round(b.requestsPerSecond)} req/s, polling ${Math.round(p.requestsPerSecond)} req/s (p99 ${p.p99} ms)`,
  );
}
const figures = {
  measuredAt: new Date().toISOString(),
  route: 'GET /api/bien/currentauction/{id} (25 bids, SQLite file)',
  answerBytes: Buffer.byteLength(sample),
  connections: CONNECTIONS,
  secondsPerRun: DURATION_S,
  rounds: ROUNDS,
  medianRequestsPerSecond: Math.round(median(polling)),
  medianP99Ms: median(p99),
  baselineMedianRequestsPerSecond: Math.round(median(baseline)),
  ratioToBaseline: Number((median(polling) / median(baseline)).toFixed(3)),
  // At one poll a second per verified viewer, this is how many viewers one process follows.
  verifiedViewersOneProcess: Math.round(median(polling)),
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/polling.json', JSON.stringify(figures, null, 2) + '\n');
console.log(figures);
apiServer.close();
bareServer.close();
await api.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
