// The built idle RSS of this checkout against another's (a worktree at the commit before a change), as
// run.ts's row "idle API RSS built" takes it: each checkout's hosts/api/dist/main.js under plain node
// with its own node-flags.json and node-env.json, RSS read 5 s after it listens, one `GET /api/biens`
// and 2 s later, no forced GC. The two start in turn ROUNDS times (order reversed every other round) on
// one data set, so both meet the same machine. Beside VmRSS: the anonymous total and the main malloc
// heap (`[heap]` in smaps). Medians and spreads. Not a test; both checkouts must be built first
// (`npx lerna run build --scope @immo/api --include-dependencies` in each).
//   node --conditions=source --import tsx test/bench/idle-versus.ts ../base
//   IDLE_ROUNDS=5 …
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkoutApiOptions, idleBuiltApi, type IdleReading } from './idle-built-api.js';

const CHECKOUTS = [resolve(process.argv[2] ?? ''), fileURLToPath(new URL('../..', import.meta.url))];
const ROUNDS = Number(process.env.IDLE_ROUNDS ?? 3);
const MIB = 1024 * 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'immo-idle-'));
await new Promise<void>((done, fail) => {
  const prepare = fork(
    fileURLToPath(new URL('./bench-server.ts', import.meta.url)),
    ['prepare', dataDir, `sqlite:${join(dataDir, 'bench.sqlite')}`],
    {
      execArgv: ['--conditions=source', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  prepare.once('exit', (code) => (code === 0 ? done() : fail(new Error(`prepare exited (${code})`))));
});

const readings = new Map<string, IdleReading[]>(CHECKOUTS.map((checkout) => [checkout, []]));
const mib = (bytes: number) => (bytes / MIB).toFixed(1);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const checkout of round % 2 === 0 ? CHECKOUTS : [...CHECKOUTS].reverse()) {
    const reading = await idleBuiltApi(checkout, dataDir, checkoutApiOptions(checkout));
    readings.get(checkout)!.push(reading);
    console.log(
      `round ${round + 1} ${checkout}: RSS ${mib(reading.rss)} MiB (anonymous ${mib(reading.anonymous)}, malloc heap ${mib(reading.mallocHeap)}), load ${loadavg()[0]!.toFixed(2)}`,
    );
  }
}
rmSync(dataDir, { recursive: true, force: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [checkout, taken] of readings) {
  const rss = taken.map((reading) => reading.rss);
  console.log(
    `${checkout}: RSS median ${mib(median(rss))} MiB (${mib(Math.min(...rss))}–${mib(Math.max(...rss))}), anonymous ${mib(median(taken.map((reading) => reading.anonymous)))}, malloc heap ${mib(median(taken.map((reading) => reading.mallocHeap)))}`,
  );
}
