#!/usr/bin/env node
// The main thread's long tasks of a cold load, from Chromium's own trace (playwright-core), on a phone's
// screen (412 × 823, DPR 1.75, as Lighthouse's mobile preset) with the CPU slowed down 4 times: a figure
// the machine's load moves less than Lighthouse's score. Per load: the sum over the tasks after the first
// contentful paint of their time beyond 50 ms ("blocking", Lighthouse's TBT rule), the longest task, the
// number of long tasks, and each long task named by what it ran (the script, timer, idle callback…).
//
//   node scripts/trace-long-tasks.mjs --baseline <built folder> [--runs 5] [--path /bien/1] [--settle 6000]
//   node scripts/trace-long-tasks.mjs                       # this tree alone
//
// With a baseline both servers run at once and the loads alternate base / this tree. Medians and every
// load → bench-results/long-tasks.json. Both trees must have been built: npm run build:web.
/* global URL -- Node's */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT, launchChromium, median, option, writeJson } from './support/measure-support.mjs';
import { baselineTree, startDemoServer } from './support/demo-server.mjs';

const OUTPUT = join(REPOSITORY_ROOT, 'bench-results/long-tasks.json');
const runs = Number(option('runs', 5));
const path = option('path', '/bien/1');
const settleMs = Number(option('settle', 6000));
const cpuRate = Number(option('cpu', 4));
/** Lighthouse's mobile preset: the observed CPU times × 4 (with --cpu 1, the figure to compare with its TBT). */
const SIMULATED_SLOWDOWN = 4;
const baselineArgument = option('baseline', null);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'toplevel',
  'v8.execute',
];

/** What a long task ran, by its largest child event: the script, timer or callback, with its source. */
function nameOf(children) {
  const largest = children.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!largest) return '(task)';
  const data = largest.args?.data ?? {};
  const url = data.url ? new URL(data.url).pathname : '';
  const fn = data.functionName ? ` ${data.functionName}` : '';
  return `${largest.name}${url ? ` ${url}` : ''}${fn}`;
}

function longTasks(events) {
  // The navigation to the page measured (not about:blank's), and the renderer's main thread that ran it.
  const navigation = events.findLast(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      String(e.args.data.documentLoaderURL ?? '').endsWith(path),
  );
  if (!navigation) throw new Error('no navigation to the page in the trace');
  const mainThread = { pid: navigation.pid, tid: navigation.tid };
  const onThread = (e) => e.pid === mainThread.pid && e.tid === mainThread.tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onThread(e));
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && onThread(e));
  const onMain = events.filter((e) => onThread(e) && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= navigation.ts);
  const fcpTs = fcp?.ts ?? navigation.ts;
  const CHILDREN = new Set([
    'EvaluateScript',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'ParseHTML',
    'Layout',
    'UpdateLayoutTree',
    'Paint',
    'v8.compile',
    'v8.compileModule',
    'RunMicrotasks',
    'EventDispatch',
    'MajorGC',
    'MinorGC',
    'V8.GCScavenger',
    'V8.GCFinalizeMC',
    'XHRReadyStateChange',
    'ResourceReceivedData',
    'PrePaint',
    'Commit',
    'HitTest',
    'ParseAuthorStyleSheet',
    'ScheduleStyleRecalculation',
    'v8.evaluateModule',
  ]);
  const long = tasks
    .filter((t) => t.dur / 1000 > 50)
    .map((t) => {
      const children = onMain.filter(
        (e) => CHILDREN.has(e.name) && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur,
      );
      return {
        startMs: Math.round((t.ts - navigation.ts) / 1000),
        ms: Math.round(t.dur / 1000),
        afterFcp: t.ts >= fcpTs,
        what: nameOf(children),
      };
    });
  const afterFcp = long.filter((t) => t.afterFcp);
  // Lighthouse's simulation (Lantern) multiplies each task's observed time by 4; with the thread's own
  // CPU time (tdur) rather than the wall time, another process's load weighs much less.
  const simulated = tasks
    .filter((t) => t.ts >= fcpTs && (t.tdur ?? t.dur) * SIMULATED_SLOWDOWN > 50_000)
    .map((t) => {
      const children = onMain.filter(
        (e) => CHILDREN.has(e.name) && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur,
      );
      return {
        startMs: Math.round((t.ts - navigation.ts) / 1000),
        simulatedMs: Math.round(((t.tdur ?? t.dur) * SIMULATED_SLOWDOWN) / 1000),
        what: nameOf(children),
      };
    });
  return {
    fcpMs: fcp ? Math.round((fcp.ts - navigation.ts) / 1000) : null,
    lcpMs: lcps.length ? Math.round((lcps.at(-1).ts - navigation.ts) / 1000) : null,
    blockingMs: afterFcp.reduce((sum, t) => sum + t.ms - 50, 0),
    simulatedBlockingMs: simulated.reduce((sum, t) => sum + t.simulatedMs - 50, 0),
    simulated,
    longestMs: Math.max(0, ...long.map((t) => t.ms)),
    longCount: long.length,
    busyMs: Math.round(tasks.reduce((sum, t) => sum + t.dur, 0) / 1000),
    long,
  };
}

async function traceOnce(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page
    .getByTestId('current-price')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForTimeout(settleMs);
  const buffer = await browser.stopTracing();
  await context.close();
  return longTasks(JSON.parse(buffer.toString('utf8')).traceEvents);
}

const summary = (loads) => ({
  blockingMs: median(loads.map((l) => l.blockingMs)),
  simulatedBlockingMs: median(loads.map((l) => l.simulatedBlockingMs)),
  longestMs: median(loads.map((l) => l.longestMs)),
  longCount: median(loads.map((l) => l.longCount)),
  busyMs: median(loads.map((l) => l.busyMs)),
  fcpMs: median(loads.map((l) => l.fcpMs)),
  lcpMs: median(loads.map((l) => l.lcpMs)),
});

const trees = [];
const base = baselineArgument ? baselineTree(baselineArgument) : null;
try {
  if (base)
    trees.push({
      label: `base ${base.label}`,
      server: await startDemoServer({ root: base.root }),
      loads: [],
    });
  trees.push({ label: 'this tree', server: await startDemoServer(), loads: [] });
  const browser = await launchChromium();
  const loads = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const tree of trees) {
      const load = await traceOnce(browser, tree.server.url);
      load.loadAverage = loadavg()[0];
      tree.loads.push(load);
      loads.push(load.loadAverage);
      console.log(
        `${tree.label} #${run}: blocking ${load.blockingMs} ms (thread time × ${SIMULATED_SLOWDOWN}: ${load.simulatedBlockingMs} ms), longest ${load.longestMs} ms, ` +
          `${load.longCount} long tasks, busy ${load.busyMs} ms, LCP ${load.lcpMs} ms (load ${load.loadAverage.toFixed(2)})`,
      );
      for (const task of load.long) console.log(`    ${task.startMs} ms +${task.ms} ${task.what}`);
      for (const task of load.simulated)
        console.log(`    (× ${SIMULATED_SLOWDOWN}) ${task.startMs} ms ${task.simulatedMs} ${task.what}`);
    }
  }
  await browser.close();
  const result = {
    path,
    cpuRate,
    when: new Date().toISOString(),
    loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
    trees: trees.map((t) => ({ label: t.label, median: summary(t.loads), loads: t.loads })),
  };
  writeJson(OUTPUT, result);
  for (const tree of result.trees) console.log(tree.label, JSON.stringify(tree.median));
} finally {
  for (const tree of trees) await tree.server.stop();
  base?.remove();
}
