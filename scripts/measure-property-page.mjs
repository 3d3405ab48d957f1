#!/usr/bin/env node
// Measures the property page in headless Chromium against a running all-in-one server: the
// JavaScript it loads (bytes transferred, gzip; split into shell, remote and shared chunks) and the
// time from navigation start to the price being visible. Five cold loads (fresh context, cache
// cleared and disabled), medians reported, written to bench-results/property-page.json.
//
//   node scripts/measure-property-page.mjs [--url http://127.0.0.1:3000] [--bien 1] [--runs 5]
//   node scripts/measure-property-page.mjs --start     # starts its own server (demo data), then stops it
//   node scripts/measure-property-page.mjs --baseline main   # also a base (a built checkout's folder, or a
//        git revision taken out and built in a temporary folder), its own server first, in the same run
//
// Bytes: Chromium is asked to accept gzip only (an Accept-Encoding: gzip header) so what it
// transfers is the server's gzip; the gzip size of every script is also computed with node:zlib from
// the decoded body, and reported besides — the figure to read when the server did not compress.
/* global fetch, URL, Response, Buffer -- Node's */
/* global window, document, performance, getComputedStyle, MutationObserver -- in the page */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  REPOSITORY_ROOT,
  launchChromium,
  median,
  openColdPage,
  writeJson,
} from './support/measure-support.mjs';
import { baselineTree, startDemoServer } from './support/demo-server.mjs';

const REMOTE_PREFIX = '/mf/property-page/';
const OUTPUT = join(REPOSITORY_ROOT, 'bench-results/property-page.json');

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = process.argv[index + 1];
  return value === undefined || value.startsWith('--') ? true : value;
}

const options = {
  url: String(argument('url', process.env.BASE_URL ?? 'http://127.0.0.1:3000')).replace(/\/$/, ''),
  bienId: Number(argument('bien', 1)),
  runs: Number(argument('runs', 5)),
  start: argument('start', false) === true,
  baseline: typeof argument('baseline', false) === 'string' ? argument('baseline') : null,
};

const kB = (bytes) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} kB`);

/** The files each build lists as shared modules (react, the kit…) in its mf-manifest.json → module name. */
async function sharedFiles(baseUrl) {
  const files = { shell: new Map(), remote: new Map() };
  const read = async (url, into) => {
    try {
      const response = await fetch(url);
      if (!response.ok) return;
      const manifest = await response.json();
      for (const shared of manifest.shared ?? []) {
        for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
          into.set(file, into.has(file) ? `${into.get(file)}, ${shared.name}` : shared.name);
        }
      }
    } catch {
      // No manifest: nothing counted as shared from that build.
    }
  };
  const remotes = await (await fetch(`${baseUrl}/mf/remotes.json`)).json().catch(() => ({}));
  await read(`${baseUrl}/mf-manifest.json`, files.shell);
  await read(
    new URL(remotes.property_page ?? `${REMOTE_PREFIX}mf-manifest.json`, baseUrl).href,
    files.remote,
  );
  return files;
}

function categoryOf(url, shared) {
  const { pathname } = new URL(url);
  const owner = pathname.startsWith(REMOTE_PREFIX) ? 'remote' : 'shell';
  const file = pathname.split('/').pop() ?? '';
  const modules = shared[owner].get(file);
  return { owner, category: modules ? 'shared' : owner, ...(modules ? { modules } : {}) };
}

/** One cold load of the property page: its scripts and when the price showed. */
async function measureOnce(browser, baseUrl, bienId, shared) {
  const { context, page } = await openColdPage(browser);

  // When the price is first visible with a figure, in the page's own clock (0 = navigation start):
  // the auction panel's (the screen's, live), and the server-written page's (.ssr-price, shown
  // before any script; 'first paint with it' is the later of that moment and the first paint).
  await page.addInitScript(() => {
    const visible = (element) => {
      if (!element || !/\d/.test(element.textContent ?? '')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const check = () => {
      if (window.__serverPriceAt === undefined && visible(document.querySelector('.ssr-price')))
        window.__serverPriceAt = performance.now();
      if (!visible(document.querySelector('[data-testid="current-price"]'))) return false;
      window.__priceVisibleAt = performance.now();
      return true;
    };
    new MutationObserver((_, observer) => {
      if (check()) observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });

  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        return {
          url: request.url(),
          ...categoryOf(request.url(), shared),
          status: response?.status() ?? 0,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          transferred: sizes.responseBodySize,
          raw: body.length,
          gzip: gzipSync(body).length,
        };
      })(),
    );
  });

  await page.goto(`${baseUrl}/bien/${bienId}`, { waitUntil: 'load' });
  await page.getByTestId('current-price').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => typeof window.__priceVisibleAt === 'number', null, { timeout: 10_000 });
  // Scripts the page still fetches after showing the price (lazy chunks) belong to its load too.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const priceVisibleMs = Math.round(await page.evaluate(() => window.__priceVisibleAt));
  const serverPriceMs = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const at = window.__serverPriceAt;
    return at === undefined || firstPaint === undefined ? null : Math.round(Math.max(at, firstPaint));
  });
  const scripts = await Promise.all(pending);
  await context.close();

  const sum = (key, category) =>
    scripts.filter((s) => !category || s.category === category).reduce((total, s) => total + s[key], 0);
  const figures = { priceVisibleMs, serverPriceMs, scripts: scripts.length };
  for (const key of ['transferred', 'gzip', 'raw']) {
    figures[key] = {
      total: sum(key),
      shell: sum(key, 'shell'),
      remote: sum(key, 'remote'),
      shared: sum(key, 'shared'),
    };
  }
  return { figures, scripts };
}

/** Every cold load of the property page on the server at `url`, and their medians. */
async function measureSite(browser, url) {
  const health = await fetch(`${url}/mf/remotes.json`).catch((error) => error);
  if (!(health instanceof Response) || !health.ok) {
    throw new Error(
      `No all-in-one server at ${url} (GET /mf/remotes.json failed): start one (npm start, ` +
        'or DATA_DIR=$(mktemp -d) PORT=<port> npx tsx --conditions=source hosts/api/src/main.ts), ' +
        'pass --url, or use --start.',
    );
  }
  const shared = await sharedFiles(url);
  const runs = [];
  let lastScripts = [];
  for (let run = 1; run <= options.runs; run += 1) {
    const { figures, scripts } = await measureOnce(browser, url, options.bienId, shared);
    runs.push(figures);
    lastScripts = scripts;
    console.log(
      `  run ${run}: price visible at ${figures.priceVisibleMs} ms (server-written: ${figures.serverPriceMs} ms), ` +
        `${figures.scripts} scripts, ` +
        `${kB(figures.transferred.total)} transferred (${kB(figures.gzip.total)} gzip, ${kB(figures.raw.total)} raw)`,
    );
  }
  const encodings = [...new Set(lastScripts.map((s) => s.encoding))];
  // The server leaves answers under 1 400 B as they are: those do not say it does not compress.
  const uncompressed = lastScripts.filter((s) => s.encoding !== 'gzip' && s.raw >= 1400);
  const serverGzips = uncompressed.length === 0;
  const medianOf = (key) => ({
    total: median(runs.map((r) => r[key].total)),
    shell: median(runs.map((r) => r[key].shell)),
    remote: median(runs.map((r) => r[key].remote)),
    shared: median(runs.map((r) => r[key].shared)),
  });
  return {
    url: `${url}/bien/${options.bienId}`,
    contentEncodings: encodings,
    note: serverGzips
      ? 'The server compresses: "transferredBytes" are gzip bytes on the wire (Chromium sent Accept-Encoding: ' +
        'gzip; scripts under 1 400 B go uncompressed).'
      : `The server did not gzip ${uncompressed.length} script(s) over 1 400 B (${encodings.join(', ')}): read "gzipBytes", ` +
        'computed with node:zlib (level 6) from each decoded script, beside "rawBytes".',
    median: {
      priceVisibleMs: median(runs.map((r) => r.priceVisibleMs)),
      serverPriceMs: median(runs.map((r) => r.serverPriceMs)),
      scripts: median(runs.map((r) => r.scripts)),
      transferredBytes: medianOf('transferred'),
      gzipBytes: medianOf('gzip'),
      rawBytes: medianOf('raw'),
    },
    perRun: runs,
    scriptsOfLastRun: lastScripts.map(
      ({ url: scriptUrl, category, modules, encoding, transferred, gzip, raw }) => ({
        path: new URL(scriptUrl).pathname,
        category,
        ...(modules ? { modules } : {}),
        encoding,
        transferred,
        gzip,
        raw,
      }),
    ),
  };
}

function printSite(label, site) {
  const m = site.median;
  const line = (name, bytes) =>
    `  ${name.padEnd(8)} ${kB(bytes.total).padStart(9)}  (shell ${kB(bytes.shell)}, remote ${kB(bytes.remote)}, shared ${kB(bytes.shared)})`;
  console.log(`\n${label} — property page ${site.url}: medians of ${options.runs} cold loads`);
  console.log(
    `  price visible ${m.priceVisibleMs} ms after navigation start in the screen, ` +
      `${m.serverPriceMs ?? '—'} ms in the server-written page; ${m.scripts} scripts`,
  );
  console.log(line('wire', m.transferredBytes));
  console.log(line('gzip', m.gzipBytes));
  console.log(line('raw', m.rawBytes));
  console.log(`  ${site.note}`);
}

/** A server of the tree at `root` with the demo data, measured, stopped. */
async function measureTree(browser, label, root) {
  console.log(`› ${label}: starting an all-in-one server with the demo data…`);
  const server = await startDemoServer({ root });
  try {
    return await measureSite(browser, server.url);
  } finally {
    await server.stop();
  }
}

async function main() {
  const baseline = options.baseline ? baselineTree(options.baseline) : null;
  const browser = await launchChromium();
  try {
    const sites = {};
    if (baseline)
      sites.baseline = { tree: baseline.label, ...(await measureTree(browser, 'baseline', baseline.root)) };
    sites.current =
      options.start || baseline
        ? { tree: 'this working tree', ...(await measureTree(browser, 'this tree', REPOSITORY_ROOT)) }
        : await measureSite(browser, options.url);
    const result = {
      measuredAt: new Date().toISOString(),
      chromium: browser.version(),
      runs: options.runs,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      conditions:
        'headless Chromium, 1280×900, loopback without throttling, fresh context and cache cleared and disabled per run',
      split:
        'remote = /mf/property-page/…; shell = the rest; shared = files the owning build lists under `shared` in its mf-manifest.json',
      ...(baseline ? sites : sites.current),
    };
    writeJson(OUTPUT, result);
    for (const [label, site] of Object.entries(sites)) printSite(label, site);
    console.log(`  load average at the end: ${result.loadAverage.join(' ')}`);
    console.log(`  → ${OUTPUT}`);
  } finally {
    await browser.close();
    baseline?.remove();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
