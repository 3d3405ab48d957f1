// A hot read against its baseline on a loaded machine, by the CPU each request costs the server: the
// bare handler (the body alone, and the body under the API's head: bare-same-head.ts), the API of another
// checkout (before) and of this one (after), on the same data set, loaded in turn, the order reversed
// every other round. For each: req/s, p99, and the server process's CPU time (/proc, user + system) per
// answered request, which other processes' load moves far less than req/s. Not a test.
//   node --conditions=source --import tsx test/bench/cpu-versus.ts ../base
//   V_CONNS=50,200 V_ROUNDS=5 V_SECONDS=4 V_PATH=poll|page|list, V_VIEWER=buyer (a verified buyer's
//   token on the API's requests; anonymous by default); V_AFTER_ENV='{"X":"1"}' and
//   V_AFTER_FLAGS='--flag …' start the "after" API with that environment or those V8 flags
import autocannon from 'autocannon';
import type { BenchFixture } from './bench-server.js';
import { processCpuMs } from './mariadb-checkouts.js';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
const BASE = resolve(process.argv[2]!);
const HERE = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.V_SECONDS ?? 4);
const ROUNDS = Number(process.env.V_ROUNDS ?? 5);
const CONNS = (process.env.V_CONNS ?? '50,200').split(',').map(Number);
const PATHKIND = process.env.V_PATH ?? 'poll';
const FLAGS = JSON.parse(readFileSync(join(HERE, 'hosts/api/node-flags.json'), 'utf8')) as string[];
const start = (
  script: string,
  args: string[],
  cwd: string,
  flags: string[] = [],
  env: Record<string, string> = {},
) => {
  const child = fork(script, args, {
    cwd,
    env: { ...process.env, ...env },
    execArgv: ['--conditions=source', '--import', 'tsx', ...flags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<{ child: ChildProcess; port: number; fixture?: BenchFixture }>((done) =>
    child.once('message', (m: { port: number; fixture?: BenchFixture }) =>
      done({ child, port: m.port, fixture: m.fixture }),
    ),
  );
};
const dataDir = mkdtempSync(join(tmpdir(), 'immo-cpuv-'));
const db = `sqlite:${join(dataDir, 'bench.sqlite')}`;
const fixture = (await start(join(HERE, 'test/bench/bench-server.ts'), ['prepare', dataDir, db], HERE))
  .fixture!;
const bare = await start(join(HERE, 'test/bench/bare-same-head.ts'), [], HERE);
const before = await start(join(BASE, 'test/bench/bench-server.ts'), ['api', dataDir, db], BASE, FLAGS);
const after = await start(
  join(HERE, 'test/bench/bench-server.ts'),
  ['api', dataDir, db],
  HERE,
  process.env.V_AFTER_FLAGS !== undefined ? process.env.V_AFTER_FLAGS.split(' ').filter(Boolean) : FLAGS,
  JSON.parse(process.env.V_AFTER_ENV ?? '{}'),
);
const path =
  PATHKIND === 'poll'
    ? `/api/bien/currentauction/${fixture.pollAuctionId}`
    : PATHKIND === 'page'
      ? `/api/bien/${fixture.pollPropertyId}/page`
      : '/api/biens';
const viewerHeaders: Record<string, string> =
  process.env.V_VIEWER === 'buyer' ? { authorization: `Bearer ${fixture.bidderTokens[0]}` } : {};
const res = await fetch(`http://127.0.0.1:${after.port}${path}`, { headers: viewerHeaders });
const text = await res.text();
bare.child.send({
  body: text,
  headers: [...res.headers].filter(([n]) => !/^(date|connection|keep-alive)$/i.test(n)),
});
await new Promise((r) => setTimeout(r, 1000));
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
for (const connections of CONNS) {
  const runs: Record<string, { rps: number; p99: number; us: number; load: number }[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const order: [string, { child: ChildProcess; port: number }, string][] = [
      ['bare', bare, '/plain'],
      ['bare-same-headers', bare, '/same'],
      ['before', before, path],
      ['after', after, path],
    ];
    if (round % 2) order.reverse();
    for (const [name, server, p] of order) {
      const c0 = processCpuMs(server.child.pid!);
      const r = await autocannon({
        url: `http://127.0.0.1:${server.port}${p}`,
        headers: name.startsWith('bare') ? {} : viewerHeaders,
        connections,
        duration: SECONDS,
      });
      const c1 = processCpuMs(server.child.pid!);
      if (r.non2xx || r.errors) console.warn(`! ${name} ${r.non2xx} non-2xx ${r.errors} errors`);
      (runs[name] ??= []).push({
        rps: r.requests.average,
        p99: r.latency.p99,
        us: ((c1 - c0) * 1000) / r.requests.total,
        load: loadavg()[0]!,
      });
    }
  }
  const b = median(runs.bare!.map((x) => x.rps));
  console.log(
    `${PATHKIND} ${connections} conn (${text.length} B), ${ROUNDS} rounds of ${SECONDS} s, load ${Math.min(...runs.bare!.map((x) => x.load)).toFixed(1)}–${Math.max(...runs.after!.map((x) => x.load)).toFixed(1)}`,
  );
  for (const [name, v] of Object.entries(runs))
    console.log(
      `  ${name.padEnd(18)} ${String(Math.round(median(v.map((x) => x.rps)))).padStart(6)} req/s = ${(median(v.map((x) => x.rps)) / b).toFixed(3)} of bare; p99 ${median(v.map((x) => x.p99))} ms; CPU ${median(v.map((x) => x.us)).toFixed(1)} µs/req  rounds ${JSON.stringify(v.map((x) => Math.round(x.rps)))} µs ${JSON.stringify(v.map((x) => Math.round(x.us)))}`,
    );
}
for (const s of [bare, before, after]) s.child.kill('SIGTERM');
process.exit(0);
