#!/usr/bin/env node
// Measures the API's resident memory while files travel: 8 clients each uploading a 20 MB PDF at
// once (POST /v2/sell/documents/upload/{bienId}, as the demo negotiator), then 50 clients
// downloading one 20 MB document at once (GET /download/media/{id}). Two trees in the same run,
// one after the other on the same machine: the base (`--before-rev`, main by default, taken out
// with git archive into a temporary folder beside a hard-linked node_modules) and this working
// tree. Each runs its own server (demo data, fresh data folder, local file storage); its RSS is
// read from /proc every 20 ms. Written to bench-results/upload-memory.json.
//
//   node scripts/measure-upload-memory.mjs [--before-rev main] [--uploads 8] [--waves 2]
//        [--downloads 50] [--mb 20] [--rounds 1] [--out bench-results/upload-memory.json]
//
// Figures: the server's RSS at rest before each phase (median over 2 s), its peak during the
// phase, and the peak's rise over rest. The machine's load average is recorded with them: with
// other work on the cores, durations are not comparable between runs, memory mostly is.
/* global fetch, FormData, Blob, Buffer, AbortSignal, setInterval, clearInterval, setTimeout -- Node's */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import {
  REPOSITORY_ROOT,
  firstOwnSale,
  loginAsNegotiator,
  median,
  option,
  writeJson,
} from './support/measure-support.mjs';
import { checkOutRevision, git, startDemoServer } from './support/demo-server.mjs';

const beforeRev = option('before-rev', 'main');
const uploads = Number(option('uploads', 8));
const waves = Number(option('waves', 2));
const downloads = Number(option('downloads', 50));
const fileBytes = Number(option('mb', 20)) * 1_000_000;
const rounds = Number(option('rounds', 1));
const outFile = option('out', join(REPOSITORY_ROOT, 'bench-results', 'upload-memory.json'));
/** Every request has a deadline: a server that stops answering fails the run instead of hanging it. */
const REQUEST_TIMEOUT_MS = 300_000;

const MiB = 1024 * 1024;
const mib = (bytes) => Math.round(bytes / MiB);
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A PDF by its header, random (incompressible) after it: what the upload route takes as a document. */
function aPdfOf(size) {
  const bytes = randomBytes(size);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}

/** The server's resident memory now, in bytes (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

/** Samples the server's RSS every 20 ms until stop(): the peak and every sample. */
function sampleRss(pid) {
  const samples = [rssOf(pid)];
  const timer = setInterval(() => samples.push(rssOf(pid)), 20);
  return {
    stop() {
      clearInterval(timer);
      samples.push(rssOf(pid));
      return { peak: Math.max(...samples), samples };
    },
  };
}

async function restingRss(pid) {
  const sampler = sampleRss(pid);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return median(sampler.stop().samples);
}

async function uploadDocument(base, cookie, bienId, pdf, name) {
  const body = new FormData();
  body.append('file', new Blob([pdf], { type: 'application/pdf' }), name);
  body.append('nom', name);
  body.append('acces', 'true');
  const response = await fetch(`${base}/v2/sell/documents/upload/${bienId}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: base },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const answer = await response.json().catch(() => null);
  if (response.status !== 201)
    throw new Error(`upload ${name}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer.id;
}

/** Reads a download to its end without keeping it; its length. */
async function download(base, documentId) {
  const response = await fetch(`${base}/download/media/${documentId}`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`download ${documentId}: HTTP ${response.status}`);
  let length = 0;
  for await (const chunk of response.body) length += chunk.length;
  return length;
}

async function phase(pid, label, work) {
  const rest = await restingRss(pid);
  const load = loadavg()[0];
  const sampler = sampleRss(pid);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const { peak } = sampler.stop();
  const result = {
    restMiB: mib(rest),
    peakMiB: mib(peak),
    riseMiB: mib(peak - rest),
    seconds: round(seconds),
    loadAverage: round(load, 2),
  };
  console.log(
    `  ${label}: RSS at rest ${result.restMiB} MiB, peak ${result.peakMiB} MiB (+${result.riseMiB} MiB), ` +
      `${result.seconds} s, load average ${result.loadAverage}`,
  );
  return result;
}

async function measureTree(label, root) {
  console.log(`› ${label}: starting the API with the demo data (${root})`);
  const server = await startDemoServer({ root, env: { WEB_ROOT: '' } });
  try {
    const token = await loginAsNegotiator(server.url);
    const cookie = `BEARER=${token}`;
    const bienId = await firstOwnSale(server.url, cookie);
    const pdf = aPdfOf(fileBytes);
    const ids = [];
    const uploading = await phase(
      server.pid,
      `${uploads} × ${waves} uploads of ${fileBytes / 1e6} MB`,
      async () => {
        for (let wave = 0; wave < waves; wave += 1) {
          const batch = Array.from({ length: uploads }, (_, index) =>
            uploadDocument(server.url, cookie, bienId, pdf, `mesure-${wave}-${index}.pdf`),
          );
          ids.push(...(await Promise.all(batch)));
        }
      },
    );
    const downloading = await phase(
      server.pid,
      `${downloads} parallel downloads of ${fileBytes / 1e6} MB`,
      async () => {
        const lengths = await Promise.all(
          Array.from({ length: downloads }, () => download(server.url, ids[0])),
        );
        const short = lengths.filter((length) => length !== fileBytes);
        if (short.length) throw new Error(`${short.length} downloads were not ${fileBytes} bytes`);
      },
    );
    return { uploads: uploading, downloads: downloading };
  } finally {
    await server.stop();
  }
}

const before = { rev: beforeRev, commit: git('rev-parse', '--short', beforeRev) };
const after = {
  rev: 'working tree',
  commit: git('rev-parse', '--short', 'HEAD'),
  uncommitted: git('status', '--porcelain').length > 0,
};
const beforeTree = checkOutRevision(beforeRev);
const runs = [];
try {
  for (let round_ = 1; round_ <= rounds; round_ += 1) {
    if (rounds > 1) console.log(`— round ${round_} of ${rounds}`);
    runs.push({
      before: await measureTree(`before (${before.rev} ${before.commit})`, beforeTree.root),
      after: await measureTree(
        `after (${after.commit}${after.uncommitted ? ' + changes' : ''})`,
        REPOSITORY_ROOT,
      ),
    });
  }
} finally {
  beforeTree.remove();
}

writeJson(outFile, {
  measuredAt: new Date().toISOString(),
  node: process.version,
  cores: cpus().length,
  settings: { uploads, waves, downloads, fileBytes },
  before,
  after,
  runs,
});
console.log(`› written to ${outFile}`);
