// Push latency of the live auction (issue 13): N viewers hold the auction's server-sent-events stream,
// a bid is placed, and the time until each viewer has it is measured — from the bid's POST, and from
// its 201 (the commit). With one API instance, and with two behind Redis (bid on one, viewers split
// between both). The instances run in processes of their own; the viewers in this one. Loopback only.
// A benchmark, never a timed test: it prints and writes figures, it fails only when a viewer misses a bid.
//
// Run: node --conditions=source --import tsx test/bench/push-latency.bench.ts  [--viewers 500] [--bids 10]
// (two instances need MariaDB at MYSQL_URL and Redis at REDIS_URL; skipped, loudly, without them)
import { Argon2PasswordHasher, CHEAP_ARGON2_PARAMETERS } from '@immo/auth';
import { composeApi, readConfig } from '@immo/api';
import { aBuyer, aProperty, aQualifiedBuyerFile, anAuction } from '@immo/core/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';

const JWT_SECRET = 'bench-secret-of-at-least-thirty-two-bytes!!';
const HERE = fileURLToPath(new URL('.', import.meta.url));

export interface PushLatencyFigures {
  instances: number;
  viewers: number;
  bids: number;
  /** Milliseconds from the bid's POST until each viewer had it: every (viewer, bid). */
  fromPost: { p50: number; p95: number; max: number };
  /** Milliseconds from the bid's 201 (after commit) until each viewer had it. */
  fromCommit: { p50: number; p95: number; max: number };
  /** The bid's own answer time (POST to 201). */
  bidAnswerMs: { p50: number; max: number };
  loadAverage: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? NaN),
  };
};

interface Seeded {
  auctionId: number;
  bidders: { token: string }[];
  firstPrice: number;
  step: number;
}

/** A live auction and a few buyers allowed to bid, written through a composed API that is then closed. */
async function seed(databaseUrl: string, dataDir: string, bidderCount: number): Promise<Seeded> {
  const api = await composeApi(
    readConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET, SEED_DEMO: '0', WEB_ROOT: '' }),
    { overrides: { hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS) } },
  );
  const { repos } = api.ports;
  const now = api.ports.clock.now();
  const property = await repos.properties.add(aProperty());
  const auction = await repos.auctions.add(
    anAuction({
      propertyId: property.id,
      startAt: now - 86_400_000,
      endAt: now + 6 * 3_600_000,
      originalEndAt: now + 6 * 3_600_000,
    }),
  );
  const bidders = [];
  for (let i = 0; i < bidderCount; i += 1) {
    const user = await repos.users.add(aBuyer({ email: `push-bench-${i}-${Date.now()}@bench.immo` }));
    await repos.buyerFiles.add(
      aQualifiedBuyerFile({ propertyId: property.id, userId: user.id, visitDoneAt: now - 86_400_000 }),
    );
    bidders.push({ token: await api.ports.tokens.issue({ userId: user.id, roles: user.roles }) });
  }
  await api.close();
  return { auctionId: auction.id, bidders, firstPrice: auction.firstPrice, step: auction.step };
}

async function startInstance(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(HERE, 'live-server.ts')],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return { url: (JSON.parse(line) as { url: string }).url, child };
  }
  throw new Error('The API instance ended before listening');
}

async function stopInstance(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A viewer: the raw stream, watched for each bid id; resolves each wait with the arrival time. */
function openViewer(url: string, agent: Agent) {
  const waiters = new Map<number, (at: number) => void>();
  const arrived = new Map<number, number>();
  let text = '';
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const req = request(url, { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
    if (res.statusCode !== 200) throw new Error(`stream answered ${res.statusCode}`);
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = performance.now();
      text += chunk;
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        if (!block.includes('event: auction')) continue;
        opened();
        // The latest bid is the last of hydra:member: its id is the last "id": of the event.
        const match =
          /"id":(\d+),"amount":\d+,"User":"[^"]*","dateTimeString":"[^"]*","Enchere":\{[^}]*\}\}\]/.exec(
            block,
          );
        const id = match ? Number(match[1]) : 0;
        if (id && !arrived.has(id)) {
          arrived.set(id, at);
          waiters.get(id)?.(at);
        }
      }
    });
  });
  req.end();
  return {
    ready,
    waitFor: (bidId: number) =>
      new Promise<number>((resolve, reject) => {
        const seen = arrived.get(bidId);
        if (seen !== undefined) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`bid ${bidId} not pushed within 10 s`)), 10_000);
        waiters.set(bidId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      }),
    close: () => req.destroy(),
  };
}

async function postBid(
  url: string,
  token: string,
  amount: number,
): Promise<{ id: number; sentAt: number; answeredAt: number }> {
  const sentAt = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount }),
  });
  const answeredAt = performance.now();
  if (res.status !== 201) throw new Error(`bid answered ${res.status}: ${await res.text()}`);
  return { id: ((await res.json()) as { id: number }).id, sentAt, answeredAt };
}

/**
 * One measure: `instances` API processes on `databaseUrl` (Redis between them when several), `viewers`
 * streams spread over them, `bids` bids placed one after the other on the first instance.
 */
export async function measurePushLatency(options: {
  databaseUrl: string;
  redisUrl?: string;
  instances: 1 | 2;
  viewers: number;
  bids: number;
}): Promise<PushLatencyFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-push-bench-'));
  const seeded = await seed(options.databaseUrl, dataDir, 2);
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET,
    DATA_DIR: dataDir,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
  const instances: { url: string; child: ChildProcess }[] = [];
  for (let i = 0; i < options.instances; i += 1) instances.push(await startInstance(env));
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const viewers = Array.from({ length: options.viewers }, (_, i) =>
    openViewer(
      `${instances[i % instances.length]!.url}/api/bien/currentauction/${seeded.auctionId}/stream`,
      agent,
    ),
  );
  try {
    await Promise.all(viewers.map((v) => v.ready));
    // A first bid, not counted, warms every instance's code paths and connections up.
    const warmUp = await postBid(
      `${instances[0]!.url}/enchere/make-enchere/${seeded.auctionId}`,
      seeded.bidders[1]!.token,
      seeded.firstPrice,
    );
    await Promise.all(viewers.map((viewer) => viewer.waitFor(warmUp.id)));
    const fromPost: number[] = [];
    const fromCommit: number[] = [];
    const answers: number[] = [];
    for (let b = 0; b < options.bids; b += 1) {
      const amount = seeded.firstPrice + (b + 1) * seeded.step;
      const bidder = seeded.bidders[b % seeded.bidders.length]!;
      const pending: Promise<number>[] = [];
      // Waits are set before the bid leaves, so that no arrival is missed.
      let bidId = 0;
      const placed = postBid(
        `${instances[0]!.url}/enchere/make-enchere/${seeded.auctionId}`,
        bidder.token,
        amount,
      );
      const bid = await placed;
      bidId = bid.id;
      for (const viewer of viewers) pending.push(viewer.waitFor(bidId));
      const arrivals = await Promise.all(pending);
      answers.push(bid.answeredAt - bid.sentAt);
      for (const at of arrivals) {
        fromPost.push(at - bid.sentAt);
        fromCommit.push(Math.max(0, at - bid.answeredAt));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const answer = summary(answers);
    return {
      instances: options.instances,
      viewers: options.viewers,
      bids: options.bids,
      fromPost: summary(fromPost),
      fromCommit: summary(fromCommit),
      bidAnswerMs: { p50: answer.p50, max: answer.max },
      loadAverage: Number(loadavg()[0]!.toFixed(2)),
    };
  } finally {
    for (const viewer of viewers) viewer.close();
    agent.destroy();
    for (const instance of instances) await stopInstance(instance.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Both measures: one instance on a SQLite file, two on a scratch MariaDB database behind Redis. */
export async function runPushLatencyBench(options: { viewers?: number; bids?: number } = {}) {
  const viewers = options.viewers ?? 500;
  const bids = options.bids ?? 10;
  const dir = mkdtempSync(join(tmpdir(), 'immo-push-sqlite-'));
  const results: PushLatencyFigures[] = [];
  try {
    results.push(
      await measurePushLatency({
        databaseUrl: `sqlite:${join(dir, 'bench.sqlite')}`,
        instances: 1,
        viewers,
        bids,
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const mysqlUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const server = new URL(mysqlUrl);
  const scratch = `immo_push_bench_${process.pid}`;
  const admin = knexFactory({
    client: 'mysql2',
    connection: {
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    },
    pool: { min: 0, max: 1 },
  });
  try {
    if (!(await redisAnswers(redisUrl))) throw new Error(`Redis does not answer at ${redisUrl}`);
    await admin.raw(`CREATE DATABASE \`${scratch}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(mysqlUrl);
    url.pathname = `/${scratch}`;
    results.push(
      await measurePushLatency({ databaseUrl: url.toString(), redisUrl, instances: 1, viewers, bids }),
    );
    results.push(
      await measurePushLatency({ databaseUrl: url.toString(), redisUrl, instances: 2, viewers, bids }),
    );
  } catch (error) {
    console.warn(`!!! MariaDB + Redis measures SKIPPED: ${String(error)}`);
  } finally {
    await admin.raw(`DROP DATABASE IF EXISTS \`${scratch}\``).catch(() => undefined);
    await admin.destroy();
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const results = await runPushLatencyBench({ viewers: arg('--viewers'), bids: arg('--bids') });
  for (const r of results) {
    console.log(
      `${r.instances} instance(s), ${r.viewers} viewers, ${r.bids} bids: from POST p50 ${r.fromPost.p50} / p95 ${r.fromPost.p95} / max ${r.fromPost.max} ms; ` +
        `from 201 p50 ${r.fromCommit.p50} / p95 ${r.fromCommit.p95} / max ${r.fromCommit.max} ms; bid answer p50 ${r.bidAnswerMs.p50} ms; load ${r.loadAverage}`,
    );
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/push-latency.json',
    JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + '\n',
  );
  process.exit(0);
}
