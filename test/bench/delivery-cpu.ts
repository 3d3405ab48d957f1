// The outbox delivery's CPU per accepted fresh bid, for checkouts compared side by side, apart from
// the bids' own: each checkout's API (its test/bench/bench-server.ts, OUTBOX_WORKER=0, on a MariaDB
// scratch database of its own) takes 50 bidders' fresh higher amounts while its worker host
// (hosts/worker, started once, warm after the first round) is stopped (SIGSTOP); the worker then
// resumes and its CPU (user + system, /proc) until the outbox is drained and it idles is divided by
// the bids accepted. The same bids' delivery, whatever the machine's load did to the bids' rate. Not
// a test.
//   node --conditions=source --import tsx test/bench/delivery-cpu.ts <checkout> [<checkout>…]
//   DELIVERY_CPU_SECONDS (3), DELIVERY_CPU_ROUNDS (5); the statements MariaDB ran during each delivery
//   (the whole server's: meaningful when nothing else runs on it)
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { processCpuMs, settleCpu, startCheckoutApi, type CheckoutApi } from './mariadb-checkouts.js';
import { postBid } from './post-bid.js';
import { mysqlAdmin } from '../support/scratch-databases.js';

const SECONDS = Number(process.env.DELIVERY_CPU_SECONDS ?? 3);
const ROUNDS = Number(process.env.DELIVERY_CPU_ROUNDS ?? 5);
const MYSQL_URL = new URL(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
const checkouts = process.argv.slice(2);
if (checkouts.length === 0) throw new Error('usage: delivery-cpu.ts <checkout> [<checkout>…]');

/** A checkout's API and its worker host (which delivers the outbox: the API does not). */
interface Side extends CheckoutApi {
  worker: ChildProcess;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const admin = mysqlAdmin(MYSQL_URL);
const questions = async () => {
  const [rows] = (await admin.raw("show global status like 'Questions'")) as [{ Value: string }[]];
  return Number(rows[0]?.Value ?? 0);
};
const undelivered = async (database: string) => {
  const [rows] = (await admin.raw(
    `select count(*) as n from \`${database}\`.event_outbox where delivered_at is null`,
  )) as [{ n: number }[]];
  return Number(rows[0]?.n ?? 0);
};

function startWorker(root: string, dataDir: string, databaseUrl: string): Promise<ChildProcess> {
  const flags = JSON.parse(readFileSync(join(root, 'hosts/api/node-flags.json'), 'utf8')) as string[];
  const env = JSON.parse(readFileSync(join(root, 'hosts/api/node-env.json'), 'utf8')) as Record<
    string,
    string
  >;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', ...flags, 'hosts/worker/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: '0',
        WEB_ROOT: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('outbox')) resolve(child);
    });
  });
}

const sides: Side[] = [];
for (const [index, root] of checkouts.entries()) {
  const api = await startCheckoutApi(root, {
    admin,
    mysqlUrl: MYSQL_URL,
    prefix: 'delivery_cpu',
    index,
    env: { OUTBOX_WORKER: '0' },
  });
  const databaseUrl = `mysql://${MYSQL_URL.username}@${MYSQL_URL.host}/${api.database}`;
  sides.push({ ...api, worker: await startWorker(root, api.dataDir, databaseUrl) });
}

async function round(side: Side) {
  const worker = side.worker.pid!;
  await settleCpu(worker);
  side.worker.kill('SIGSTOP');
  let accepted = 0;
  let next = side.price;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    side.fixture.bidderTokens.map(async (token) => {
      while (Date.now() < until) {
        const res = await postBid(
          side.url,
          side.fixture.bidAuctionId,
          token,
          (next += side.fixture.step),
          side.agent,
        );
        if (res.status === 201) accepted += 1;
        else if (res.status >= 500) throw new Error(`bid: ${res.status} ${res.body}`);
      }
    }),
  );
  side.price = next + 100 * side.fixture.step;
  await settleCpu(side.api.pid!);
  const backlog = await undelivered(side.database);
  const questionsBefore = await questions();
  const cpuBefore = processCpuMs(worker);
  const started = Date.now();
  side.worker.kill('SIGCONT');
  while ((await undelivered(side.database)) > 0) await sleep(20);
  const drainedS = (Date.now() - started) / 1000;
  await settleCpu(worker);
  const cpu = processCpuMs(worker) - cpuBefore;
  const statements = (await questions()) - questionsBefore;
  return { accepted, backlog, cpu, drainedS, statements };
}

const results = new Map<string, { msPerBid: number[]; statementsPerBid: number[] }>();
for (let r = 1; r <= ROUNDS; r += 1) {
  for (const side of sides) {
    const { accepted, backlog, cpu, drainedS, statements } = await round(side);
    const entry = results.get(side.root) ?? { msPerBid: [], statementsPerBid: [] };
    entry.msPerBid.push(cpu / accepted);
    entry.statementsPerBid.push(statements / accepted);
    results.set(side.root, entry);
    console.log(
      `round ${r} ${side.root}: ${accepted} accepted (${backlog} entries due); worker CPU ${cpu} ms = ${(cpu / accepted).toFixed(2)} ms/bid, drained in ${drainedS.toFixed(2)} s, ${(statements / accepted).toFixed(2)} statements/bid; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}
console.log('\nmedians:');
for (const [root, { msPerBid, statementsPerBid }] of results)
  console.log(
    `  ${root}: ${median(msPerBid).toFixed(2)} ms worker CPU/bid, ${median(statementsPerBid).toFixed(2)} statements/bid`,
  );

for (const side of sides) {
  side.worker.removeAllListeners('exit');
  side.worker.kill('SIGCONT');
  side.worker.kill('SIGTERM');
  side.api.kill('SIGTERM');
  side.agent.destroy();
  rmSync(side.dataDir, { recursive: true, force: true });
}
await sleep(1000);
for (const side of sides) await admin.raw(`drop database if exists \`${side.database}\``);
await admin.destroy();
