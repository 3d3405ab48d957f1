// The built idle RSS of this checkout against another's (a worktree at the commit before a change), as
// run.ts's row "idle API RSS built" takes it: each checkout's hosts/api/dist/main.js under plain node
// with its own node-flags.json and node-env.json, RSS read 5 s after it listens, one `GET /api/biens`
// and 2 s later, no forced GC. The two start in turn ROUNDS times (order reversed every other round) on
// one data set, so both meet the same machine. Beside VmRSS: the anonymous total and the main malloc
// heap (`[heap]` in smaps). Medians and spreads. Not a test; both checkouts must be built first
// (`npx lerna run build --scope @immo/api --include-dependencies` in each).
//   node --conditions=source --import tsx test/bench/idle-versus.ts ../base
//   IDLE_ROUNDS=5 …
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const CHECKOUTS = [resolve(process.argv[2] ?? ''), fileURLToPath(new URL('../..', import.meta.url))];
const ROUNDS = Number(process.env.IDLE_ROUNDS ?? 3);
const MIB = 1024 * 1024;

interface Reading {
  rss: number;
  anonymous: number;
  mallocHeap: number;
}

const kB = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0) * 1024;

function read(pid: number): Reading {
  return {
    rss: kB(readFileSync(`/proc/${pid}/status`, 'utf8'), /VmRSS:\s*(\d+) kB/),
    anonymous: kB(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), /Anonymous:\s*(\d+) kB/),
    mallocHeap: kB(readFileSync(`/proc/${pid}/smaps`, 'utf8'), /\[heap\]\n(?:.*\n)*?Rss:\s*(\d+) kB/),
  };
}

const json = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

async function idle(checkout: string, dataDir: string): Promise<Reading> {
  const flags = json<string[]>(join(checkout, 'hosts/api/node-flags.json'));
  const env = json<Record<string, string>>(join(checkout, 'hosts/api/node-env.json'));
  const child = spawn(process.execPath, [...flags, join(checkout, 'hosts/api/dist/main.js')], {
    env: {
      ...env,
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`,
      SEED_DEMO: '0',
      PORT: '0',
      WEB_ROOT: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((done, fail) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /(http:\/\/[\w.]+:\d+)\//.exec(out);
        if (found) done(found[1]!.replace('localhost', '127.0.0.1'));
      });
      child.once('exit', (code) => fail(new Error(`${checkout}: dist/main.js exited (${code})`)));
    });
    await delay(5000);
    await (await fetch(`${url}/api/biens`)).text();
    await delay(2000);
    return read(child.pid!);
  } finally {
    child.kill('SIGTERM');
  }
}

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

const readings = new Map<string, Reading[]>(CHECKOUTS.map((checkout) => [checkout, []]));
const mib = (bytes: number) => (bytes / MIB).toFixed(1);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const checkout of round % 2 === 0 ? CHECKOUTS : [...CHECKOUTS].reverse()) {
    const reading = await idle(checkout, dataDir);
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
