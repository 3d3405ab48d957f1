#!/usr/bin/env node
// What Lighthouse's simulated LCP is made of, run by run. Lighthouse 12 (Lantern) loads the page
// unthrottled, notes when the LCP was painted (the observed LCP), then simulates on slow 4G every
// request that *ended* before that moment (the scripts only if evaluated before it; in its optimistic
// half, low-priority pictures left out) and takes the last one's end. So the bytes fetched before the
// observed LCP are what the simulated LCP costs, and an LCP painted a few ms later on a busy machine
// can take in the shell's whole JavaScript. Each run prints the observed FCP and LCP, the simulated
// ones, the LCP element Lighthouse names, and the requests that ended before the observed LCP.
//
//   node scripts/lighthouse-lcp.mjs [--baseline <built folder>] [--pages home,property,search]
//        [--runs 3]
//
// With a baseline, both servers run at once and the runs alternate (base, this tree) page by page.
/* global URL -- Node's */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, REPOSITORY_ROOT, median, option, writeJson } from './support/measure-support.mjs';
import { alternate, startComparedTrees, summarizeRuns } from './support/demo-server.mjs';

const OUTPUT = join(REPOSITORY_ROOT, 'bench-results/lighthouse-lcp.json');
const runCount = Number(option('runs', 3));
const PAGES = { home: '/', property: '/bien/1', search: '/recherche' };
const pageNames = option('pages', Object.keys(PAGES).join(',')).split(',');
const load = () => Math.round(loadavg()[0] * 100) / 100;
const path = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

async function audit(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const network = lhr.audits['network-requests']?.details;
  const startMs = (network?.debugData?.networkStartTimeTs ?? 0) / 1000;
  const lcpAtMs = (metrics.observedLargestContentfulPaintTs ?? 0) / 1000 - startMs;
  const requests = (network?.items ?? []).map((r) => ({
    url: path(r.url),
    type: r.resourceType,
    priority: r.priority,
    start: Math.round(r.networkRequestTime ?? NaN),
    end: Math.round(r.networkEndTime ?? NaN),
    bytes: r.transferSize ?? 0,
  }));
  const before = requests.filter((r) => r.end <= lcpAtMs);
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    observedFcp: Math.round(metrics.observedFirstContentfulPaint ?? NaN),
    observedLcp: Math.round(metrics.observedLargestContentfulPaint ?? NaN),
    lcpElement: element ? `${element.snippet} (${element.selector})` : null,
    bytesBeforeLcp: before.reduce((sum, r) => sum + r.bytes, 0),
    before,
    after: requests.filter((r) => r.end > lcpAtMs),
    loadAverage: load(),
  };
}

/** Tried again up to twice when Lighthouse reports a broken trace (NO_NAVSTART on a busy machine). */
async function auditAgain(port, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(port, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`    (${error instanceof Error ? error.message : error}: again)`);
    }
  }
}

function print(tree, page, run, r) {
  console.log(
    `  run ${run} ${tree.padEnd(8)} ${page.padEnd(8)} score ${r.score}, FCP ${r.fcp}, LCP ${r.lcp}, TBT ${r.tbt} ms; observed FCP ${r.observedFcp}, LCP ${r.observedLcp} ms; ${Math.round(r.bytesBeforeLcp / 1024)} kB ended before the observed LCP (load ${r.loadAverage})`,
  );
  console.log(`      LCP element: ${r.lcpElement ?? '(none named)'}`);
  for (const q of r.before)
    console.log(
      `      before: ${q.start}–${q.end} ms ${q.type} ${q.priority} ${Math.round(q.bytes / 1024)} kB ${q.url}`,
    );
  for (const q of r.after.slice(0, 4))
    console.log(
      `      after:  ${q.start}–${q.end} ms ${q.type} ${q.priority} ${Math.round(q.bytes / 1024)} kB ${q.url}`,
    );
}

async function main() {
  const { trees, stop } = await startComparedTrees(
    option('baseline', null),
    pageNames.map((page) => PAGES[page]),
  );
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const runs = await alternate(trees, pageNames, runCount, async (tree, page, run) => {
      const result = await auditAgain(chrome.port, new URL(PAGES[page], tree.url).href);
      print(tree.name, page, run, result);
      return result;
    });
    const medians = summarizeRuns(runs, (results) =>
      Object.fromEntries(
        ['score', 'fcp', 'lcp', 'tbt', 'observedLcp', 'bytesBeforeLcp'].map((key) => [
          key,
          median(results.map((r) => r[key])),
        ]),
      ),
    );
    console.log(JSON.stringify(medians, null, 1));
    writeJson(OUTPUT, { measuredAt: new Date().toISOString(), medians, runs });
  } finally {
    await chrome.kill();
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
