#!/usr/bin/env node
// Measures the property page in headless Chromium against a running all-in-one server: the
// JavaScript it loads (bytes transferred, gzip; split into shell, remote and shared chunks) and the
// time from navigation start to the price being visible. Five cold loads (fresh context, cache
// cleared and disabled), medians reported, written to bench-results/property-page.json.
//
//   node scripts/measure-property-page.mjs [--url http://127.0.0.1:3000] [--bien 1] [--runs 5]
//   node scripts/measure-property-page.mjs --start     # starts its own server (demo data), then stops it
//
// Bytes: Chromium is asked to accept gzip only (an Accept-Encoding: gzip header) so what it
// transfers is the server's gzip; the gzip size of every script is also computed with node:zlib from
// the decoded body, and reported besides — the figure to read when the server did not compress.
/* global setTimeout, clearTimeout, fetch, URL, Response, Buffer -- Node's */
/* global window, document, performance, getComputedStyle, MutationObserver -- in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  REPOSITORY_ROOT,
  launchChromium,
  median,
  openColdPage,
  writeJson,
} from './support/measure-support.mjs';

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
};

const kB = (bytes) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} kB`);

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** `npm start`'s server on a fresh data folder and a free port, with the demo data. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-measure-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'hosts/api/src/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not up after 120 s:\n${output}`)), 120_000);
    const read = (chunk) => {
      output += chunk;
      if (output.includes('Plateforme démarrée')) {
        clearTimeout(timer);
        resolveStart();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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

  // When the price is first visible with a figure, in the page's own clock (0 = navigation start).
  await page.addInitScript(() => {
    const check = () => {
      const price = document.querySelector('[data-testid="current-price"]');
      if (!price || !/\d/.test(price.textContent ?? '')) return false;
      const box = price.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(price).visibility === 'hidden')
        return false;
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
  const scripts = await Promise.all(pending);
  await context.close();

  const sum = (key, category) =>
    scripts.filter((s) => !category || s.category === category).reduce((total, s) => total + s[key], 0);
  const figures = { priceVisibleMs, scripts: scripts.length };
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

async function main() {
  let server = null;
  if (options.start) {
    console.log('› Starting an all-in-one server with the demo data…');
    server = await startServer();
    options.url = server.url;
  }
  const browser = await launchChromium();
  try {
    const health = await fetch(`${options.url}/mf/remotes.json`).catch((error) => error);
    if (!(health instanceof Response) || !health.ok) {
      throw new Error(
        `No all-in-one server at ${options.url} (GET /mf/remotes.json failed): start one (npm start, ` +
          'or DATA_DIR=$(mktemp -d) PORT=<port> npx tsx --conditions=source hosts/api/src/main.ts), ' +
          'pass --url, or use --start.',
      );
    }
    const shared = await sharedFiles(options.url);
    const runs = [];
    let lastScripts = [];
    for (let run = 1; run <= options.runs; run += 1) {
      const { figures, scripts } = await measureOnce(browser, options.url, options.bienId, shared);
      runs.push(figures);
      lastScripts = scripts;
      console.log(
        `  run ${run}: price visible at ${figures.priceVisibleMs} ms, ${figures.scripts} scripts, ` +
          `${kB(figures.transferred.total)} transferred (${kB(figures.gzip.total)} gzip, ${kB(figures.raw.total)} raw)`,
      );
    }
    const encodings = [...new Set(lastScripts.map((s) => s.encoding))];
    // koa-compress leaves answers under 1 KB as they are: those do not say the server does not compress.
    const uncompressed = lastScripts.filter((s) => s.encoding !== 'gzip' && s.raw >= 1024);
    const serverGzips = uncompressed.length === 0;
    const medianOf = (key) => ({
      total: median(runs.map((r) => r[key].total)),
      shell: median(runs.map((r) => r[key].shell)),
      remote: median(runs.map((r) => r[key].remote)),
      shared: median(runs.map((r) => r[key].shared)),
    });
    const result = {
      measuredAt: new Date().toISOString(),
      url: `${options.url}/bien/${options.bienId}`,
      chromium: browser.version(),
      runs: options.runs,
      conditions:
        'headless Chromium, 1280×900, loopback without throttling, fresh context and cache cleared and disabled per run',
      split:
        'remote = /mf/property-page/…; shell = the rest; shared = files the owning build lists under `shared` in its mf-manifest.json',
      contentEncodings: encodings,
      note: serverGzips
        ? 'The server compresses: "transferredBytes" are gzip bytes on the wire (Chromium sent Accept-Encoding: ' +
          'gzip; scripts under 1 KB go uncompressed).'
        : `The server did not gzip ${uncompressed.length} script(s) over 1 KB (${encodings.join(', ')}): read "gzipBytes", ` +
          'computed with node:zlib (level 6) from each decoded script, beside "rawBytes".',
      median: {
        priceVisibleMs: median(runs.map((r) => r.priceVisibleMs)),
        scripts: median(runs.map((r) => r.scripts)),
        transferredBytes: medianOf('transferred'),
        gzipBytes: medianOf('gzip'),
        rawBytes: medianOf('raw'),
      },
      perRun: runs,
      scriptsOfLastRun: lastScripts.map(({ url, category, modules, encoding, transferred, gzip, raw }) => ({
        path: new URL(url).pathname,
        category,
        ...(modules ? { modules } : {}),
        encoding,
        transferred,
        gzip,
        raw,
      })),
    };
    writeJson(OUTPUT, result);

    const m = result.median;
    const line = (label, bytes) =>
      `  ${label.padEnd(8)} ${kB(bytes.total).padStart(9)}  (shell ${kB(bytes.shell)}, remote ${kB(bytes.remote)}, shared ${kB(bytes.shared)})`;
    console.log(`\nProperty page ${result.url}: medians of ${options.runs} cold loads`);
    console.log(`  price visible ${m.priceVisibleMs} ms after navigation start; ${m.scripts} scripts`);
    console.log(line('wire', m.transferredBytes));
    console.log(line('gzip', m.gzipBytes));
    console.log(line('raw', m.rawBytes));
    console.log(`  ${result.note}`);
    console.log(`  → ${OUTPUT}`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
