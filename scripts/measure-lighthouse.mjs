#!/usr/bin/env node
// Lighthouse 12.2.3's performance category (mobile preset: a mid-range phone, simulated slow 4G and a
// 4× slower CPU) of the home page, a property page and the search page, in Debian's Chromium. Each
// page three times (--runs), medians of the score and of its metrics; written to
// bench-results/lighthouse.json and, as a table, bench-results/lighthouse.md.
//
//   node scripts/measure-lighthouse.mjs                      # this tree: its own server, demo data
//   node scripts/measure-lighthouse.mjs --url http://127.0.0.1:3000   # a server already running
//   node scripts/measure-lighthouse.mjs --baseline main      # and a base in the same run: a built
//        checkout's folder, or a git revision taken out and built in a temporary folder
//   [--runs 3] [--bien 1] [--pages home,property,search] [--verbose] [--save-traces <folder>]
//
// With a baseline, both servers run at once and the runs alternate (page by page, base then this
// tree), so a change of the machine's load weighs on both alike. Each run is a cold load (Lighthouse
// resets the cache and storage). The server must have been built: npm run build:web.
/* global URL, fetch -- Node's */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  CHROMIUM_ARGS,
  REPOSITORY_ROOT,
  flag,
  median,
  option,
  writeJson,
} from './support/measure-support.mjs';
import { baselineTree, git, startDemoServer, warmPictures } from './support/demo-server.mjs';
import { describeTasks, originOf, pageMainThread } from './support/trace-tasks.mjs';

const OUTPUT = join(REPOSITORY_ROOT, 'bench-results/lighthouse.json');
const TABLE = join(REPOSITORY_ROOT, 'bench-results/lighthouse.md');

const runCount = Number(option('runs', 3));
const bienId = Number(option('bien', 1));
const givenUrl = option('url', null)?.replace(/\/$/, '') ?? null;
const baselineArgument = option('baseline', null);
/**
 * With --verbose, each run also lists Lighthouse's own long tasks (simulated, CPU ×4) by script, and
 * the tasks of the trace it simulated from (observed, unthrottled) that it multiplies past 50 ms.
 */
const verbose = flag('verbose');
/** Each run's trace as Lighthouse recorded it (DevTools' Performance panel opens it). */
const tracesFolder = option('save-traces', null);
/** What Lantern multiplies an observed task's wall time by (mobile preset; a task with layout: half). */
const CPU_SLOWDOWN = 4;
let traceCount = 0;
const PAGES = { home: '/', property: `/bien/${bienId}`, search: '/recherche' };
const pageNames = option('pages', Object.keys(PAGES).join(',')).split(',');

// The measurement scripts' Chromium flags, headless as Lighthouse's CLI runs it.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The metrics kept from each report (ms, except CLS), by Lighthouse's audit id. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const loadAverage = () => loadavg().map((l) => Math.round(l * 100) / 100);

/**
 * One Lighthouse run of one page (tried again up to twice when Lighthouse reports a broken trace, as
 * NO_NAVSTART on a busy machine): its score out of 100, its metrics and the LCP element.
 */
async function auditWithRetries(port, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ...(await audit(port, url)), attempts: attempt };
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`    (${error instanceof Error ? error.message : error}: again)`);
    }
  }
}

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  if (verbose) printLongTasks(lhr);
  const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
  if (verbose && trace) printObservedTasks(trace, url);
  if (tracesFolder && trace) {
    mkdirSync(tracesFolder, { recursive: true });
    traceCount += 1;
    const name = `${String(traceCount).padStart(2, '0')}-${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
    writeFileSync(join(tracesFolder, name), JSON.stringify(trace));
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    ...metrics,
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: lcpElement?.snippet ?? null,
    loadAverage: loadAverage()[0],
  };
}

/** The long tasks Lighthouse's simulation counted (start and duration, ms) and the script each is charged to. */
function printLongTasks(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  for (const task of tasks) {
    const url = String(task.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    console.log(`      long task @${Math.round(task.startTime)} ${Math.round(task.duration)} ms ${url}`);
  }
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  for (const script of bootup.slice(0, 6)) {
    const url = String(script.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    console.log(
      `      script ${url}: total ${Math.round(script.total)} ms, evaluation ${Math.round(script.scripting)} ms, parse ${Math.round(script.scriptParseCompile)} ms`,
    );
  }
}

/**
 * The observed tasks Lighthouse's simulation makes longer than 50 ms (wall time × 4: over 12.5 ms), with
 * what ran in them — what its long tasks above are made of (their simulated start differs).
 */
function printObservedTasks(trace, url) {
  const { onThread, navigationStart } = pageMainThread(trace.traceEvents, originOf(url));
  const tasks = describeTasks(onThread, navigationStart, (e) => (CPU_SLOWDOWN * e.dur) / 1000 > 50);
  for (const task of tasks)
    console.log(
      `      observed @${task.start} ${task.duration} ms (CPU ${task.cpu}): ${task.parts.join(', ')}`,
    );
}

function summary(runs) {
  const keys = ['score', ...Object.keys(METRICS), 'scriptTransferBytes', 'loadAverage'];
  // CLS is a fraction: the median of the values times 1000, back to a fraction (median() rounds).
  return Object.fromEntries(
    keys.map((key) => [
      key,
      key === 'cls'
        ? (median(runs.map((r) => Math.round((r.cls ?? NaN) * 1000))) ?? NaN) / 1000
        : median(runs.map((r) => r[key])),
    ]),
  );
}

const ms = (value) => (value === null ? '—' : `${(value / 1000).toFixed(2)} s`);
const kB = (value) => (value === null ? '—' : `${Math.round(value / 1024)} kB`);

function markdownTable(result) {
  const trees = Object.keys(result.trees);
  const lines = [
    `Lighthouse ${result.lighthouse}, performance, mobile preset (simulated slow 4G, CPU ×4), ${result.chromium}; ` +
      `medians of ${result.runs} runs per page; measured ${result.measuredAt}, load average ${result.loadAverage.start.join(' ')} ` +
      `at the start, ${result.loadAverage.end.join(' ')} at the end.`,
    '',
    `| page | ${trees.map((tree) => `${tree}: score`).join(' | ')} | ${trees.map((tree) => `${tree}: FCP / LCP / TBT / CLS / SI, JS`).join(' | ')} |`,
    `|---|${trees.map(() => '---|').join('')}${trees.map(() => '---|').join('')}`,
  ];
  for (const page of pageNames) {
    const cells = trees.map((tree) => result.trees[tree].pages[page].median);
    lines.push(
      `| ${page} \`${PAGES[page]}\` | ${cells.map((m) => `**${m.score}**`).join(' | ')} | ${cells
        .map(
          (m) =>
            `${ms(m.fcp)} / ${ms(m.lcp)} / ${Math.round(m.tbt)} ms / ${m.cls} / ${ms(m.si)}, ${kB(m.scriptTransferBytes)}`,
        )
        .join(' | ')} |`,
    );
  }
  lines.push('', ...trees.map((tree) => `- ${tree}: ${result.trees[tree].description}`));
  return `${lines.join('\n')}\n`;
}

async function main() {
  const trees = [];
  const baseline = baselineArgument ? baselineTree(baselineArgument) : null;
  const started = [];
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const startLoad = loadAverage();
  try {
    if (baseline) {
      console.log(`› baseline ${baseline.label}: starting its server with the demo data…`);
      const server = await startDemoServer({ root: baseline.root });
      started.push(server);
      trees.push({ name: 'baseline', description: baseline.label, url: server.url });
    }
    if (givenUrl) {
      trees.push({ name: 'current', description: givenUrl, url: givenUrl });
    } else {
      console.log('› this tree: starting its server with the demo data…');
      const server = await startDemoServer();
      started.push(server);
      const dirty = git('status', '--porcelain').length > 0;
      trees.push({
        name: 'current',
        description: `this tree (${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''})`,
        url: server.url,
      });
    }
    for (const tree of trees)
      await warmPictures(
        tree.url,
        pageNames.map((page) => PAGES[page]),
      );
    const runs = Object.fromEntries(
      trees.map((tree) => [tree.name, Object.fromEntries(pageNames.map((p) => [p, []]))]),
    );
    for (let run = 1; run <= runCount; run += 1) {
      for (const page of pageNames) {
        for (const tree of trees) {
          const figures = await auditWithRetries(chrome.port, new URL(PAGES[page], tree.url).href);
          runs[tree.name][page].push(figures);
          console.log(
            `  run ${run} ${tree.name.padEnd(8)} ${page.padEnd(8)} score ${figures.score}, LCP ${ms(figures.lcp)}, ` +
              `TBT ${Math.round(figures.tbt)} ms, JS ${kB(figures.scriptTransferBytes)} (load ${figures.loadAverage})`,
          );
        }
      }
    }
    const lighthousePackage = JSON.parse(
      readFileSync(join(REPOSITORY_ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
    );
    const result = {
      measuredAt: new Date().toISOString(),
      lighthouse: lighthousePackage.version,
      chromium: await chromiumVersion(chrome.port),
      preset: 'mobile (Lighthouse default: simulated throttling, slow 4G, 4× CPU slowdown, 412×823 screen)',
      runs: runCount,
      loadAverage: { start: startLoad, end: loadAverage() },
      trees: Object.fromEntries(
        trees.map((tree) => [
          tree.name,
          {
            description: tree.description,
            pages: Object.fromEntries(
              pageNames.map((page) => [
                page,
                { path: PAGES[page], median: summary(runs[tree.name][page]), runs: runs[tree.name][page] },
              ]),
            ),
          },
        ]),
      ),
    };
    writeJson(OUTPUT, result);
    const table = markdownTable(result);
    writeFileSync(TABLE, table);
    console.log(`\n${table}\n→ ${OUTPUT}\n→ ${TABLE}`);
  } finally {
    await chrome.kill();
    for (const server of started) await server.stop();
    baseline?.remove();
  }
}

/** The browser's own version line ("Chrome/…"), from its DevTools endpoint. */
async function chromiumVersion(port) {
  const answer = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null);
  return answer?.ok ? ((await answer.json()).Browser ?? 'unknown') : 'unknown';
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
