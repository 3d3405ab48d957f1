// Everything the embedded geocoder searches, in the compact form of commune-tables.ts and
// place-name-index.ts, and where it is built: in a child process, so that the serving process never
// holds the packages' parsed JSON (nor the memory that parse leaves behind).
import { fork } from 'node:child_process';
import { buildCommuneTables, type CommuneTables } from './commune-tables.js';
import { loadFrenchCommunes, type FrenchCommunesLoad } from './french-communes.js';
import { buildPlaceNameTables, type PlaceNameTables } from './place-name-index.js';

export interface CommuneStats {
  communes: number;
  unlocated: number;
  bySource: FrenchCommunesLoad['bySource'];
  loadMs: number;
}

export interface CommuneData {
  communes: CommuneTables;
  names: PlaceNameTables;
  stats: CommuneStats;
}

/** Reads the packages and packs them (in the calling thread). Entries are numbered by population, then INSEE code. */
export async function buildCommuneData(): Promise<CommuneData> {
  const load = await loadFrenchCommunes();
  const records = [...load.communes].sort(
    (a, b) => b.population - a.population || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  return {
    communes: buildCommuneTables(records),
    names: buildPlaceNameTables(records.map((record) => record.name)),
    stats: {
      communes: records.length,
      unlocated: load.unlocated,
      bySource: load.bySource,
      loadMs: load.loadMs,
    },
  };
}

/** The child's module beside this one: `.ts` when run from the sources (tsx), `.js` once built. */
const CHILD_URL = new URL(
  `./communes-process${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`,
  import.meta.url,
);

/** The flags that make modules load (tsx from the sources); not a debugger's or a profiler's. */
const LOADER_FLAGS = new Set([
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
]);

function loaderFlags(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < execArgv.length; at += 1) {
    const flag = execArgv[at]!;
    if (LOADER_FLAGS.has(flag) && at + 1 < execArgv.length) kept.push(flag, execArgv[++at]!);
    else if (LOADER_FLAGS.has(flag.split('=')[0]!)) kept.push(flag);
  }
  return kept;
}

/** buildCommuneData in a child process; its typed arrays come back through V8's serialisation. */
export function loadCommuneData(): Promise<CommuneData> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD_URL, {
      execArgv: loaderFlags(process.execArgv),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let data: CommuneData | null = null;
    child.once('message', (message: CommuneData) => (data = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (data) resolve(data);
      else
        reject(
          new Error(`The communes process stopped (${signal ?? `exit code ${code}`}) without an answer`),
        );
    });
  });
}
