// Measures the photo upload throughput of the sale editor's route against a running server:
// 20 photos of 4 MB (made here with sharp) through POST /v2/sell/photos/upload-single/{bienId},
// two at a time like the editor's upload queue, as negociateur@demo.immo.
//
//   node scripts/measure-photo-upload.mjs [--base http://127.0.0.1:3000] [--count 20] [--mb 4]
//        [--concurrency 2] [--bien <id>] [--keep] [--browser] [--out bench-results/photo-upload.json]
//
// Two runs: the 4 MB originals sent as they are (what the server must bear at worst), then the same
// photos as the browser sends them after its canvas step (≤ 1920 px wide, JPEG quality 0.8).
// With --browser, a third run goes through the Photos tab itself in headless Chromium (the built
// shell and sale editor served by that server): the 20 originals are chosen in the file input and
// the clock stops when the last one shows its green check (canvas compression included).
// The uploaded photos are deleted afterwards unless --keep.
/* global fetch, Buffer, document */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  REPOSITORY_ROOT,
  firstOwnSale,
  flag,
  launchChromium,
  loadSharp,
  loginAsNegotiator,
  option,
  uploadPhoto,
  writeJson,
} from './support/measure-support.mjs';

const sharp = loadSharp();

const base = option('base', process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const count = Number(option('count', 20));
const targetBytes = Number(option('mb', 4)) * 1024 * 1024;
const concurrency = Number(option('concurrency', 2));
const keep = flag('keep');
const inBrowser = flag('browser');
const outFile = option('out', join(REPOSITORY_ROOT, 'bench-results', 'photo-upload.json'));
const EDITOR_MAX_WIDTH = 1920;
const EDITOR_QUALITY = 80;

const mb = (bytes) => bytes / (1024 * 1024);
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * A 12-megapixel photo-like JPEG (4032 × 3024, as a phone takes them): a smooth scene plus grain.
 * The grain is tuned once (on the first photo) so that the files weigh about the target.
 */
async function encodePhoto(seed, grain) {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const noise = Buffer.alloc(width * 3 * 64);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(random() * 256);
  for (let y = 0; y < height; y++) {
    const row = y * width * 3;
    const noiseRow = ((y + seed * 13) % 64) * width * 3;
    const sky = y < height * 0.55;
    for (let x = 0; x < width; x++) {
      const i = row + x * 3;
      const r = sky ? 110 + (y / height) * 120 : 90 + ((x + seed * 37) % 400) / 8;
      const g = sky ? 160 + (y / height) * 70 : 120 + (y / height) * 40;
      const b = sky ? 230 : 60;
      const n = noiseRow + x * 3;
      pixels[i] = Math.max(0, Math.min(255, r + (noise[n] - 128) * grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g + (noise[n + 1] - 128) * grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b + (noise[n + 2] - 128) * grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function grainFor(bytes) {
  let low = 0;
  let high = 1;
  let grain = 0.5;
  for (let i = 0; i < 10; i++) {
    const size = (await encodePhoto(1, grain)).length;
    if (Math.abs(size - bytes) / bytes < 0.02) break;
    if (size < bytes) low = grain;
    else high = grain;
    grain = (low + high) / 2;
  }
  return grain;
}

/** What the editor's canvas step does before sending: ≤ 1920 px wide, JPEG quality 0.8. */
const asTheBrowserSendsIt = (jpeg) =>
  sharp(jpeg)
    .resize({ width: EDITOR_MAX_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: EDITOR_QUALITY })
    .toBuffer();

/** The editor's queue: `concurrency` uploads in flight, in order. */
async function run(label, cookie, bienId, photos, startPriority) {
  const latencies = [];
  const ids = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < photos.length) {
      const index = next++;
      const { id, ms } = await uploadPhoto(
        base,
        cookie,
        bienId,
        photos[index],
        `mesure-${index + 1}.jpg`,
        startPriority + index,
      );
      latencies.push(ms);
      ids.push(id);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const totalBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  latencies.sort((a, b) => a - b);
  const result = {
    label,
    photos: photos.length,
    concurrency,
    averagePhotoMB: round(mb(totalBytes / photos.length)),
    totalMB: round(mb(totalBytes)),
    seconds: round(seconds),
    photosPerSecond: round(photos.length / seconds),
    megabytesPerSecond: round(mb(totalBytes) / seconds),
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      max: Math.round(latencies.at(-1)),
    },
  };
  console.log(
    `${label}: ${result.photos} photos of ${result.averagePhotoMB} MB in ${result.seconds} s — ` +
      `${result.photosPerSecond} photos/s, ${result.megabytesPerSecond} MB/s, ` +
      `latency p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms`,
  );
  return { result, ids };
}

const token = await loginAsNegotiator(base);
const cookie = `BEARER=${token}`;
const bienId = Number(option('bien', 0)) || (await firstOwnSale(base, cookie));
console.log(
  `server ${base}, sale ${bienId}, ${count} photos of ${mb(targetBytes)} MB, ${concurrency} at a time`,
);

const generationStarted = performance.now();
const grain = await grainFor(targetBytes);
const originals = [];
for (let i = 0; i < count; i++) originals.push(await encodePhoto(i + 1, grain));
const compressed = await Promise.all(originals.map(asTheBrowserSendsIt));
console.log(
  `made ${count} JPEGs (4032×3024, ${round(mb(originals.reduce((s, p) => s + p.length, 0) / count))} MB each; ` +
    `${round(mb(compressed.reduce((s, p) => s + p.length, 0) / count))} MB after the browser's step) in ` +
    `${round((performance.now() - generationStarted) / 1000, 1)} s`,
);

/** The same originals through the Photos tab in Chromium: choose, compress, upload, green checks. */
async function browserRun(token, bienId, photos) {
  const folder = mkdtempSync(join(tmpdir(), 'photo-upload-'));
  const files = photos.map((photo, index) => {
    const file = join(folder, `mesure-navigateur-${index + 1}.jpg`);
    writeFileSync(file, photo);
    return file;
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'BEARER', value: token, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/espace-negociateur/bien/${bienId}/informations?onglet=photos`);
    await page.waitForSelector('[data-testid="photos-dropzone"]', { timeout: 30_000 });
    await page.waitForTimeout(1000);
    const before = await page.locator('[data-testid="photo-item"]').count();
    const started = performance.now();
    await page.setInputFiles('[data-testid="photos-input"]', files);
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('[data-testid="photo-item"][data-state="uploaded"]').length >= expected,
      before + photos.length,
      { timeout: 600_000, polling: 50 },
    );
    const seconds = (performance.now() - started) / 1000;
    const ids = await page.$$eval('[data-testid="photo-item"]', (items) =>
      items.map((item) => Number(item.getAttribute('data-photo-id'))),
    );
    const totalBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
    const result = {
      label: 'through the Photos tab in Chromium (compression included)',
      photos: photos.length,
      concurrency: 2,
      averagePhotoMB: round(mb(totalBytes / photos.length)),
      totalMB: round(mb(totalBytes)),
      seconds: round(seconds),
      photosPerSecond: round(photos.length / seconds),
      megabytesPerSecond: round(mb(totalBytes) / seconds),
    };
    console.log(
      `${result.label}: ${result.photos} photos of ${result.averagePhotoMB} MB in ${result.seconds} s — ` +
        `${result.photosPerSecond} photos/s, ${result.megabytesPerSecond} MB/s of originals`,
    );
    return { result, ids: ids.slice(before) };
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Each run starts from the sale as it was: its photos leave before the next run (unless --keep). */
async function cleanUp(ids) {
  if (keep) return;
  for (const id of ids) {
    await fetch(`${base}/v2/sell/photos/delete/${id}`, {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: base },
    });
  }
}

const runs = [];
const existing = (await fetch(`${base}/v2/sell/photos/get-photos-bien/${bienId}`).then((r) => r.json())).data
  .images.length;
for (const [label, photos] of [
  ['4 MB originals', originals],
  ["after the browser's compression", compressed],
]) {
  const measured = await run(label, cookie, bienId, photos, existing);
  await cleanUp(measured.ids);
  runs.push(measured);
}
if (inBrowser) {
  const measured = await browserRun(token, bienId, originals);
  await cleanUp(measured.ids);
  runs.push(measured);
}
if (!keep) console.log(`deleted the ${runs.flatMap((r) => r.ids).length} photos uploaded`);

writeJson(outFile, { measuredAt: new Date().toISOString(), base, bienId, runs: runs.map((r) => r.result) });
console.log(`written to ${outFile}`);
