#!/usr/bin/env node
// Measures how long the negotiator's sale form takes to open on a sale with 30 photos, in headless
// Chromium against a running all-in-one server, as negociateur@demo.immo. The sale is brought to 30
// photos first (1920 × 1280 JPEGs made here with sharp, sent through the editor's upload route) and
// the photos added are deleted at the end unless --keep.
//
//   node scripts/measure-sale-form.mjs [--base http://127.0.0.1:3000] [--bien <id>] [--runs 5]
//        [--photos 30] [--keep] [--out bench-results/sale-form-open.json]
//        [--screenshot screenshots/measure/sale-form-30-photos.png]
//
// Each run opens /espace-negociateur/bien/{id}/informations twice, each time in a fresh context (empty
// cache, cache disabled): ?onglet=photos, then ?onglet=general as the baseline. Milestones are taken in
// the page's own clock (performance.now(), 0 = navigation start) by a MutationObserver and a capturing
// load listener installed before the page's scripts:
//   formReadyMs     the form is shown on the asked tab with the sale loaded (General: input[name=nom]
//                   filled; Photos: the drop zone shown — the form only renders once GET /v2/sell/{id}
//                   has answered);
//   photoItemsMs    the 30 [data-testid=photo-item] are in the page;
//   firstPhotoMs    the first of their <img> has loaded;
//   photosLoadedMs  every photo of the first screen (its card within the viewport) is complete with a
//                   naturalWidth — the cards load their thumbnails lazily, the others when scrolled to.
// Bytes are response bodies as transferred (Chromium asked for gzip only, as property-page does),
// split into JavaScript, images and the rest. The server prepares the renditions of each uploaded photo
// after its upload, one photo at a time: run 1 of the Photos tab may come while it still works on the
// last ones (those are then made on request) — read the medians, and run 1 in perRun.
/* global fetch, Buffer -- Node's */
/* global window, document, performance, MutationObserver, URL -- in the page */
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
  REPOSITORY_ROOT,
  firstOwnSale,
  flag,
  launchChromium,
  loadSharp,
  loginAsNegotiator,
  median,
  openColdPage,
  option,
  sortedFinite,
  uploadPhoto,
  writeJson,
} from './support/measure-support.mjs';

const sharp = loadSharp();
const PHOTO_WIDTH = 1920;
const PHOTO_HEIGHT = 1280;
const MILESTONE_TIMEOUT_MS = 60_000;

const base = option('base', process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runCount = Number(option('runs', 5));
const photoTarget = Number(option('photos', 30));
const keep = flag('keep');
const outFile = resolve(option('out', join(REPOSITORY_ROOT, 'bench-results', 'sale-form-open.json')));
const screenshotFile = resolve(
  option('screenshot', join(REPOSITORY_ROOT, 'screenshots', 'measure', 'sale-form-30-photos.png')),
);

const MILESTONES = ['formReadyMs', 'photoItemsMs', 'firstPhotoMs', 'photosLoadedMs'];
const BYTE_KINDS = ['js', 'images', 'other', 'total'];

const round = (value) => (value === null || value === undefined ? null : Math.round(value));
const kB = (bytes) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(0)} kB`);
const spread = (values) => {
  const sorted = sortedFinite(values);
  return { median: median(sorted), min: sorted[0] ?? null, max: sorted.at(-1) ?? null };
};

// ——— The sale and its photos, through the API ———

async function photoIdsOf(bienId) {
  const response = await fetch(`${base}/v2/sell/photos/get-photos-bien/${bienId}`);
  if (!response.ok) throw new Error(`photos of sale ${bienId}: HTTP ${response.status}`);
  return (await response.json()).data.images.map((image) => image.id);
}

/**
 * A photo-like 1920 × 1280 JPEG (what the editor sends after its canvas step): sky, a façade with
 * windows and a roof, a lawn, and sensor grain — the grain gives the file a real photo's weight
 * (a few hundred kB) and the decoder a real photo's work.
 */
async function encodePhoto(seed) {
  let state = (seed * 2654435761) & 0x7fffffff;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const width = PHOTO_WIDTH;
  const height = PHOTO_HEIGHT;
  const horizon = Math.round(height * (0.55 + random() * 0.1));
  const left = Math.round(width * (0.1 + random() * 0.25));
  const right = Math.round(left + width * (0.4 + random() * 0.2));
  const wallTop = Math.round(horizon - height * (0.28 + random() * 0.08));
  const roofHeight = Math.round(height * (0.08 + random() * 0.06));
  const wall = [190 + random() * 50, 170 + random() * 40, 130 + random() * 50];
  const roof = [100 + random() * 60, 60 + random() * 30, 50 + random() * 20];
  const grain = 22;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let color;
      const inFacade = x >= left && x < right;
      const roofInset = ((wallTop - y) / roofHeight) * (right - left) * 0.15;
      if (inFacade && y >= wallTop && y < horizon) {
        // Windows on a 140 × 130 grid, a little shade towards the ground.
        const wx = (x - left) % 140;
        const wy = (y - wallTop) % 130;
        const shade = 1 - ((y - wallTop) / (horizon - wallTop)) * 0.15;
        color =
          wx > 40 && wx < 100 && wy > 30 && wy < 110
            ? [60 + wy * 0.3, 80 + wy * 0.3, 100 + wx * 0.2]
            : wall.map((c) => c * shade);
      } else if (y >= wallTop - roofHeight && y < wallTop && x >= left + roofInset && x < right - roofInset) {
        color = roof;
      } else if (y < horizon) {
        const t = y / horizon;
        color = [110 + t * 110, 160 + t * 70, 235 - t * 20];
      } else {
        const t = (y - horizon) / (height - horizon);
        const stripe = (x + y * 0.3) % 90 < 45 ? 8 : -8;
        color = [70 + t * 30 + stripe, 120 + t * 40 + stripe, 50 + t * 10];
      }
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const noise = (random() + random() - 1) * grain;
        pixels[i + c] = Math.max(0, Math.min(255, color[c] + noise));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function deletePhotos(cookie, ids) {
  for (const id of ids) {
    const response = await fetch(`${base}/v2/sell/photos/delete/${id}`, {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: base },
    });
    if (!response.ok) console.warn(`  could not delete photo ${id}: HTTP ${response.status}`);
  }
}

/** Uploads what the sale lacks to hold `target` photos; returns the ids added and the sizes sent. */
async function fillSale(cookie, bienId, target, added) {
  const existing = (await photoIdsOf(bienId)).length;
  const sizes = [];
  for (let index = existing; index < target; index++) {
    const jpeg = await encodePhoto(index + 1);
    sizes.push(jpeg.length);
    const { id } = await uploadPhoto(base, cookie, bienId, jpeg, `mesure-formulaire-${index + 1}.jpg`, index);
    added.push(id);
  }
  return { existing, sizes };
}

// ——— In the page ———

/**
 * Installed before the page's scripts: records each milestone in window.__saleFormMilestones at the
 * first DOM change or image load that meets it, so the times are the page's, not Node's polling.
 */
function watchMilestones({ onglet, expectedPhotos }) {
  const times = {};
  window.__saleFormMilestones = times;
  const shown = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const formReady = () => {
    const form = document.querySelector('[data-testid="sale-form"]');
    const tab = document.querySelector(`[data-testid="tab-${onglet}"]`);
    const panel = document.querySelector(`[data-testid="panel-${onglet}"]`);
    if (!shown(form) || tab?.getAttribute('aria-selected') !== 'true' || !panel || panel.hidden) return false;
    if (onglet === 'general') return (panel.querySelector('input[name="nom"]')?.value ?? '').trim() !== '';
    return shown(panel.querySelector('[data-testid="photos-dropzone"]'));
  };
  const check = () => {
    const now = performance.now();
    if (times.formReadyMs === undefined && formReady()) times.formReadyMs = now;
    if (expectedPhotos > 0) {
      const items = document.querySelectorAll('[data-testid="photo-item"]');
      const isLoaded = (img) => Boolean(img && img.complete && img.naturalWidth > 0);
      const inFirstScreen = (item) => item.getBoundingClientRect().top < window.innerHeight;
      const firstScreen = [...items].filter(inFirstScreen).map((item) => item.querySelector('img'));
      const anyLoaded = [...items].some((item) => isLoaded(item.querySelector('img')));
      if (times.photoItemsMs === undefined && items.length >= expectedPhotos) times.photoItemsMs = now;
      if (times.firstPhotoMs === undefined && anyLoaded) times.firstPhotoMs = now;
      if (
        times.photosLoadedMs === undefined &&
        items.length >= expectedPhotos &&
        firstScreen.length > 0 &&
        firstScreen.every(isLoaded)
      )
        times.photosLoadedMs = now;
    }
    const done =
      times.formReadyMs !== undefined && (expectedPhotos === 0 || times.photosLoadedMs !== undefined);
    if (done) {
      observer.disconnect();
      document.removeEventListener('load', check, true);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  // Image loads change no DOM: a capturing listener on the document hears every <img> load.
  document.addEventListener('load', check, true);
}

/** One cold open of the sale form on a tab: milestones, bytes, the API calls' timings, errors. */
async function openOnce(browser, token, bienId, onglet, expectedPhotos, screenshot) {
  const { context, page } = await openColdPage(browser, [{ name: 'BEARER', value: token, url: base }]);
  await page.addInitScript(watchMilestones, { onglet, expectedPhotos });

  const finished = [];
  const problems = [];
  page.on('requestfinished', (request) =>
    finished.push(
      request
        .sizes()
        .then((sizes) => ({ type: request.resourceType(), body: sizes.responseBodySize }))
        .catch(() => ({ type: request.resourceType(), body: 0 })),
    ),
  );
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    // "Failed to load resource" names no URL in its text: its location does.
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  const url = `${base}/espace-negociateur/bien/${bienId}/informations?onglet=${onglet}`;
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      (photos) => {
        const times = window.__saleFormMilestones ?? {};
        return times.formReadyMs !== undefined && (photos === 0 || times.photosLoadedMs !== undefined);
      },
      expectedPhotos,
      { timeout: MILESTONE_TIMEOUT_MS, polling: 100 },
    );
  } catch (error) {
    const failureShot = join(dirname(screenshotFile), `sale-form-${onglet}-failure.png`);
    mkdirSync(dirname(failureShot), { recursive: true });
    await page.screenshot({ path: failureShot, fullPage: true }).catch(() => undefined);
    const reached = await page.evaluate(() => window.__saleFormMilestones).catch(() => null);
    await context.close();
    throw new Error(
      `${onglet} tab: milestones not reached (${JSON.stringify(reached)}); see ${failureShot}\n` +
        `${problems.join('\n')}\n${error.message}`,
    );
  }
  // What the page still fetches after the last milestone belongs to its opening too.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

  const milestones = await page.evaluate(() => window.__saleFormMilestones);
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    return {
      domContentLoadedMs: navigation?.domContentLoadedEventEnd,
      loadMs: navigation?.loadEventEnd,
      api: resources
        .filter((entry) => entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest')
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          startMs: Math.round(entry.startTime),
          endMs: Math.round(entry.responseEnd),
        })),
      slowest: resources
        .map((entry) => ({
          path: new URL(entry.name).pathname + new URL(entry.name).search,
          startMs: Math.round(entry.startTime),
          durationMs: Math.round(entry.duration),
        }))
        .sort((a, b) => b.durationMs - a.durationMs)
        .slice(0, 5),
    };
  });
  if (screenshot) {
    mkdirSync(dirname(screenshot), { recursive: true });
    await page.screenshot({ path: screenshot, fullPage: true });
  }
  const responses = await Promise.all(finished);
  await context.close();

  const bytes = { js: 0, images: 0, other: 0, total: 0 };
  for (const { type, body } of responses) {
    bytes[type === 'script' ? 'js' : type === 'image' ? 'images' : 'other'] += body;
    bytes.total += body;
  }
  return {
    formReadyMs: round(milestones.formReadyMs),
    photoItemsMs: round(milestones.photoItemsMs),
    firstPhotoMs: round(milestones.firstPhotoMs),
    photosLoadedMs: round(milestones.photosLoadedMs),
    domContentLoadedMs: round(timings.domContentLoadedMs),
    loadMs: round(timings.loadMs),
    requests: responses.length,
    imageRequests: responses.filter((r) => r.type === 'image').length,
    bytes,
    api: timings.api,
    slowest: timings.slowest,
    problems,
  };
}

function summaryOf(runs) {
  const summary = {};
  for (const key of [...MILESTONES, 'domContentLoadedMs', 'loadMs', 'requests', 'imageRequests'])
    summary[key] = spread(runs.map((run) => run[key]));
  summary.bytes = Object.fromEntries(
    BYTE_KINDS.map((kind) => [kind, median(runs.map((r) => r.bytes[kind]))]),
  );
  // The API calls' waterfall: when each starts and ends, ids folded so that runs line up.
  const calls = new Map();
  for (const { path, startMs, endMs } of runs.flatMap((run) => run.api)) {
    const key = path.replace(/\/\d+(?=\/|$)/g, '/{id}');
    calls.set(key, [...(calls.get(key) ?? []), { startMs, endMs }]);
  }
  summary.apiMedians = Object.fromEntries(
    [...calls].map(([path, times]) => [
      path,
      { startMs: median(times.map((t) => t.startMs)), endMs: median(times.map((t) => t.endMs)) },
    ]),
  );
  return summary;
}

const line = (label, { median: mid, min, max }) =>
  `    ${label.padEnd(15)} ${String(mid ?? '—').padStart(6)} ms   (min ${min ?? '—'}, max ${max ?? '—'})`;

// ——— Main ———

const token = await loginAsNegotiator(base);
const cookie = `BEARER=${token}`;
const bienId = Number(option('bien', 0)) || (await firstOwnSale(base, cookie));
const added = [];
let browser = null;
try {
  const { existing, sizes } = await fillSale(cookie, bienId, photoTarget, added);
  const photoCount = (await photoIdsOf(bienId)).length;
  const averageKB = sizes.length ? Math.round(sizes.reduce((s, n) => s + n, 0) / sizes.length / 1024) : null;
  console.log(
    `server ${base}, sale ${bienId}: ${photoCount} photos (${existing} already there, ${added.length} uploaded` +
      `${averageKB === null ? '' : `, ${PHOTO_WIDTH}×${PHOTO_HEIGHT} JPEGs of ~${averageKB} kB`}), ${runCount} cold runs`,
  );
  if (photoCount !== photoTarget)
    console.warn(`  the sale holds ${photoCount} photos, not ${photoTarget}: measuring with ${photoCount}`);

  browser = await launchChromium();
  const perTab = { photos: [], general: [] };
  for (let run = 1; run <= runCount; run++) {
    const shot = run === runCount ? screenshotFile : null;
    const photos = await openOnce(browser, token, bienId, 'photos', photoCount, shot);
    const general = await openOnce(browser, token, bienId, 'general', 0, null);
    perTab.photos.push(photos);
    perTab.general.push(general);
    console.log(
      `  run ${run}: photos tab ready ${photos.formReadyMs} ms, ${photoCount} items ${photos.photoItemsMs} ms, ` +
        `first screen loaded ${photos.photosLoadedMs} ms (${kB(photos.bytes.images)} images, ${kB(photos.bytes.js)} JS); ` +
        `general tab ready ${general.formReadyMs} ms (${kB(general.bytes.js)} JS)`,
    );
  }

  const photos = summaryOf(perTab.photos);
  const general = summaryOf(perTab.general);
  const ratio = (a, b) => (a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100);
  const problems = [...new Set(Object.values(perTab).flatMap((runs) => runs.flatMap((r) => r.problems)))];
  const result = {
    measuredAt: new Date().toISOString(),
    base,
    bienId,
    chromium: browser.version(),
    runs: runCount,
    photos: { count: photoCount, alreadyThere: existing, uploaded: added.length, averageUploadKB: averageKB },
    conditions:
      'headless Chromium, 1280×900, fr-FR, loopback without throttling, a fresh context with the cache ' +
      'cleared and disabled per open, Accept-Encoding: gzip; times from navigation start (page clock)',
    milestones: {
      formReadyMs:
        'sale form shown on the asked tab with the sale loaded (general: input[name=nom] filled; photos: drop zone shown)',
      photoItemsMs: `${photoCount} [data-testid=photo-item] in the page`,
      firstPhotoMs: 'the first photo <img> loaded',
      photosLoadedMs: `with ${photoCount} photo cards in the page, every <img> of the first screen complete`,
    },
    ratios: {
      photosFormReadyOverGeneral: ratio(photos.formReadyMs.median, general.formReadyMs.median),
      photosLoadedOverGeneralReady: ratio(photos.photosLoadedMs.median, general.formReadyMs.median),
    },
    tabs: {
      photos: { ...photos, perRun: perTab.photos },
      general: { ...general, perRun: perTab.general },
    },
    problems,
    ...(added.length
      ? {
          note:
            `Run 1 of the Photos tab came right after ${added.length} uploads: the server may still have been ` +
            'preparing the last renditions (one photo at a time), making any missing one on request.',
        }
      : {}),
    screenshot: relative(REPOSITORY_ROOT, screenshotFile),
  };
  writeJson(outFile, result);

  console.log(`\nSale form of sale ${bienId} with ${photoCount} photos: medians of ${runCount} cold opens`);
  for (const [label, summary] of [
    ['Photos tab', photos],
    ['General tab', general],
  ]) {
    console.log(`  ${label}`);
    for (const key of MILESTONES) if (summary[key].median !== null) console.log(line(key, summary[key]));
    const b = summary.bytes;
    console.log(
      `    bytes           ${kB(b.total)} (JS ${kB(b.js)}, images ${kB(b.images)}, other ${kB(b.other)}), ` +
        `${summary.requests.median} requests`,
    );
    const calls = Object.entries(summary.apiMedians).map(([path, t]) => `${path} ${t.startMs}→${t.endMs}`);
    console.log(`    API calls (ms)  ${calls.join(', ')}`);
  }
  console.log(
    `  ratios: photos-tab ready / general ready = ${result.ratios.photosFormReadyOverGeneral}, ` +
      `first-screen photos loaded / general ready = ${result.ratios.photosLoadedOverGeneralReady}`,
  );
  if (problems.length) console.log(`  seen in the page:\n    ${problems.join('\n    ')}`);
  if (result.note) console.log(`  ${result.note}`);
  console.log(`  screenshot ${result.screenshot}\n  → ${outFile}`);
} finally {
  await browser?.close();
  if (!keep && added.length) {
    await deletePhotos(cookie, added);
    console.log(`deleted the ${added.length} photos uploaded`);
  }
}
