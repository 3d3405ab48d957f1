// npm run bench: the figures of issue 16, each beside its baseline measured in the same run (a bare
// Koa handler serving a body of the same size, or a bare single-row UPDATE transaction loop), three
// rounds, medians. The servers run in child processes of their own (test/bench/bench-server.ts) so
// their memory is measured alone; autocannon loads them over loopback. Writes bench/results/latest.md
// and bench/results/latest.json. Not a test: nothing here is timed against a threshold.
//   npm run bench                      (MariaDB at MYSQL_URL, mysql://root@127.0.0.1:3306/test by default)
//   BENCH_SECONDS=5 BENCH_ONLY=poll,lists npm run bench
//   OUTBOX_WORKER=0 BENCH_ONLY=mariadb npm run bench   (the API delivers no outbox entry: the bids alone)
//   BENCH_OUTBOX=api|worker|both BENCH_ONLY=mariadb npm run bench   (where the bids' outbox is delivered:
//   in the API, the default configuration; or by the worker host, hosts/worker, in a process of its own
//   beside an API started with OUTBOX_WORKER=0, as a deployment that runs `npm run worker` does; both:
//   the two configurations in turn, each against its own bare loop, default)
//   BENCH_OUT=lists-before BENCH_ONLY=lists npm run bench   (bench/results/lists-before.md: a subset
//   written beside latest.md rather than over it)
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { postBid } from './post-bid.js';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFixture } from './bench-server.js';
import type { LightResult } from './light-pollers.js';
import { mysqlAdmin } from '../support/scratch-databases.js';
import { idleBuiltApi } from './idle-built-api.js';
import { bidDataFolder } from './bid-data-folder.js';
import apiNodeFlags from '../../hosts/api/node-flags.json' with { type: 'json' };
import apiNodeEnv from '../../hosts/api/node-env.json' with { type: 'json' };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const POLLERS_SECONDS = Number(process.env.BENCH_POLLERS_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',');
const OUT = process.env.BENCH_OUT ?? 'latest';
const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const SERVER_SCRIPT = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const LIGHT_POLLERS = fileURLToPath(new URL('./light-pollers.ts', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
const wanted = (name: string) => !ONLY || ONLY.includes(name);

// ---- the child processes ----------------------------------------------------------------------

interface Child {
  process: ChildProcess;
  port: number;
  url: string;
  rss(gc?: boolean): Promise<number>;
  /** Milliseconds spent in garbage collection since the process started. */
  gcMs(): Promise<number>;
  send(message: unknown): void;
  stop(): Promise<void>;
}

/**
 * The API runs with the V8 flags every API process gets (hosts/api/node-flags.json, as npm start and the
 * cluster's instances); BENCH_API_NODE_FLAGS (space-separated, or 'none') replaces them to compare.
 */
const API_NODE_FLAGS =
  process.env.BENCH_API_NODE_FLAGS === undefined
    ? (apiNodeFlags as string[])
    : process.env.BENCH_API_NODE_FLAGS.split(' ').filter((flag) => flag !== '' && flag !== 'none');
/** The API's environment as npm start gives it (hosts/api/node-env.json); a variable already set wins. */
const API_NODE_ENV = { ...(apiNodeEnv as Record<string, string>), ...process.env };

function start(args: string[], env: Record<string, string> = {}): Promise<Child> {
  const child = fork(SERVER_SCRIPT, args, {
    execArgv: [
      '--conditions=source',
      '--import',
      'tsx',
      '--expose-gc',
      ...(args[0] === 'api' ? API_NODE_FLAGS : []),
    ],
    ...(args[0] === 'api' ? { env: { ...API_NODE_ENV, ...env } } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.setMaxListeners(0);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server ${args[0]} exited (${code})`)));
    child.once('message', (message: { port: number }) => {
      resolve({
        process: child,
        port: message.port,
        url: `http://127.0.0.1:${message.port}`,
        rss: (gc = true) =>
          new Promise((answer) => {
            child.once('message', (reply: { rss: number }) => answer(reply.rss));
            child.send({ rss: true, gc });
          }),
        gcMs: () =>
          new Promise((answer) => {
            child.once('message', (reply: { gcMs: number }) => answer(reply.gcMs));
            child.send({ rss: true, gc: false });
          }),
        send: (m) => child.send(m as never),
        async stop() {
          child.removeAllListeners('exit');
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

function prepare(args: string[]): Promise<BenchFixture> {
  const child = fork(SERVER_SCRIPT, ['prepare', ...args], {
    execArgv: ['--conditions=source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { fixture: BenchFixture }) => resolve(m.fixture));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`prepare exited (${code})`))));
  });
}

/**
 * The worker host as `npm run worker` runs it (hosts/worker/src/main.ts, the API's V8 flags and
 * environment), on the bench's data; resolves once it has started.
 */
function startWorker(dataDir: string, databaseUrl: string): Promise<{ stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', ...API_NODE_FLAGS, 'hosts/worker/src/main.ts'],
    {
      cwd: REPOSITORY,
      env: { ...API_NODE_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: '0', WEB_ROOT: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('outbox')) return;
      resolve({
        async stop() {
          child.removeAllListeners('exit');
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

// ---- load -------------------------------------------------------------------------------------

interface Load {
  rps: number;
  p99: number;
  ok: number;
  /** What the round's log line adds (e.g. how many bids were refused, and why). */
  detail?: string;
}

async function load(
  url: string,
  options: { connections?: number; headers?: Record<string, string>; seconds?: number; rate?: number } = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? SECONDS,
    headers: options.headers ?? {},
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    console.warn(
      `  ! ${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, p99: result.latency.p99, ok: result['2xx'] };
}

const fetchText = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(url, { headers })).text();

// ---- the table --------------------------------------------------------------------------------

interface Row {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  p99: string;
  load: string;
  raw: Record<string, unknown>;
}
const rows: Row[] = [];
const load1 = () => loadavg()[0]!.toFixed(2);

/** `subject` and `baseline` alternately, ROUNDS times; medians and their ratio. */
async function versus(
  figure: string,
  subject: () => Promise<Load>,
  baseline: () => Promise<Load>,
  unit = 'req/s',
): Promise<void> {
  const s: Load[] = [];
  const b: Load[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    b.push(await baseline());
    s.push(await subject());
    console.log(
      `  ${figure} round ${round + 1}: ${Math.round(s.at(-1)!.rps)} ${unit} (p99 ${s.at(-1)!.p99} ms), baseline ${Math.round(b.at(-1)!.rps)}${s.at(-1)!.detail ? `; ${s.at(-1)!.detail}` : ''}`,
    );
  }
  const value = median(s.map((x) => x.rps));
  const base = median(b.map((x) => x.rps));
  rows.push({
    figure,
    value: `${Math.round(value)} ${unit}`,
    baseline: `${Math.round(base)} ${unit}`,
    ratio: (value / base).toFixed(3),
    p99: `${median(s.map((x) => x.p99))} ms (bare ${median(b.map((x) => x.p99))})`,
    load: load1(),
    raw: { subject: s, baseline: b },
  });
}

/**
 * The idle API as `npm start` runs it (idle-built-api.ts), started ROUNDS times: the median RSS. One
 * start's reading spreads 3–8 MiB (session 11, idle-versus.ts). Needs the server packages built
 * (`npx lerna run build --scope @immo/api --include-dependencies`); skipped otherwise.
 */
async function idleBuilt(): Promise<Row> {
  const figure = `idle API RSS built (dist/, as npm start runs it; no forced GC; median of ${ROUNDS} starts)`;
  if (!existsSync(join(REPOSITORY, 'hosts/api/dist/main.js'))) {
    const skipped = 'not built: `npx lerna run build --scope @immo/api --include-dependencies`';
    return { figure, value: skipped, baseline: '', ratio: '', p99: '', load: load1(), raw: {} };
  }
  const readings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { rss } = await idleBuiltApi(REPOSITORY, dataDir, { flags: API_NODE_FLAGS, env: API_NODE_ENV });
    readings.push(rss);
    console.log(`  ${figure} start ${round + 1}: ${mib(rss)} MiB`);
  }
  const rss = median(readings);
  return {
    figure,
    value: `${mib(rss)} MiB`,
    baseline: '',
    ratio: '',
    p99: '',
    load: load1(),
    raw: { rss, readings },
  };
}

// ---- the benches ------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), 'immo-bench-'));
const sqliteUrl = `sqlite:${join(dataDir, 'bench.sqlite')}`;
console.log(
  `bench: ${ROUNDS} rounds of ${SECONDS} s, ${cpus().length} CPUs, data in ${dataDir}, API flags: ${API_NODE_FLAGS.join(' ') || 'none'}, MALLOC_ARENA_MAX=${API_NODE_ENV.MALLOC_ARENA_MAX ?? 'unset'}`,
);
const sqlite = await prepare([dataDir, sqliteUrl]);
const bare = await start(['bare']);
const api = await start(['api', dataDir, sqliteUrl]);
await new Promise((resolve) => setTimeout(resolve, 2000));
const idleRss = await api.rss();
const bareIdleRss = await bare.rss();
rows.push({
  figure: 'idle API RSS (SQLite, after start and a GC)',
  value: `${mib(idleRss)} MiB`,
  baseline: `${mib(bareIdleRss)} MiB`,
  ratio: (idleRss / bareIdleRss).toFixed(2),
  p99: '',
  load: load1(),
  raw: { idleRss, bareIdleRss },
});

rows.push(await idleBuilt());

const buyer = { authorization: `Bearer ${sqlite.bidderTokens[0]}` };
const pollPath = `/api/bien/currentauction/${sqlite.pollAuctionId}`;
/** Registers `text` on the bare server under `name`; its URL. */
const bareBody = (name: string, text: string) => {
  bare.send({ body: { name, text } });
  return `${bare.url}/${name}`;
};

if (wanted('compression')) {
  const list = await fetchText(`${api.url}/api/biens`);
  const url = bareBody('list', list);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const headers = { 'accept-encoding': BROWSER_ENCODINGS };
  console.log(`compression: a bare handler serving ${list.length} bytes to a browser (${BROWSER_ENCODINGS})`);
  await versus(
    `bare handler, ${Math.round(list.length / 1024)} kB, koa-compress defaults (Brotli) — before`,
    () => load(`${url}/koa-compress`, { headers }),
    () => load(url, { headers }),
  );
  await versus(
    `bare handler, ${Math.round(list.length / 1024)} kB, compression now (gzip 1)`,
    () => load(`${url}/ours`, { headers }),
    () => load(url, { headers }),
  );
}

if (wanted('poll')) {
  const sample = await fetchText(`${api.url}${pollPath}`);
  const url = bareBody('poll', sample);
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const connections of [50, 200]) {
    await versus(
      `poll, anonymous, ${connections} connections, SQLite (${sample.length} B)`,
      () => load(`${api.url}${pollPath}`, { connections }),
      () => load(url, { connections }),
    );
  }
  await versus(
    'poll, verified buyer token, 50 connections, SQLite',
    () => load(`${api.url}${pollPath}`, { headers: buyer }),
    () => load(url),
  );
}

if (wanted('lists')) {
  const listPath = '/api/biens';
  const pagePath = `/api/bien/${sqlite.pollPropertyId}/page`;
  const list = await fetchText(`${api.url}${listPath}`);
  const page = await fetchText(`${api.url}${pagePath}`);
  const listUrl = bareBody('biens', list);
  const pageUrl = bareBody('page', page);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await versus(
    `GET /api/biens (${(list.length / 1024).toFixed(1)} kB, ${sqlite.sales} sales), SQLite`,
    () => load(`${api.url}${listPath}`),
    () => load(listUrl),
  );
  await versus(
    `GET /api/bien/{id}/page (${(page.length / 1024).toFixed(1)} kB), SQLite`,
    () => load(`${api.url}${pagePath}`),
    () => load(pageUrl),
  );
  await versus(
    'GET /api/bien/{id}/page, verified buyer token, SQLite',
    () => load(`${api.url}${pagePath}`, { headers: buyer }),
    () => load(pageUrl),
  );
}

if (wanted('pollers')) {
  // 2 000 clients each polling once a second (a verified buyer's page), for POLLERS_SECONDS: with
  // autocannon, and with the lighter client of light-pollers.ts in a process of its own (autocannon's
  // 2 000 connections in this process load the machine's 2 cores too: the bare server's own p99 with
  // it says how much).
  const url = bareBody('poll', await fetchText(`${api.url}${pollPath}`));
  const light = (target: string, headers: Record<string, string>) =>
    new Promise<LightResult>((resolve, reject) => {
      const child = fork(LIGHT_POLLERS, [target, '2000', String(POLLERS_SECONDS), JSON.stringify(headers)], {
        execArgv: ['--conditions=source', '--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.once('message', (result: LightResult) => resolve(result));
      child.once('exit', (code) =>
        code === 0 ? undefined : reject(new Error(`light pollers exited (${code})`)),
      );
    });
  const crowd = async (
    target: Child,
    path: string,
    headers: Record<string, string>,
    client: 'autocannon' | 'light',
  ) => {
    const gcBefore = await target.gcMs();
    let peak = 0;
    const sampler = setInterval(
      () => void target.rss(false).then((rss) => (peak = Math.max(peak, rss))),
      1000,
    );
    const cpuBefore = process.cpuUsage();
    const result =
      client === 'light'
        ? await light(path, headers)
        : await load(path, { connections: 2000, rate: 2000, seconds: POLLERS_SECONDS, headers });
    // autocannon's CPU is this process's (in cores); the light client measures its own.
    const { user, system } = process.cpuUsage(cpuBefore);
    const clientCpu = 'cpu' in result ? result.cpu : (user + system) / 1e6 / POLLERS_SECONDS;
    clearInterval(sampler);
    peak = Math.max(peak, await target.rss(false));
    return { ...result, clientCpu, peak, gcMs: (await target.gcMs()) - gcBefore };
  };
  for (const client of ['autocannon', 'light'] as const) {
    const peaks: number[] = [];
    const barePeaks: number[] = [];
    const p99s: number[] = [];
    const bareP99s: number[] = [];
    const gcShares: number[] = [];
    const clientCpus: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const b = await crowd(bare, url, {}, client);
      const s = await crowd(api, `${api.url}${pollPath}`, buyer, client);
      peaks.push(s.peak);
      barePeaks.push(b.peak);
      p99s.push(s.p99);
      bareP99s.push(b.p99);
      gcShares.push(s.gcMs / (POLLERS_SECONDS * 1000));
      clientCpus.push(s.clientCpu);
      console.log(
        `  2 000 pollers (${client}) round ${round + 1}: RSS ${mib(s.peak)} MiB, p99 ${s.p99} ms, ${Math.round(s.rps)} req/s, ` +
          `GC ${Math.round(s.gcMs)} ms (${((100 * s.gcMs) / (POLLERS_SECONDS * 1000)).toFixed(1)} % of the run); ` +
          `bare ${mib(b.peak)} MiB, p99 ${b.p99} ms, ${Math.round(b.rps)} req/s` +
          `; client CPU ${s.clientCpu.toFixed(2)} cores (bare's ${b.clientCpu.toFixed(2)})` +
          ('late' in s
            ? `; p50 ${s.p50} ms (bare ${(b as LightResult).p50}), late polls ${s.late} (bare ${(b as LightResult).late})`
            : ''),
      );
    }
    rows.push({
      figure: `2 000 clients polling once a second (buyer token), ${POLLERS_SECONDS} s, SQLite, ${client === 'light' ? 'light client (light-pollers.ts)' : 'autocannon'}: peak RSS`,
      value: `${mib(median(peaks))} MiB`,
      baseline: `${mib(median(barePeaks))} MiB`,
      ratio: (median(peaks) / median(barePeaks)).toFixed(2),
      p99:
        `${median(p99s)} ms (bare ${median(bareP99s)}); GC ${(100 * median(gcShares)).toFixed(1)} % of the run; ` +
        `the client's CPU ${median(clientCpus).toFixed(2)} cores`,
      load: load1(),
      raw: { client, peaks, barePeaks, p99s, bareP99s, gcShares, clientCpus },
    });
  }
}
await api.stop();

// ---- MariaDB ----------------------------------------------------------------------------------

if (wanted('mariadb')) {
  const server = new URL(MYSQL_URL);
  const admin = mysqlAdmin(server);
  const name = `bench_hot_${process.pid}`;
  let reachable = true;
  try {
    await admin.raw(`create database \`${name}\` character set utf8mb4`);
  } catch (error) {
    reachable = false;
    console.warn(
      `!!! MariaDB unreachable at ${server.host} (${(error as Error).message}): its benches are SKIPPED`,
    );
  }
  if (reachable) {
    const mysqlUrl = `mysql://${server.username}${server.password ? ':' + server.password : ''}@${server.host}/${name}`;
    const mysqlDir = bidDataFolder('immo-bench-mysql-');
    try {
      const fixture = await prepare([mysqlDir, mysqlUrl]);
      const mysqlApi = await start(['api', mysqlDir, mysqlUrl]);
      const poll = `/api/bien/currentauction/${fixture.pollAuctionId}`;
      const tokenOf = (i: number) => ({ authorization: `Bearer ${fixture.bidderTokens[i]}` });
      const pollUrl = bareBody('poll-mysql', await fetchText(`${mysqlApi.url}${poll}`));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await versus(
        'poll, verified buyer token, 50 connections, MariaDB',
        () => load(`${mysqlApi.url}${poll}`, { headers: tokenOf(0) }),
        () => load(pollUrl),
      );
      const knex = (await import('knex')).default({
        client: 'mysql2',
        connection: mysqlUrl,
        pool: { min: 0, max: 50 },
      });
      await knex.schema.createTable('bench_counter', (table) => {
        table.integer('id').primary();
        table.bigInteger('n');
      });
      await knex('bench_counter').insert({ id: 1, n: 0 });
      const bareUpdates = async (): Promise<Load> => {
        let done = 0;
        const until = Date.now() + SECONDS * 1000;
        await Promise.all(
          Array.from({ length: 50 }, async () => {
            while (Date.now() < until) {
              await knex.transaction((trx) => trx('bench_counter').where('id', 1).increment('n', 1));
              done += 1;
            }
          }),
        );
        return { rps: done / SECONDS, p99: 0, ok: done };
      };
      /**
       * Seconds from the load's end until the outbox holds nothing undelivered (the bids' events: the
       * search reindex and the outbid notices, whose mails are outbox entries too). A bid counts once
       * its delivery is done, wherever it runs: a figure that left a backlog would have done less work.
       */
      const drainSeconds = async (): Promise<number> => {
        const from = Date.now();
        for (;;) {
          const row = (await knex('event_outbox').whereNull('delivered_at').count({ n: '*' }).first()) as
            { n: number | string } | undefined;
          if (Number(row?.n ?? 0) === 0) return (Date.now() - from) / 1000;
          if (Date.now() - from > 300_000) throw new Error('the outbox did not drain in 300 s');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      let price = fixture.firstPrice;
      const outboxModes =
        (process.env.BENCH_OUTBOX ?? 'both') === 'both' ? ['api', 'worker'] : [process.env.BENCH_OUTBOX!];
      for (const outbox of outboxModes) {
        // worker: the API delivers nothing (OUTBOX_WORKER=0) and the worker host delivers the outbox in a
        // process of its own (`npm run worker`), on the same machine, its CPU beside the API's.
        // The API that delivers (polling the outbox) is stopped first: only the worker delivers then.
        if (outbox === 'worker' && !outboxModes.includes('api')) await mysqlApi.stop();
        const bidApi =
          outbox === 'api' ? mysqlApi : await start(['api', mysqlDir, mysqlUrl], { OUTBOX_WORKER: '0' });
        const worker = outbox === 'worker' ? await startWorker(mysqlDir, mysqlUrl) : null;
        const where = outbox === 'api' ? 'delivery in the API' : 'delivery in hosts/worker';
        const agent = new Agent({ keepAlive: true, maxSockets: 64 });
        const bid = (token: number, amount: number) =>
          postBid(bidApi.url, fixture.bidAuctionId, fixture.bidderTokens[token] ?? '', amount, agent);
        const freshBids = async (): Promise<Load> => {
          // Each bidder bids the next amount of a shared counter: fresh and higher, some overtaken in flight.
          let next = price;
          let accepted = 0;
          let attempts = 0;
          let outbid = 0;
          const until = Date.now() + SECONDS * 1000;
          await Promise.all(
            fixture.bidderTokens.map(async (_, i) => {
              while (Date.now() < until) {
                next += fixture.step;
                const res = await bid(i, next);
                attempts += 1;
                if (res.status === 201) accepted += 1;
                else if (res.body.includes('outbid')) outbid += 1;
              }
            }),
          );
          price = next;
          const drain = await drainSeconds();
          const detail = `${Math.round(accepted / SECONDS)} accepted/s during the load, outbox drained ${drain.toFixed(2)} s after it; ${Math.round(attempts / SECONDS)} attempts/s, ${Math.round((100 * outbid) / attempts)} % refused outbid`;
          return { rps: accepted / (SECONDS + drain), p99: 0, ok: accepted, detail };
        };
        const retryingBids = async (): Promise<Load> => {
          // Each bidder answers the best price it knows plus a step; refused as outbid, it learns the
          // price moved (as the poll or the push stream would tell it) and tries again.
          let known = price;
          let attempts = 0;
          const until = Date.now() + SECONDS * 1000;
          await Promise.all(
            fixture.bidderTokens.map(async (_, i) => {
              while (Date.now() < until) {
                const amount = known + fixture.step;
                const res = await bid(i, amount);
                attempts += 1;
                if (res.status === 201) known = Math.max(known, amount);
                else if (res.body.includes('outbid')) known = Math.max(known, amount);
                else if (res.status >= 500) throw new Error(`bid: ${res.status} ${res.body}`);
              }
            }),
          );
          price = known + 100 * fixture.step;
          const drain = await drainSeconds();
          const detail = `${Math.round(attempts / SECONDS)} attempts/s during the load, outbox drained ${drain.toFixed(2)} s after it`;
          return { rps: attempts / (SECONDS + drain), p99: 0, ok: attempts, detail };
        };
        // Unmeasured: the bid path's code compiled and optimised (tsx, the JIT) in this API and the
        // worker, as the poll rounds before did for the API's first configuration.
        await freshBids();
        await retryingBids();
        await versus(
          `accepted bids/s, 50 bidders, fresh higher amounts, MariaDB, ${where}, delivered`,
          freshBids,
          bareUpdates,
          'bids/s',
        );
        await versus(
          `bid attempts/s, 50 bidders, price + step, retry on outbid, MariaDB, ${where}, delivered`,
          retryingBids,
          bareUpdates,
          'attempts/s',
        );
        agent.destroy();
        await worker?.stop();
        await bidApi.stop();
      }
      await knex.destroy();
    } finally {
      await admin.raw(`drop database if exists \`${name}\``);
      rmSync(mysqlDir, { recursive: true, force: true });
    }
  }
  await admin.destroy();
}
await bare.stop();
rmSync(dataDir, { recursive: true, force: true });

// ---- the report -------------------------------------------------------------------------------

const header =
  `Measured ${new Date().toISOString()} by \`npm run bench\` (test/bench/run.ts): ${ROUNDS} rounds of ` +
  `${SECONDS} s each (the 2 000 pollers: ${POLLERS_SECONDS} s), medians; ${cpus().length} CPUs, loopback, ` +
  'autocannon. Baselines in the same run: a bare Koa handler serving a body of the same size (in a process ' +
  'of its own, like the API), or a bare single-row UPDATE transaction loop (50 connections). Load: the ' +
  '1-minute load average when the figure was taken.';
const table = [
  '| figure | value | baseline | ratio | p99 | load |',
  '|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.figure} | ${r.value} | ${r.baseline} | ${r.ratio} | ${r.p99} | ${r.load} |`),
].join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${OUT}.md`, `# Benchmarks\n\n${header}\n\n${table}\n`);
writeFileSync(
  `bench/results/${OUT}.json`,
  JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2) + '\n',
);
// README's Measurements section quotes the latest table (a subset run with BENCH_OUT leaves it alone).
const README_START = '<!-- bench/results/latest.md -->';
const README_END = '<!-- /bench/results/latest.md -->';
const readme = readFileSync('README.md', 'utf8');
const [before, rest] = readme.split(README_START);
const after = rest?.split(README_END)[1];
if (OUT === 'latest' && before !== undefined && after !== undefined) {
  writeFileSync('README.md', `${before}${README_START}\n${header}\n\n${table}\n${README_END}${after}`);
}
console.log(`\n${table}\n\nwritten to bench/results/${OUT}.md${OUT === 'latest' ? ' and README.md' : ''}`);
process.exit(0);
