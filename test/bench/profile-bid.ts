// Where one bid's time goes on MariaDB: the statements of a bid request, which of them run while the
// auction's row is locked (from its SELECT … FOR UPDATE to the COMMIT), and how long each takes, for
// bids placed one after the other (no contention: what the code itself holds the lock for) and for
// bursts of concurrent bids on the same auction (what group commit does with them). Not a test.
//   node --conditions=source --import tsx test/bench/profile-bid.ts   (MYSQL_URL as npm run bench)
//   PROFILE_BIDS, PROFILE_BURSTS: how many; PROFILE_OUTBOX=1: the outbox worker on; PROFILE_KEEP=1: keep the database
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { startTestApi } from '../support/api-harness.js';
import { mysqlAdmin } from '../support/scratch-databases.js';
import { aSale, asBidder, bidders, bidPath } from '../http/auction-fixtures.js';

const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const SEQUENTIAL = Number(process.env.PROFILE_BIDS ?? 200);
const BURSTS = Number(process.env.PROFILE_BURSTS ?? 20);
const BURST_SIZE = 50;

interface Query {
  sql: string;
  sent: number;
  answered: number;
}

const server = new URL(MYSQL_URL);
const admin = mysqlAdmin(server);
const name = `profile_bid_${process.pid}`;
await admin.raw(`create database \`${name}\` character set utf8mb4`);
const t = await startTestApi({
  databaseUrl: `mysql://${server.username}${server.password ? ':' + server.password : ''}@${server.host}/${name}`,
  // PROFILE_OUTBOX=1: the outbox worker delivers the bids' events meanwhile, as in npm run bench.
  env: { OUTBOX_WORKER: process.env.PROFILE_OUTBOX ?? '0' },
});
try {
  const knex = t.api.infrastructure.database.knex;
  const open = new Map<string, Query>();
  const queries: Query[] = [];
  knex.on('query', (q: { sql: string; __knexQueryUid: string }) => {
    const query = { sql: q.sql, sent: performance.now(), answered: 0 };
    open.set(q.__knexQueryUid, query);
    queries.push(query);
  });
  knex.on('query-response', (_: unknown, q: { __knexQueryUid: string }) => {
    const query = open.get(q.__knexQueryUid);
    if (query) query.answered = performance.now();
  });

  const sale = await aSale(t);
  const crowd = await bidders(t, sale, BURST_SIZE);
  let amount = sale.auction.firstPrice;

  // One bid after the other.
  const requestMs: number[] = [];
  const lockMs: number[] = [];
  const byKind = new Map<string, number[]>();
  let statements = 0;
  let underLock = 0;
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    queries.length = 0;
    const began = performance.now();
    const res = await asBidder(t, crowd[i % 2]!, 'POST', bidPath(sale), { amount });
    if (res.status !== 201) throw new Error(`bid ${res.status}: ${await res.text()}`);
    requestMs.push(performance.now() - began);
    amount += sale.auction.step;
    const lock = queries.findIndex((q) => /for update/i.test(q.sql));
    const commit = queries.findIndex((q) => /^commit/i.test(q.sql));
    // knex reports no answer to BEGIN and COMMIT: the lock's time is counted up to the COMMIT's sending.
    lockMs.push(queries[commit]!.sent - queries[lock]!.sent);
    statements += queries.length;
    underLock += commit - lock + 1;
    for (const q of queries) {
      const kind = q.sql.replace(/`/g, '').slice(0, 60);
      byKind.set(kind, [...(byKind.get(kind) ?? []), q.answered - q.sent]);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const ms = (value: number) => value.toFixed(2);
  console.log(`load average ${loadavg()[0]!.toFixed(2)}; ${SEQUENTIAL} bids one after the other:`);
  console.log(
    `  per bid: ${statements / SEQUENTIAL} statements, ${underLock / SEQUENTIAL} of them from the lock to the commit; ` +
      `request ${ms(median(requestMs))} ms, lock held ${ms(median(lockMs))} ms + the COMMIT (medians)`,
  );
  for (const [kind, times] of byKind)
    if (!/^(BEGIN|COMMIT)/.test(kind))
      console.log(
        `  ${ms(median(times)).padStart(6)} ms ×${(times.length / SEQUENTIAL).toFixed(0)}  ${kind}`,
      );

  // Bursts: 50 bidders at once, fresh amounts in the order they were sent; the process's CPU profiled.
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  const transactions: number[] = [];
  const burstMs: number[] = [];
  let accepted = 0;
  for (let b = 0; b < BURSTS; b += 1) {
    queries.length = 0;
    const began = performance.now();
    const answers = await Promise.all(
      crowd.map((bidder) => {
        amount += sale.auction.step;
        return asBidder(t, bidder, 'POST', bidPath(sale), { amount });
      }),
    );
    burstMs.push(performance.now() - began);
    accepted += answers.filter((res) => res.status === 201).length;
    transactions.push(queries.filter((q) => /for update/i.test(q.sql)).length);
  }
  const { profile } = await inspector.post('Profiler.stop');
  inspector.disconnect();
  console.log(
    `${BURSTS} bursts of ${BURST_SIZE} concurrent bids: ${median(transactions)} transactions per burst (median), ` +
      `${accepted} of ${BURSTS * BURST_SIZE} accepted, a burst answered in ${ms(median(burstMs))} ms (median); ` +
      `load average ${loadavg()[0]!.toFixed(2)}`,
  );
  // Self time by area: a package of node_modules, a workspace folder of the project, node itself.
  const byArea = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const { functionName, url } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const hits = node.hitCount ?? 0;
    busy += hits;
    const area =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      /\/(core|adapters\/[^/]+|hosts\/[^/]+|test)\//.exec(url)?.[1] ??
      (url.startsWith('node:') ? 'node' : url === '' ? `${functionName || '(anonymous)'} (native)` : 'other');
    byArea.set(area, (byArea.get(area) ?? 0) + hits);
  }
  console.log('  CPU self time of the bursts by area (% of busy time):');
  for (const [area, hits] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`    ${((100 * hits) / busy).toFixed(1).padStart(5)} %  ${area}`);
} finally {
  await t.close();
  // PROFILE_KEEP=1 keeps the database, e.g. for npm run verify:bid-chain on it.
  if (process.env.PROFILE_KEEP === '1') console.log(`kept: database ${name}`);
  else await admin.raw(`drop database if exists \`${name}\``);
  await admin.destroy();
}
