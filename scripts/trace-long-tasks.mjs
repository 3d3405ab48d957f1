#!/usr/bin/env node
// The main thread's long tasks of a cold page load, from a Chromium trace at CPU ×4 (the throttling
// Lighthouse's mobile preset simulates), each with what ran in it: the scripts evaluated, the
// functions called (by script), React's renders, layout, paint. Load moves these less than it moves
// Lighthouse's scores: the durations are the renderer's own, throttled.
//
//   node scripts/trace-long-tasks.mjs [--baseline <built folder>] [--pages home,property,search]
//        [--runs 3] [--cpu 4] [--verbose] [--loaf]
//
// With a baseline, both servers run at once and the loads alternate (base, this tree) page by page.
// Per load: the sum of the long tasks' time over 50 ms from navigation start (Lighthouse's TBT, but on
// the real timeline: the machine's load lengthens it), the same from each task's own CPU time × 4 (what
// Lighthouse's simulation multiplies, and what the load moves little), the longest task. Medians →
// bench-results/long-tasks.json; with --verbose every task is listed with what ran in it.
/* global setTimeout, URL, PerformanceObserver -- Node's; PerformanceObserver: the page's (addInitScript) */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import {
  launchChromium,
  median,
  option,
  flag,
  REPOSITORY_ROOT,
  writeJson,
} from './support/measure-support.mjs';
import { baselineTree, startDemoServer } from './support/demo-server.mjs';
import { describeTasks, pageMainThread, shortUrl } from './support/trace-tasks.mjs';

const OUTPUT = join(REPOSITORY_ROOT, 'bench-results/long-tasks.json');
const runCount = Number(option('runs', 3));
const cpuRate = Number(option('cpu', 4));
const verbose = flag('verbose');
/**
 * With --loaf, the page's long animation frames (over 50 ms, as the page's clock sees them: use it with
 * --cpu 4) are listed too, each script in them with what invoked it (a MessagePort's onmessage is
 * React's scheduler; a Promise's then, a continuation) and the function and character it started at.
 */
const loaf = flag('loaf');
const PAGES = { home: '/', property: '/bien/1', search: '/recherche' };
const pageNames = option('pages', Object.keys(PAGES).join(',')).split(',');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
];
const LONG_TASK_MS = 50;
/**
 * What the thread time is multiplied by: Lighthouse's ×4 over the tasks it observes unthrottled; 1 when
 * the trace itself is throttled ×4 (Chromium's throttling keeps the thread busy: its CPU time grows too).
 */
const CPU_ESTIMATE = Number(option('estimate', 4 / cpuRate));

const load = () => Math.round(loadavg()[0] * 100) / 100;

/** One cold load of a page at 412 × 823 (a phone), CPU slowed down, traced until 6 s after load. */
async function traceLoad(browser, url) {
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
  if (loaf)
    await page.addInitScript(() => {
      const frames = [];
      globalThis.__longFrames = frames;
      new PerformanceObserver((list) => frames.push(...list.getEntries().map((e) => e.toJSON()))).observe({
        type: 'long-animation-frame',
        buffered: true,
      });
    });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const buffer = await browser.stopTracing();
  const frames = loaf ? await page.evaluate(() => globalThis.__longFrames) : [];
  await context.close();
  return { ...analyse(JSON.parse(buffer.toString('utf8')).traceEvents, new URL(url).origin), frames };
}

/** One long animation frame: its start and length, its blocking part, each script in it of 2 ms or more. */
function frameLines(frame) {
  const lines = [
    `    frame @${Math.round(frame.startTime)} ${Math.round(frame.duration)} ms (blocking ${Math.round(frame.blockingDuration)}, style and layout ${Math.round(frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0)})`,
  ];
  for (const script of frame.scripts ?? [])
    if (script.duration >= 2)
      lines.push(
        `      ${Math.round(script.duration)} ms ${script.invokerType} ${script.invoker} → ${shortUrl(script.sourceURL)}:${script.sourceCharPosition} ${script.sourceFunctionName || ''}` +
          ` (forced layout ${Math.round(script.forcedStyleAndLayoutDuration)}, pause ${Math.round(script.pauseDuration)})`,
      );
  return lines;
}

/** The long tasks of the page's renderer main thread and what each spent its time on. */
function analyse(events, origin) {
  const { onThread, navigationStart } = pageMainThread(events, origin);
  const described = describeTasks(
    onThread,
    navigationStart,
    // Lantern multiplies each observed task's wall time: over 12.5 ms unthrottled, it counts.
    (e) =>
      (CPU_ESTIMATE * e.dur) / 1000 > LONG_TASK_MS || (CPU_ESTIMATE * (e.tdur ?? 0)) / 1000 > LONG_TASK_MS,
  );
  // The tasks' own CPU time (the thread's, not the wall clock's): what other processes on the machine
  // do not lengthen, over 50 ms (× CPU_ESTIMATE).
  const cpuBlocking = Math.round(
    onThread
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= navigationStart && e.tdur !== undefined)
      .reduce((sum, e) => sum + Math.max(0, (CPU_ESTIMATE * e.tdur) / 1000 - LONG_TASK_MS), 0),
  );
  const excess = (list) => list.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0);
  const long = described.filter((t) => t.duration > LONG_TASK_MS);
  return {
    cpuBlocking,
    blockingAll: excess(long),
    longest: Math.max(0, ...long.map((t) => t.duration)),
    longTaskCount: long.length,
    tasks: described,
  };
}

async function main() {
  const trees = [];
  const servers = [];
  const baselineArgument = option('baseline', null);
  try {
    if (baselineArgument) {
      const baseline = baselineTree(baselineArgument);
      const server = await startDemoServer({ root: baseline.root });
      servers.push(server);
      trees.push({ name: 'baseline', description: baseline.label, url: server.url });
    }
    const server = await startDemoServer();
    servers.push(server);
    trees.push({ name: 'current', description: 'this tree', url: server.url });
    const browser = await launchChromium();
    const results = Object.fromEntries(
      trees.map((t) => [t.name, Object.fromEntries(pageNames.map((p) => [p, []]))]),
    );
    for (let run = 1; run <= runCount; run += 1)
      for (const pageName of pageNames)
        for (const tree of trees) {
          const result = { ...(await traceLoad(browser, `${tree.url}${PAGES[pageName]}`)), load: load() };
          results[tree.name][pageName].push(result);
          console.log(
            `${pageName} ${tree.name} run ${run}: CPU-time blocking ×${CPU_ESTIMATE} ${result.cpuBlocking} ms, wall-clock blocking ${result.blockingAll} ms, ` +
              `longest ${result.longest} ms, ${result.longTaskCount} long tasks, load ${result.load}`,
          );
          if (verbose)
            for (const task of result.tasks)
              console.log(
                `    @${task.start} ${task.duration} ms (CPU ${task.cpu}): ${task.parts.join(', ')}`,
              );
          for (const frame of result.frames) for (const line of frameLines(frame)) console.log(line);
        }
    await browser.close();
    const summary = {};
    for (const tree of trees)
      for (const pageName of pageNames) {
        const runs = results[tree.name][pageName];
        const m = (key) => median(runs.map((r) => r[key]));
        summary[`${pageName} ${tree.name}`] = {
          cpuBlocking: m('cpuBlocking'),
          blockingAll: m('blockingAll'),
          longest: m('longest'),
        };
      }
    console.table(summary);
    writeJson(OUTPUT, { measuredAt: new Date().toISOString(), cpuRate, trees, summary, results });
  } finally {
    for (const server of servers) await server.stop();
  }
}

await main();
