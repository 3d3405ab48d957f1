// The idle API as `npm start` runs it, for run.ts's row "idle API RSS built" and idle-versus.ts: a
// checkout's hosts/api/dist/main.js under plain node with its V8 flags and environment, on a data set
// prepared by bench-server.ts, its memory read from /proc 5 s after it listens (the geocoder loaded),
// one `GET /api/biens` and 2 s later — no forced GC, as in production.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface IdleReading {
  rss: number;
  /** Anonymous memory (smaps_rollup): the heaps, V8's and malloc's. */
  anonymous: number;
  /** The main malloc heap (`[heap]` in smaps). */
  mallocHeap: number;
}

const kB = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0) * 1024;

function read(pid: number): IdleReading {
  return {
    rss: kB(readFileSync(`/proc/${pid}/status`, 'utf8'), /VmRSS:\s*(\d+) kB/),
    anonymous: kB(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), /Anonymous:\s*(\d+) kB/),
    mallocHeap: kB(readFileSync(`/proc/${pid}/smaps`, 'utf8'), /\[heap\]\n(?:.*\n)*?Rss:\s*(\d+) kB/),
  };
}

/** One start of the checkout's built API on `dataDir`'s bench.sqlite, read once idle, then stopped. */
export async function idleBuiltApi(
  checkout: string,
  dataDir: string,
  options: { flags: string[]; env: Record<string, string | undefined> },
): Promise<IdleReading> {
  const child = spawn(process.execPath, [...options.flags, join(checkout, 'hosts/api/dist/main.js')], {
    env: {
      ...options.env,
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

const json = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The checkout's own API flags and environment (hosts/api/node-flags.json, node-env.json). */
export const checkoutApiOptions = (checkout: string) => ({
  flags: json<string[]>(join(checkout, 'hosts/api/node-flags.json')),
  env: { ...json<Record<string, string>>(join(checkout, 'hosts/api/node-env.json')), ...process.env },
});
