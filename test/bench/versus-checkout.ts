// A change against its baseline on a shared machine: the API of this checkout and of another one (a
// worktree at the commit before the change) served side by side on the same data set, with the bare
// Koa handler, and loaded in turn (bare, before, after; ROUNDS times), so both meet the same load.
// Medians, ratios to bare, the load average. Not a test; nothing is timed against a threshold.
//   git worktree add --detach ../base <commit> && cp -al node_modules ../base/node_modules
//   node --conditions=source --import tsx test/bench/versus-checkout.ts ../base
//   VERSUS_ONLY=poll,page-buyer VERSUS_SECONDS=5 VERSUS_ROUNDS=5 …
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFixture } from './bench-server.js';
import apiNodeFlags from '../../hosts/api/node-flags.json' with { type: 'json' };

const BASE = resolve(process.argv[2] ?? '');
const SECONDS = Number(process.env.VERSUS_SECONDS ?? 5);
const ROUNDS = Number(process.env.VERSUS_ROUNDS ?? 3);
const ONLY = process.env.VERSUS_ONLY?.split(',');
const HERE = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = 'test/bench/bench-server.ts';

interface Server {
  url: string;
  rss(): Promise<number>;
  stop(): void;
  send(message: unknown): void;
}

function serve(checkout: string, args: string[], flags: string[] = []): Promise<Server> {
  const child = fork(join(checkout, SCRIPT), args, {
    cwd: checkout,
    execArgv: ['--conditions=source', '--import', 'tsx', '--expose-gc', ...flags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`${checkout} ${args[0]} exited (${code})`)));
    child.once('message', (message: { port?: number; fixture?: BenchFixture }) =>
      done({
        url: `http://127.0.0.1:${message.port}`,
        rss: () =>
          new Promise((answer) => {
            child.once('message', (reply: { rss: number }) => answer(reply.rss));
            child.send({ rss: true });
          }),
        stop: () => {
          child.removeAllListeners('exit');
          child.kill('SIGTERM');
        },
        send: (m) => child.send(m as never),
      }),
    );
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const dataDir = mkdtempSync(join(tmpdir(), 'immo-versus-'));
const databaseUrl = `sqlite:${join(dataDir, 'bench.sqlite')}`;
const fixture = await new Promise<BenchFixture>((done) => {
  const child = fork(join(HERE, SCRIPT), ['prepare', dataDir, databaseUrl], {
    execArgv: ['--conditions=source', '--import', 'tsx'],
  });
  child.once('message', (m: { fixture: BenchFixture }) => done(m.fixture));
});
const bare = await serve(HERE, ['bare']);
const before = await serve(BASE, ['api', dataDir, databaseUrl], apiNodeFlags as string[]);
const after = await serve(HERE, ['api', dataDir, databaseUrl], apiNodeFlags as string[]);
await new Promise((done) => setTimeout(done, 2000));
console.log(
  `idle RSS: before ${Math.round((await before.rss()) / 2 ** 20)} MiB, after ${Math.round((await after.rss()) / 2 ** 20)} MiB (load ${loadavg()[0]!.toFixed(1)})`,
);

const buyer = { authorization: `Bearer ${fixture.bidderTokens[0]}` };
const poll = `/api/bien/currentauction/${fixture.pollAuctionId}`;
const page = `/api/bien/${fixture.pollPropertyId}/page`;
const cases = [
  { name: 'poll', path: poll, connections: 50, headers: {} },
  { name: 'poll-200', path: poll, connections: 200, headers: {} },
  { name: 'poll-buyer', path: poll, connections: 50, headers: buyer },
  { name: 'page', path: page, connections: 50, headers: {} },
  { name: 'page-buyer', path: page, connections: 50, headers: buyer },
  { name: 'list', path: '/api/biens', connections: 50, headers: {} },
].filter((c) => !ONLY || ONLY.includes(c.name));

for (const c of cases) {
  const text = await (await fetch(`${after.url}${c.path}`, { headers: c.headers })).text();
  bare.send({ body: { name: c.name, text } });
  await new Promise((done) => setTimeout(done, 100));
  const runs: Record<'bare' | 'before' | 'after', { rps: number; p99: number }[]> = {
    bare: [],
    before: [],
    after: [],
  };
  const loads: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [which, url] of [
      ['bare', `${bare.url}/${c.name}`],
      ['before', `${before.url}${c.path}`],
      ['after', `${after.url}${c.path}`],
    ] as const) {
      const result = await autocannon({
        url,
        connections: c.connections,
        duration: SECONDS,
        headers: which === 'bare' ? {} : c.headers,
      });
      if (result.non2xx || result.errors)
        console.warn(`  ! ${which} ${c.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      runs[which].push({ rps: result.requests.average, p99: result.latency.p99 });
    }
    loads.push(loadavg()[0]!);
  }
  const rps = (which: keyof typeof runs) => median(runs[which].map((r) => r.rps));
  const p99 = (which: keyof typeof runs) => median(runs[which].map((r) => r.p99));
  console.log(
    `${c.name} (${c.connections} conn.): bare ${Math.round(rps('bare'))} req/s p99 ${p99('bare')} ms; ` +
      `before ${Math.round(rps('before'))} = ${(rps('before') / rps('bare')).toFixed(3)}, p99 ${p99('before')} ms; ` +
      `after ${Math.round(rps('after'))} = ${(rps('after') / rps('bare')).toFixed(3)}, p99 ${p99('after')} ms; ` +
      `after/before ${(rps('after') / rps('before')).toFixed(2)}; load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
  console.log(
    `  rounds: ${JSON.stringify(Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, v.map((r) => Math.round(r.rps))])))}`,
  );
}
for (const server of [bare, before, after]) server.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
