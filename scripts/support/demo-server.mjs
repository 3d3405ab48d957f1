// The one way the measurement scripts (scripts/measure-*.mjs) start a server: the API of a tree, run
// from its sources as `npm start` runs it, with the demo data on a fresh data folder and a free port;
// and a base tree to compare with (a git revision taken out beside a hard-linked node_modules).
// Plain ESM with Node built-ins only, as the scripts run with node alone.
/* global setTimeout, clearTimeout, fetch, URL -- Node's */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What the API prints once it listens (hosts/api/src/main.ts). */
const STARTED = 'Plateforme démarrée';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The API of the tree at `root` (this one by default) with the demo data; `env` adds to its
 * environment (WEB_ROOT: '' serves the API alone). Its process id is `pid` (tsx runs in that process:
 * its memory is the server's); stop() ends it and removes the data folder.
 */
export async function startDemoServer({ root = REPOSITORY_ROOT, env = {}, timeoutMs = 300_000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-measure-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'hosts/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    await new Promise((resolveStart, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server not up after ${timeoutMs / 1000} s:\n${output}`)),
        timeoutMs,
      );
      const read = (chunk) => {
        output += chunk;
        if (output.includes(STARTED)) {
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
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  child.removeAllListeners('exit');
  // Past the start, its output is not read: drained so a chatty server never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = new Promise((r) => setTimeout(r, 15_000, 'timeout'));
      if ((await Promise.race([exited, timer])) === 'timeout') child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `git …` in this repository, its output trimmed. */
export const git = (...args) => execFileSync('git', args, { cwd: REPOSITORY_ROOT, encoding: 'utf8' }).trim();

/**
 * A revision's tree in a temporary folder, runnable: its files from git, this tree's node_modules
 * hard-linked beside them (the root's and each workspace's). remove() deletes it.
 */
export function checkOutRevision(rev) {
  const folder = mkdtempSync(join(tmpdir(), 'immo-before-'));
  execSync(`git archive ${JSON.stringify(rev)} | tar -x -C ${JSON.stringify(folder)}`, {
    cwd: REPOSITORY_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Workspace links in node_modules are relative (../../core): they point into the copy.
  for (const modules of nodeModulesFolders()) {
    const target = join(folder, modules);
    if (existsSync(dirname(target)) && !existsSync(target))
      execFileSync('cp', ['-al', join(REPOSITORY_ROOT, modules), target]);
  }
  return { root: folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** node_modules of the root and of each workspace package that has its own, relative to the root. */
function nodeModulesFolders() {
  const folders = ['node_modules'];
  for (const group of ['core', 'shell', 'adapters', 'hosts', 'microfrontends']) {
    const top = join(REPOSITORY_ROOT, group);
    if (!existsSync(top)) continue;
    if (existsSync(join(top, 'node_modules'))) folders.push(join(group, 'node_modules'));
    for (const entry of readdirSync(top, { withFileTypes: true }))
      if (entry.isDirectory() && existsSync(join(top, entry.name, 'node_modules')))
        folders.push(join(group, entry.name, 'node_modules'));
  }
  return folders;
}

/**
 * The tree a `--baseline` names, ready to serve the built site: a folder (a checkout already installed
 * and built with `npm run build:web`) is taken as it is; a git revision is taken out (checkOutRevision)
 * and its screens built there, which takes the minutes of a build. remove() deletes what was made.
 */
export function baselineTree(folderOrRevision) {
  if (existsSync(folderOrRevision)) {
    const root = resolve(folderOrRevision);
    if (!existsSync(join(root, 'shell/dist/index.html')))
      throw new Error(`${root} has no built shell: run npm run build:web there first`);
    return {
      root,
      label: `${folderOrRevision} (${gitIn(root, 'rev-parse', '--short', 'HEAD')})`,
      remove() {},
    };
  }
  const commit = git('rev-parse', '--short', folderOrRevision);
  const tree = checkOutRevision(folderOrRevision);
  console.log(`› Building ${folderOrRevision} (${commit}) in ${tree.root} (npm run build:web)…`);
  execSync('npm run build:web', { cwd: tree.root, stdio: ['ignore', 'ignore', 'inherit'] });
  return { ...tree, label: `${folderOrRevision} (${commit})` };
}

function gitIn(root, ...args) {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'not a git checkout';
  }
}

/**
 * Asks once for every picture the pages' server-written HTML names. The demo seed leaves the photos'
 * renditions to be made by their first request (hosts/api/src/seed/index.ts), where an upload has them
 * made at once: without this, the first measured load pays a resize of its largest picture — and its
 * LCP, the rest of its scripts with it (Lighthouse simulates every request that ended before the LCP
 * it observed).
 */
export async function warmPictures(base, paths) {
  const pictures = new Set();
  for (const path of paths) {
    const html = await (await fetch(new URL(path, base))).text();
    for (const [, url] of html.matchAll(/(?:src|href)="(\/media\/photos\/[^"]+)"/g))
      pictures.add(url.replace(/&amp;/g, '&'));
  }
  await Promise.all([...pictures].map((url) => fetch(new URL(url, base)).then((r) => r.arrayBuffer())));
  return pictures.size;
}

/**
 * The trees a measurement compares, their servers started with the demo data and their pictures
 * warmed: a baseline's (a built folder or a git revision) when given, then this one's. stop() ends them.
 */
export async function startComparedTrees(baselineArgument, paths) {
  const baseline = baselineArgument ? baselineTree(baselineArgument) : null;
  const started = [];
  const trees = [];
  const stop = async () => {
    for (const server of started) await server.stop();
    baseline?.remove();
  };
  try {
    if (baseline) {
      started.push(await startDemoServer({ root: baseline.root }));
      trees.push({ name: 'baseline', url: started.at(-1).url });
    }
    started.push(await startDemoServer());
    trees.push({ name: 'current', url: started.at(-1).url });
    for (const tree of trees) await warmPictures(tree.url, paths);
  } catch (error) {
    await stop();
    throw error;
  }
  return { trees, stop };
}

/**
 * Each page `runCount` times, the trees alternating page by page (a change of the machine's load weighs
 * on both alike): `measure(tree, page, run)`'s results by tree name and page.
 */
export async function alternate(trees, pageNames, runCount, measure) {
  const runs = Object.fromEntries(
    trees.map((t) => [t.name, Object.fromEntries(pageNames.map((p) => [p, []]))]),
  );
  for (let run = 1; run <= runCount; run += 1)
    for (const page of pageNames)
      for (const tree of trees) runs[tree.name][page].push(await measure(tree, page, run));
  return runs;
}

/** `alternate`'s results summed up page by page: `summarize(results)` by tree name and page. */
export const summarizeRuns = (runs, summarize) =>
  Object.fromEntries(
    Object.entries(runs).map(([tree, pages]) => [
      tree,
      Object.fromEntries(Object.entries(pages).map(([page, results]) => [page, summarize(results)])),
    ]),
  );
