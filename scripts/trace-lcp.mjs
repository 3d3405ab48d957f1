#!/usr/bin/env node
// Which element is each page's largest contentful paint, when it is painted, and what moves: a cold
// load in a phone's Chromium (412 × 823 at DPR 1.75, CPU × 4, the network slowed as Lighthouse's
// mobile preset simulates it: 150 ms round trips, 1.6 Mbit/s down), every `largest-contentful-paint`
// entry and layout shift seen by a PerformanceObserver, each LCP element named (tag, class, picture,
// size, whether the server wrote it) and whether it is still in the page at the end.
//
//   node scripts/trace-lcp.mjs [--baseline <built folder>] [--pages home,property,search] [--runs 3]
//        [--cpu 4] [--width 412] [--screenshot <folder>]
//
// With a baseline, both servers run at once and the loads alternate (base, this tree) page by page.
// Lighthouse's own `largest-contentful-paint-element` audit names nothing when the element was taken
// out of the page before it reads it (React replacing the server's markup): this does.
/* global setTimeout, URL, window, PerformanceObserver, performance -- Node's and the page's */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { launchChromium, median, option, REPOSITORY_ROOT, writeJson } from './support/measure-support.mjs';
import { alternate, startComparedTrees, summarizeRuns } from './support/demo-server.mjs';

const OUTPUT = join(REPOSITORY_ROOT, 'bench-results/lcp.json');
const runCount = Number(option('runs', 3));
const cpuRate = Number(option('cpu', 4));
const width = Number(option('width', 412));
const screenshots = option('screenshot', null);
const PAGES = { home: '/', property: '/bien/1', search: '/recherche' };
const pageNames = option('pages', Object.keys(PAGES).join(',')).split(',');
const load = () => Math.round(loadavg()[0] * 100) / 100;

/** Runs in the page before its own scripts: keeps every LCP entry and layout shift with its element. */
function observe() {
  const describe = (element) => {
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    return {
      tag: element.tagName.toLowerCase(),
      classes,
      src: element.currentSrc || element.getAttribute('src') || null,
      text: element.tagName === 'IMG' ? null : (element.textContent ?? '').trim().slice(0, 60),
      rect: [rect.x, rect.y, rect.width, rect.height].map(Math.round),
      server: Boolean(element.closest('[data-prerendered]')),
      copy: Boolean(element.closest('.kit-prerendered')),
    };
  };
  window.__lcp = [];
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__lcp.push({
        time: Math.round(entry.startTime),
        renderTime: Math.round(entry.renderTime),
        loadTime: Math.round(entry.loadTime),
        size: entry.size,
        url: entry.url.replace(/^https?:\/\/[^/]+/, ''),
        element: describe(entry.element),
        entry,
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        window.__shifts.push({
          time: Math.round(entry.startTime),
          value: Math.round(entry.value * 10000) / 10000,
          sources: entry.sources.map((s) => describe(s.node)).filter(Boolean),
        });
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measureLoad(browser, url, label) {
  const context = await browser.newContext({
    viewport: { width, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, 8000));
  const result = await page.evaluate(() => ({
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
    lcp: window.__lcp.map(({ entry, ...rest }) => ({
      ...rest,
      connected: entry.element?.isConnected ?? false,
    })),
    shifts: window.__shifts,
    cls: Math.round(window.__shifts.reduce((sum, s) => sum + s.value, 0) * 10000) / 10000,
  }));
  if (screenshots) await page.screenshot({ path: join(screenshots, `${label}.png`) });
  await context.close();
  return { ...result, errors };
}

function print(tree, page, run, result) {
  const last = result.lcp.at(-1);
  console.log(
    `  run ${run} ${tree.padEnd(8)} ${page.padEnd(8)} FCP ${result.fcp} ms, LCP ${last?.time ?? '—'} ms, CLS ${result.cls} (load ${load()})`,
  );
  for (const entry of result.lcp) {
    const e = entry.element;
    console.log(
      `      lcp @${entry.time} (load ${entry.loadTime}) ${entry.size} px² ${e ? `<${e.tag} class="${e.classes}">` : '(no element)'} ${entry.url || JSON.stringify(e?.text ?? '')} ${e ? `[${e.rect.join(',')}]${e.server ? ' server' : ''}${e.copy ? ' copy' : ''}` : ''}${entry.connected ? '' : ' (removed)'}`,
    );
  }
  for (const shift of result.shifts)
    console.log(
      `      shift @${shift.time} ${shift.value} ${shift.sources.map((s) => `<${s.tag} class="${s.classes}">`).join(' ')}`,
    );
  for (const error of result.errors) console.log(`      page error: ${error}`);
}

async function main() {
  const { trees, stop } = await startComparedTrees(
    option('baseline', null),
    pageNames.map((page) => PAGES[page]),
  );
  const browser = await launchChromium();
  try {
    const runs = await alternate(trees, pageNames, runCount, async (tree, page, run) => {
      const label = `${tree.name}-${page}-${run}`;
      const result = await measureLoad(browser, new URL(PAGES[page], tree.url).href, label);
      print(tree.name, page, run, result);
      return result;
    });
    const medians = summarizeRuns(runs, (results) => ({
      lcp: median(results.map((r) => r.lcp.at(-1)?.time ?? NaN)),
      fcp: median(results.map((r) => r.fcp)),
      cls: median(results.map((r) => Math.round(r.cls * 10000))) / 10000,
    }));
    console.log(JSON.stringify(medians, null, 1));
    writeJson(OUTPUT, { measuredAt: new Date().toISOString(), width, cpuRate, medians, runs });
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
