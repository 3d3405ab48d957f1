// CPU profile of an anonymous hot read on SQLite (the poll by default): the API
// (test/bench/bench-server.ts) profiled by the V8 inspector (what node --cpu-prof records, but from
// after the start and a warm-up, so the start's module loading stays out) while autocannon loads it for
// PROFILE_SECONDS; the top self-time entries.
//   node --conditions=source --import tsx test/bench/profile-poll.ts   → bench/results/poll-profile.md
//   PROFILE_ROUTE=page (GET /api/bien/{id}/page) or list (GET /api/biens) → bench/results/<route>-profile.md
//   PROFILE_VIEWER=buyer: with a verified buyer's token (→ <route>-buyer-profile.md)
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFixture } from './bench-server.js';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const SERVER = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'immo-profile-'));
const databaseUrl = `sqlite:${join(dataDir, 'bench.sqlite')}`;

const run = <T>(args: string[], execArgv: string[]) => {
  const child = fork(SERVER, args, { execArgv: ['--conditions=source', '--import', 'tsx', ...execArgv] });
  return { child, first: new Promise<T>((resolve) => child.once('message', (m: T) => resolve(m))) };
};
const prepared = run<{ fixture: BenchFixture }>(['prepare', dataDir, databaseUrl], []);
const { fixture } = await prepared.first;
const api = run<{ port: number }>(['api', dataDir, databaseUrl], []);
const { port } = await api.first;
/** The API's answer to a profiling message (bench-server.ts answerProfile). */
const profiler = <T>(message: { profile: 'start' | 'stop' }) =>
  new Promise<T>((resolve) => {
    api.child.once('message', (m: T) => resolve(m));
    api.child.send(message);
  });
const ROUTE = process.env.PROFILE_ROUTE ?? 'poll';
const PATHS: Record<string, string> = {
  poll: `/api/bien/currentauction/${fixture.pollAuctionId}`,
  page: `/api/bien/${fixture.pollPropertyId}/page`,
  list: '/api/biens',
};
if (!PATHS[ROUTE]) throw new Error(`PROFILE_ROUTE: one of ${Object.keys(PATHS).join(', ')}`);
const url = `http://127.0.0.1:${port}${PATHS[ROUTE]}`;
const asBuyer = process.env.PROFILE_VIEWER === 'buyer';
const headers: Record<string, string> = asBuyer ? { authorization: `Bearer ${fixture.bidderTokens[0]}` } : {};
await autocannon({ url, headers, connections: 50, duration: 2 });
// Only the measured seconds: --cpu-prof records from the process's start, whose module loading then
// showed in the table (compileSourceTextModule, tsx's makeAsyncRequest…) as if the poll ran it.
await profiler({ profile: 'start' });
const result = await autocannon({ url, headers, connections: 50, duration: SECONDS });
const { profile } = await profiler<{ profile: { nodes: ProfileNode[] } }>({ profile: 'stop' });
api.child.kill('SIGTERM');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const selfHits = new Map<string, number>();
let busy = 0;
let total = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  total += hits;
  const { functionName, url: source, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  busy += hits;
  const where = source
    .replace(/^.*\/node_modules\//, '')
    .replace(/^file:\/\/.*\/(core|adapters|hosts)\//, '$1/');
  const key = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
  selfHits.set(key, (selfHits.get(key) ?? 0) + hits);
}
const top = [...selfHits.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
const lines = [
  `# CPU profile of ${asBuyer ? "a verified buyer's" : 'anonymous'} GET ${PATHS[ROUTE]} (SQLite)`,
  '',
  `${new Date().toISOString()}: ${Math.round(result.requests.average)} req/s over ${SECONDS} s, 50 connections; ` +
    `busy ${((busy / total) * 100).toFixed(0)} % of the samples. Top self time, share of busy time:`,
  '',
  '| self % | function |',
  '|---|---|',
  ...top.map(([key, hits]) => `| ${((hits / busy) * 100).toFixed(1)} | \`${key}\` |`),
];
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${ROUTE}${asBuyer ? '-buyer' : ''}-profile.md`, lines.join('\n') + '\n');
console.log(lines.join('\n'));
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
