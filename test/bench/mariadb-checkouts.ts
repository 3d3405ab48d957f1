// What bid-cpu.ts and delivery-cpu.ts share: each checkout's API (its own test/bench/bench-server.ts)
// on a MariaDB scratch database of its own, prepared with the bench fixture, and a process's CPU read
// from /proc.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { BenchFixture } from './bench-server.js';
import { bidDataFolder } from './bid-data-folder.js';

/** A checkout's API on a MariaDB database of its own, with the bidders of its hot auction. */
export interface CheckoutApi {
  root: string;
  api: ChildProcess;
  url: string;
  fixture: BenchFixture;
  database: string;
  dataDir: string;
  /** Where the next load's amounts start: above what the loads before left. */
  price: number;
  agent: Agent;
}

/** CPU ms of a process so far (user + system). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Waits until the process spends under 20 ms of CPU in 500 ms (what a load left is done). */
export async function settleCpu(pid: number): Promise<void> {
  for (;;) {
    const before = processCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (processCpuMs(pid) - before < 20) return;
  }
}

/**
 * The checkout at `root` prepared and served: database `<prefix>_<pid>_<index>` created on `mysqlUrl`'s
 * server, the bench fixture written, its API started (`env` added to its environment).
 */
export async function startCheckoutApi(
  root: string,
  options: { admin: Knex; mysqlUrl: URL; prefix: string; index: number; env?: NodeJS.ProcessEnv },
): Promise<CheckoutApi> {
  const { admin, mysqlUrl, prefix, index } = options;
  const database = `${prefix}_${process.pid}_${index}`;
  await admin.raw(`create database \`${database}\` character set utf8mb4`);
  const url = `mysql://${mysqlUrl.username}@${mysqlUrl.host}/${database}`;
  const dataDir = bidDataFolder(`immo-${prefix}-`);
  const serve = (args: string[]) =>
    fork(join(root, 'test/bench/bench-server.ts'), args, {
      cwd: root,
      execArgv: ['--conditions=source', '--import', 'tsx', '--max-semi-space-size=4'],
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  const fixture = await new Promise<BenchFixture>((resolve, reject) => {
    const child = serve(['prepare', dataDir, url]);
    child.once('message', (m: { fixture: BenchFixture }) => resolve(m.fixture));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`prepare exited (${code})`))));
  });
  const api = serve(['api', dataDir, url]);
  const port = await new Promise<number>((resolve) =>
    api.once('message', (m: { port: number }) => resolve(m.port)),
  );
  return {
    root,
    api,
    url: `http://127.0.0.1:${port}`,
    fixture,
    database,
    dataDir,
    price: fixture.firstPrice,
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
  };
}
