// Capacity of the distributed mode on this machine: the same load through nginx on one API instance
// and on two (the same MariaDB, Redis, Elasticsearch and S3 bucket), 3 rounds each, medians. Writes
// bench/results/cluster.md, which docs/capacity.md quotes. Loopback only.
// Needs ELASTICSEARCH_URL and S3_ENDPOINT (+ AWS_*), as the cluster suite does:
//   node --conditions=source --import tsx test/bench/cluster.bench.ts
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../../scripts/cluster/index.js';
import {
  missingClusterEngine,
  startScratchCluster,
  type ScratchCluster,
} from '../support/scratch-cluster.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 3;
const CONNECTIONS = 100;
const BIDDERS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Figure {
  perSecond: number;
  p99: number | null;
}

async function hammer(url: string, headers: Record<string, string> = {}): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

/**
 * Every bidder at once: read the minimum, bid it, again, for SECONDS. All race for the same minimum, so
 * one bid in a round wins and the others answer 'outbid' after waiting for the auction's row lock: the
 * accepted rate measures that lock's queue, the attempts rate what an instance answers.
 */
async function bidStorm(scratch: ScratchCluster, count: 'accepted' | 'attempts'): Promise<Figure> {
  const { cluster, sale, bidders } = scratch;
  const deadline = Date.now() + SECONDS * 1000;
  let accepted = 0;
  const latencies: number[] = [];
  await Promise.all(
    bidders.map(async (bidder) => {
      while (Date.now() < deadline) {
        const poll = (await (
          await fetch(`${cluster.url}/api/bien/currentauction/${sale.auction.id}`)
        ).json()) as {
          AdditionalData: { minimumBid: number };
        };
        const started = performance.now();
        const res = await fetch(`${cluster.url}/enchere/make-enchere/${sale.auction.id}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bidder.token}` },
          body: JSON.stringify({ amount: poll.AdditionalData.minimumBid }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status === 201) accepted += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: (count === 'accepted' ? accepted : latencies.length) / SECONDS,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
  };
}

type Measure = (scratch: ScratchCluster) => Promise<Figure>;

const MEASURES: Record<string, Measure> = {
  'poll, anonymous (req/s)': ({ cluster, sale }) =>
    hammer(`${cluster.url}/api/bien/currentauction/${sale.auction.id}`),
  'poll, a verified bidder (req/s)': ({ cluster, sale, bidders }) =>
    hammer(`${cluster.url}/api/bien/currentauction/${sale.auction.id}`, {
      Authorization: `Bearer ${bidders[0]!.token}`,
    }),
  'search, 50 km around the sale (req/s)': ({ cluster, sale }) =>
    hammer(
      `${cluster.url}/api/recherche?location=${sale.property.address.lat},${sale.property.address.lng}&aroundRadius=50000`,
    ),
  [`accepted bids on one hot auction, ${BIDDERS} bidders (bids/s)`]: (scratch) =>
    bidStorm(scratch, 'accepted'),
  [`bid attempts answered on one hot auction, ${BIDDERS} bidders (attempts/s)`]: (scratch) =>
    bidStorm(scratch, 'attempts'),
};

const missing = await missingClusterEngine();
if (missing) {
  console.error(`${missing} is missing: the cluster benchmark needs every engine`);
  process.exit(1);
}
const results: Record<string, Record<number, { median: Figure; rounds: number[] }>> = {};
const loads: string[] = [];
for (const instances of [1, 2]) {
  console.log(`› ${instances} instance(s)…`);
  const scratch = await startScratchCluster({ instances, bidders: BIDDERS });
  try {
    for (const [name, measure] of Object.entries(MEASURES)) {
      const rounds: Figure[] = [];
      for (let round = 0; round < ROUNDS; round += 1) rounds.push(await measure(scratch));
      const perSecond = median(rounds.map((r) => r.perSecond));
      const p99s = rounds.map((r) => r.p99).filter((p): p is number => p !== null);
      results[name] ??= {};
      results[name]![instances] = {
        median: { perSecond, p99: p99s.length ? median(p99s) : null },
        rounds: rounds.map((r) => Math.round(r.perSecond)),
      };
      console.log(
        `  ${name}: ${Math.round(perSecond)} (rounds ${rounds.map((r) => Math.round(r.perSecond)).join(', ')})`,
      );
    }
    loads.push(
      `${instances} instance(s): ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );
  } finally {
    await scratch.close();
  }
}

const lines = [
  `# Distributed mode: one instance against two (${new Date().toISOString().slice(0, 16)}Z)`,
  '',
  `Through nginx, ${ROUNDS} rounds of ${SECONDS} s, medians; ${CONNECTIONS} connections for the routes; the load`,
  'generator runs on the same 2 cores as the instances, nginx, MariaDB, Redis and Elasticsearch.',
  '',
  '| figure | 1 instance | 2 instances | ratio 2/1 | p99 1 → 2 (ms) |',
  '|---|---|---|---|---|',
  ...Object.entries(results).map(([name, byCount]) => {
    const one = byCount[1]!.median;
    const two = byCount[2]!.median;
    return `| ${name} | ${Math.round(one.perSecond)} | ${Math.round(two.perSecond)} | ${(two.perSecond / one.perSecond).toFixed(2)} | ${one.p99} → ${two.p99} |`;
  }),
  '',
  `Load average (1 / 5 / 15 min) after each: ${loads.join('; ')}.`,
  '',
];
mkdirSync(join(REPOSITORY_ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(REPOSITORY_ROOT, 'bench/results/cluster.md'), lines.join('\n'));
console.log(lines.join('\n'));
