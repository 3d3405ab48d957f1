// What the measurement scripts (scripts/measure-*.mjs) share: their command line, the demo negotiator's
// session, sale and photo upload through the API, headless Chromium as they measure in it, the median
// and the result file (the server they measure: demo-server.mjs). Plain ESM, as the scripts run with node alone: nothing here may come from the
// TypeScript sources (hence the demo account and the Chromium flags written out again).
/* global fetch, FormData, Blob -- Node's */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPOSITORY_ROOT } from './demo-server.mjs';

export { REPOSITORY_ROOT };

// ——— Command line ———

const args = process.argv.slice(2);

/** The word after `--name` on the command line, else the fallback. */
export function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
}

/** Whether `--name` is on the command line. */
export const flag = (name) => args.includes(`--${name}`);

/** sharp as the API's workspace installs it (the scripts have no dependencies of their own). */
export const loadSharp = () => createRequire(join(REPOSITORY_ROOT, 'hosts/api/package.json'))('sharp');

// ——— The demo negotiator, through the API ———

/** Logs in as the demo seed's negotiator; returns the token the BEARER cookie carries. */
export async function loginAsNegotiator(base) {
  const response = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'negociateur@demo.immo', password: 'Demo-2026!' }),
  });
  if (!response.ok) throw new Error(`login failed: HTTP ${response.status}`);
  const { token } = await response.json();
  return token;
}

export async function firstOwnSale(base, cookie) {
  const response = await fetch(`${base}/ajax/biens/list`, { headers: { Cookie: cookie } });
  if (!response.ok) throw new Error(`sales list failed: HTTP ${response.status}`);
  const { items } = await response.json();
  if (!items?.length) throw new Error('the negotiator has no sale');
  return items[0].bienId;
}

/**
 * One photo through the sale editor's upload route; returns its id and how long the request took
 * (from sending the built form to its answer read).
 */
export async function uploadPhoto(base, cookie, bienId, bytes, name, priority) {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
  body.append('fileName', name);
  body.append('priority', String(priority));
  const started = performance.now();
  const response = await fetch(`${base}/v2/sell/photos/upload-single/${bienId}`, {
    method: 'POST',
    // Same-origin, as the browser sends it (the API refuses cross-origin writes).
    headers: { Cookie: cookie, Origin: base },
    body,
  });
  const answer = await response.json().catch(() => null);
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`upload ${name}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return { id: answer.id, ms };
}

// ——— Headless Chromium ———

// The flags of the browser journeys too (test/e2e/support/browser.ts, less their timer ones).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's /usr/bin/chromium, or CHROMIUM_PATH; playwright-core loaded only by the scripts that use it. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A page in a fresh context, 1280 × 900 in French, with the browser cache cleared and disabled: each
 * load is a cold one. It asks for gzip only, so the bytes on the wire are the server's gzip — the
 * encoding every browser and proxy speaks.
 */
export async function openColdPage(browser, cookies = []) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
  });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}

// ——— Figures ———

/** The finite values, smallest first. */
export const sortedFinite = (values) => values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);

/** The median of the finite values (the rounded mean of the middle two for an even count); null if none. */
export function median(values) {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** The result file (bench-results/ by default), its folder made if need be. */
export function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
