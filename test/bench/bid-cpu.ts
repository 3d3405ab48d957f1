// The API process's CPU time per bid, for checkouts compared side by side (a loaded shared machine
// moves the rates a lot and the CPU a bid costs much less): each checkout's API (its own
// test/bench/bench-server.ts, on a MariaDB scratch database of its own) takes the same loads in turn —
// 50 bidders with fresh higher amounts, then 50 answering price + step and retrying — and the CPU it
// spends (user + system, /proc, the outbox's delivery after the load included, until it idles) is
// divided by the bids accepted and the attempts. Not a test.
//   node --conditions=source --import tsx test/bench/bid-cpu.ts <checkout> [<checkout>…]
//   BID_CPU_SECONDS (5), BID_CPU_ROUNDS (3), BID_CPU_PROFILE=1: the top functions of the last round's
//   fresh load (self time; the delivery it leaves after the load is not in it); BID_CPU_PROFILE_OUT=<folder>:
//   each checkout's whole profile written there too (bid-<n>.cpuprofile)
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { postBid } from './post-bid.js';
import { processCpuMs, settleCpu, startCheckoutApi, type CheckoutApi } from './mariadb-checkouts.js';
import { mysqlAdmin } from '../support/scratch-databases.js';

const SECONDS = Number(process.env.BID_CPU_SECONDS ?? 5);
const ROUNDS = Number(process.env.BID_CPU_ROUNDS ?? 3);
const PROFILE = process.env.BID_CPU_PROFILE === '1';
const MYSQL_URL = new URL(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
const checkouts = process.argv.slice(2);
if (checkouts.length === 0) throw new Error('usage: bid-cpu.ts <checkout> [<checkout>…]');

const admin = mysqlAdmin(MYSQL_URL);
const sides: CheckoutApi[] = [];
for (const [index, root] of checkouts.entries())
  sides.push(await startCheckoutApi(root, { admin, mysqlUrl: MYSQL_URL, prefix: 'bid_cpu', index }));

const bid = (side: CheckoutApi, token: number, amount: number) =>
  postBid(side.url, side.fixture.bidAuctionId, side.fixture.bidderTokens[token] ?? '', amount, side.agent);

/** `afterLoad`: run when the load ends, before the delivery it left is waited for (the profile stops there). */
async function run(side: CheckoutApi, kind: 'fresh' | 'retry', afterLoad?: () => Promise<void>) {
  const pid = side.api.pid!;
  await settleCpu(pid);
  const statementsBefore = await statementCounts();
  const cpuBefore = processCpuMs(pid);
  let accepted = 0;
  let attempts = 0;
  let next = side.price;
  let known = side.price;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    side.fixture.bidderTokens.map(async (_, i) => {
      while (Date.now() < until) {
        let amount: number;
        if (kind === 'fresh') amount = next += side.fixture.step;
        else amount = known + side.fixture.step;
        const res = await bid(side, i, amount);
        attempts += 1;
        if (res.status === 201) accepted += 1;
        else if (res.status >= 500) throw new Error(`bid: ${res.status} ${res.body}`);
        if (kind === 'retry' && (res.status === 201 || res.body.includes('outbid')))
          known = Math.max(known, amount);
      }
    }),
  );
  const cpuLoad = processCpuMs(pid) - cpuBefore;
  await afterLoad?.();
  await settleCpu(pid);
  const cpu = processCpuMs(pid) - cpuBefore; // the settling's idle half seconds add under 20 ms each
  const statements = await statementCounts();
  for (const [name, count] of statements) statements.set(name, count - (statementsBefore.get(name) ?? 0));
  side.price = Math.max(next, known) + 100 * side.fixture.step;
  return { accepted, attempts, cpu, cpuLoad, statements };
}

/**
 * MariaDB's statement counters (the whole server's: meaningful only when nothing else uses it), with
 * BID_CPU_STATEMENTS=1; empty otherwise.
 */
async function statementCounts(): Promise<Map<string, number>> {
  if (process.env.BID_CPU_STATEMENTS !== '1') return new Map();
  const [rows] = (await admin.raw(
    "show global status where Variable_name in ('Questions', 'Com_select', 'Com_insert', 'Com_update', 'Com_delete', 'Com_commit')",
  )) as [{ Variable_name: string; Value: string }[]];
  return new Map(rows.map((row) => [row.Variable_name, Number(row.Value)]));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const results = new Map<string, { bidsPerS: number[]; msPerBid: number[]; msPerAttempt: number[] }>();
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const kind of ['fresh', 'retry'] as const) {
    for (const side of sides) {
      const profiling = PROFILE && round === ROUNDS && kind === 'fresh';
      if (profiling) {
        side.api.send({ profile: 'start' });
        await new Promise((resolve) => side.api.once('message', resolve));
      }
      // The profile covers the load only: the idle polls of the settling after it (the profiler's own
      // cost keeps the process above settle's threshold longer) would fill it otherwise.
      let profile: Profile | undefined;
      const r = await run(side, kind, async () => {
        if (!profiling) return;
        side.api.send({ profile: 'stop' });
        ({ profile } = await new Promise<{ profile: Profile }>((resolve) =>
          side.api.once('message', resolve as never),
        ));
      });
      if (profile) {
        summarise(side.root, profile);
        // BID_CPU_PROFILE_OUT=<folder>: the whole profile kept too (Chrome's DevTools open it).
        const out = process.env.BID_CPU_PROFILE_OUT;
        if (out) writeFileSync(join(out, `bid-${sides.indexOf(side)}.cpuprofile`), JSON.stringify(profile));
      }
      const key = `${side.root} ${kind}`;
      const entry = results.get(key) ?? { bidsPerS: [], msPerBid: [], msPerAttempt: [] };
      entry.bidsPerS.push((kind === 'fresh' ? r.accepted : r.attempts) / SECONDS);
      entry.msPerBid.push(r.cpu / Math.max(1, r.accepted));
      entry.msPerAttempt.push(r.cpu / Math.max(1, r.attempts));
      results.set(key, entry);
      console.log(
        `round ${round} ${kind.padEnd(5)} ${side.root}: ${r.accepted} accepted, ${r.attempts} attempts in ${SECONDS} s; ` +
          `API CPU ${Math.round(r.cpu)} ms (${Math.round(r.cpuLoad)} during the load) = ` +
          `${(r.cpu / Math.max(1, r.accepted)).toFixed(2)} ms/accepted, ${(r.cpu / r.attempts).toFixed(2)} ms/attempt; load ${loadavg()[0]!.toFixed(1)}`,
      );
      if (r.statements.size > 0)
        console.log(
          `  MariaDB per accepted bid: ${[...r.statements]
            .map(
              ([name, count]) =>
                `${name.replace('Com_', '')} ${(count / Math.max(1, r.accepted)).toFixed(2)}`,
            )
            .join(', ')}`,
        );
    }
  }
}
console.log('\nmedians:');
for (const [key, { bidsPerS, msPerBid, msPerAttempt }] of results)
  console.log(
    `  ${key}: ${median(bidsPerS).toFixed(0)}/s, ${median(msPerBid).toFixed(2)} ms CPU/accepted, ${median(msPerAttempt).toFixed(2)} ms CPU/attempt`,
  );

for (const side of sides) {
  side.agent.destroy();
  side.api.kill('SIGTERM');
  await admin.raw(`drop database if exists \`${side.database}\``);
  rmSync(side.dataDir, { recursive: true, force: true });
}
await admin.destroy();

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The profile's self time by function and by package, largest first. */
function summarise(root: string, profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
  // Busy time only: the idle samples (waiting for the database, the clients) left out.
  for (const id of [...self.keys()])
    if (/^\((idle|program)\)$/.test(byId.get(id)!.callFrame.functionName)) self.delete(id);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url.replace(/^file:\/\//, '').replace(root, '');
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
      (/^\/(core|adapters\/[^/]+|hosts\/[^/]+)\//.exec(where)?.[1] ||
        (where.startsWith('node:') ? 'node' : where === '' ? `(${functionName || 'native'})` : where));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  // Each busy sample charged to the nearest project function on its stack (its caller chain).
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byProjectCaller = new Map<string, number>();
  for (const [id, us] of self) {
    let at: number | undefined = id;
    let name = '(no project frame)';
    while (at !== undefined) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
      const where = url.replace(/^file:\/\//, '').replace(root, '');
      if (/^\/(core|adapters|hosts)\//.test(where)) {
        name = `${functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
        break;
      }
      at = parent.get(at);
    }
    byProjectCaller.set(name, (byProjectCaller.get(name) ?? 0) + us);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `    ${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(
    `\nprofile of ${root} (fresh bids, ${Math.round(total / 1000)} ms busy sampled), by package:\n${top(byPackage, 18)}`,
  );
  console.log(`  by function:\n${top(byFunction, 30)}`);
  console.log(`  by the nearest project function on the stack:\n${top(byProjectCaller, 30)}\n`);
}
