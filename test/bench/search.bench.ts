// Search latency of the three SearchIndex engines — SQLite (the embedded default), MariaDB and
// Elasticsearch — on the same generated sales spread over real French communes (the embedded
// geocoder's data, weighted by population), at several sizes, with the same 200 random searches
// mixing radius, budget, types, status and sort. Every engine must give the same totals and first
// pages (checked); medians, p95 and ratios go to bench-results/search.json, with the query plans.
//
// Run (MariaDB at MYSQL_URL, Elasticsearch at ELASTICSEARCH_URL; an engine that is missing is skipped, loudly):
//   ELASTICSEARCH_URL=http://127.0.0.1:9200 npx tsx test/bench/search.bench.ts [--sizes 1000,10000,100000] [--million]
// --million adds Elasticsearch alone at 1 000 000 sales; --engines SQLite,MariaDB limits the engines.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type {
  GeoPoint,
  ListingStatus,
  PropertyTypeCode,
  SearchCriteria,
  SearchDocument,
  SearchSort,
} from '../../core/src/index.js';

// Workspace packages resolve to their built dist unless the 'source' condition is on (as
// .mocharc.json turns it on for the tests): a plain `npx tsx` run starts itself again with it.
const SOURCE_CONDITION = '--conditions=source';
if (
  !process.execArgv.includes(SOURCE_CONDITION) &&
  !process.env.NODE_OPTIONS?.includes('conditions=source')
) {
  const script = fileURLToPath(import.meta.url);
  const { status } = spawnSync(
    process.execPath,
    [SOURCE_CONDITION, '--import', 'tsx', script, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(status ?? 1);
}

const { DAY_MS, defaultSearchCriteria, HOUR_MS } = await import('../../core/src/index.js');
const { openDatabase } = await import('../../adapters/persistence-knex/src/index.js');
const { KnexSearchIndex, SEARCH_DOCUMENTS_TABLE } = await import('../../adapters/search-sql/src/index.js');
const { ElasticSearchIndex, ElasticsearchClient } =
  await import('../../adapters/search-elastic/src/index.js');
const { loadFrenchCommunes } = await import('../../adapters/geocoding/src/french-communes.js');
const { mysqlAdmin } = await import('../support/scratch-databases.js');

const argValue = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const SIZES = (argValue('--sizes') ?? '1000,10000,100000').split(',').map(Number);
const MILLION = process.argv.includes('--million');
const ENGINES = (argValue('--engines') ?? 'SQLite,MariaDB,Elasticsearch').split(',');
const QUERIES = 200;
const WARM_UP = 20;
const PAGE_SIZE = 20;
const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const LOAD_BATCH = 2_000;
const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const ELASTICSEARCH_URL = process.env.ELASTICSEARCH_URL;

/** A small deterministic generator, so every run benchmarks the same data and searches. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

interface Commune {
  name: string;
  postcode: string;
  department: string;
  at: GeoPoint;
  cumulative: number;
}

/** Located communes, each as likely to hold a sale as its population is large. */
async function communes(): Promise<Commune[]> {
  const { communes: all } = await loadFrenchCommunes();
  let cumulative = 0;
  return all
    .filter((c) => c.coordinateSource === 'exact' && !c.hasArrondissements && c.population > 0)
    .map((c) => ({
      name: c.city,
      postcode: c.postcodes[0] ?? '00000',
      department: c.department,
      at: { lat: c.latitude, lng: c.longitude },
      cumulative: (cumulative += c.population),
    }));
}

function pickCommune(list: Commune[], next: () => number): Commune {
  const target = next() * list[list.length - 1]!.cumulative;
  let low = 0;
  let high = list.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.cumulative < target) low = middle + 1;
    else high = middle;
  }
  return list[low]!;
}

const TYPES: PropertyTypeCode[] = [
  'MAIS',
  'MAIS',
  'MAIS',
  'APPT',
  'APPT',
  'APPT',
  'TEBA',
  'IMMR',
  'GAPA',
  'PROP',
];
const TITLES: Record<string, string> = {
  MAIS: 'Maison',
  APPT: 'Appartement',
  TEBA: 'Terrain à bâtir',
  IMMR: 'Immeuble de rapport',
  GAPA: 'Garage',
  PROP: 'Propriété',
};

/** Sale `i` of the generated set: the same for every size (a bigger set extends a smaller one). */
function documentAt(list: Commune[], i: number): SearchDocument {
  const next = random(i * 7_919 + 17);
  const commune = pickCommune(list, next);
  const type = pick(next, TYPES);
  const isLand = type === 'TEBA' || type === 'GAPA';
  const rooms = isLand ? null : 1 + Math.floor(next() * 7);
  // Within about 3 km of the town centre.
  const scatter = () => (next() + next() - 1) * 0.03;
  const startAt = NOW + Math.round((next() * 180 - 120) * DAY_MS);
  return {
    propertyId: i + 1,
    reference: `BEN-${String(i + 1).padStart(7, '0')}`,
    title: `${TITLES[type]}${rooms === null ? '' : ` ${rooms} pièces`} – ${commune.name}`,
    type,
    city: commune.name,
    postcode: commune.postcode,
    department: commune.department,
    location: next() < 0.02 ? null : { lat: commune.at.lat + scatter(), lng: commune.at.lng + scatter() },
    price: Math.round((20_000 + next() ** 2 * 1_500_000) / 1000) * 1000,
    rooms,
    bedrooms: rooms === null ? null : Math.max(0, rooms - 1 - Math.floor(next() * 2)),
    livingArea: isLand ? null : Math.round((15 + next() * 235) * 10) / 10,
    landArea: type === 'APPT' ? null : Math.round(next() * 3000),
    startAt,
    endAt: startAt + (36 + Math.floor(next() * 30 * 24)) * HOUR_MS,
    mainPhotoId: i + 1,
  };
}

const STATUS_CHOICES: ListingStatus[][] = [
  ['en_cours', 'a_venir'],
  ['en_cours', 'a_venir'],
  ['en_cours', 'a_venir'],
  ['en_cours'],
  ['a_venir'],
  ['termine'],
  [],
];
const SORTS: SearchSort[] = ['ending_soonest', 'ending_soonest', 'newest', 'price_asc', 'price_desc'];
const RADII_KM = [10, 10, 20, 20, 30, 50, 100];

/** The 200 searches: a radius around a town, a budget, often types, a status and a sort. */
function searches(list: Commune[]): SearchCriteria[] {
  const next = random(20_261_121);
  return Array.from({ length: QUERIES }, () => {
    const budgetMin = next() < 0.5 ? Math.round(next() * 300) * 1000 : null;
    const budgetMax = next() < 0.7 ? (budgetMin ?? 0) + 50_000 + Math.round(next() * 800) * 1000 : null;
    const typeCount = Math.floor(next() * 3);
    const types = [...new Set(Array.from({ length: typeCount }, () => pick(next, TYPES)))];
    return {
      ...defaultSearchCriteria(),
      location: pickCommune(list, next).at,
      aroundRadius: pick(next, RADII_KM) * 1000,
      budgetMin,
      budgetMax,
      types,
      statuses: pick(next, STATUS_CHOICES),
      sort: pick(next, SORTS),
      page: next() < 0.8 ? 1 : 2 + Math.floor(next() * 3),
    };
  });
}

interface Engine {
  name: 'SQLite' | 'MariaDB' | 'Elasticsearch';
  load(documents: (i: number) => SearchDocument, count: number): Promise<number>;
  search(criteria: SearchCriteria): Promise<{ hits: SearchDocument[]; total: number }>;
  explain?(criteria: SearchCriteria): Promise<unknown>;
  close(): Promise<void>;
}

async function loadInBatches(
  count: number,
  documents: (i: number) => SearchDocument,
  write: (batch: SearchDocument[]) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  for (let start = 0; start < count; start += LOAD_BATCH) {
    const batch = Array.from({ length: Math.min(LOAD_BATCH, count - start) }, (_, k) => documents(start + k));
    await write(batch);
    if (count >= 100_000 && (start / LOAD_BATCH) % 50 === 0) process.stdout.write(`  ${start}/${count}\r`);
  }
  return performance.now() - started;
}

/** The statements a search sends, caught on their way to the database, for EXPLAIN. */
async function statementsOf(
  knex: import('knex').Knex,
  run: () => Promise<unknown>,
): Promise<{ sql: string; bindings: import('knex').Knex.RawBinding[] }[]> {
  const caught: { sql: string; bindings: import('knex').Knex.RawBinding[] }[] = [];
  const listener = (query: { sql: string; bindings?: import('knex').Knex.RawBinding[] }) =>
    caught.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listener);
  try {
    await run();
  } finally {
    knex.removeListener('query', listener);
  }
  return caught;
}

type Database = ReturnType<typeof openDatabase>;

/** KnexSearchIndex on a database; `plan` explains one statement it sends. */
async function sqlEngine(
  name: 'SQLite' | 'MariaDB',
  database: Database,
  analyze: string,
  plan: (sql: string, bindings: import('knex').Knex.RawBinding[]) => Promise<unknown>,
  dispose: () => Promise<void>,
): Promise<Engine> {
  const index = new KnexSearchIndex(database.knex, database.dialect);
  await index.migrate();
  return {
    name,
    async load(documents, count) {
      const ms = await loadInBatches(count, documents, (batch) => index.upsertMany(batch));
      await database.knex.raw(analyze);
      return ms;
    },
    search: (criteria) => index.search(criteria, NOW, PAGE_SIZE),
    async explain(criteria) {
      const sent = await statementsOf(database.knex, () => index.search(criteria, NOW, PAGE_SIZE));
      const plans = [];
      for (const { sql, bindings } of sent) plans.push(await plan(sql, bindings));
      return plans;
    },
    async close() {
      await database.close();
      await dispose();
    },
  };
}

async function sqliteEngine(): Promise<Engine> {
  const folder = mkdtempSync(join(tmpdir(), 'search-bench-'));
  const database = openDatabase(`sqlite:${join(folder, 'bench.sqlite')}`);
  return sqlEngine(
    'SQLite',
    database,
    'ANALYZE',
    async (sql, bindings) => {
      const rows: { detail: string }[] = await database.knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings);
      return rows.map((row) => row.detail);
    },
    async () => rmSync(folder, { recursive: true, force: true }),
  );
}

async function mariadbEngine(): Promise<Engine | null> {
  const server = new URL(MYSQL_URL);
  const admin = mysqlAdmin(server);
  const name = `immo_bench_${process.pid}`;
  try {
    await admin.raw(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
  } catch (error) {
    console.warn(`!!! MariaDB unreachable at ${server.host} (${(error as Error).message}): SKIPPED !!!`);
    await admin.destroy();
    return null;
  }
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString());
  return sqlEngine(
    'MariaDB',
    database,
    `ANALYZE TABLE ${SEARCH_DOCUMENTS_TABLE}`,
    async (sql, bindings) => {
      const [rows] = (await database.knex.raw(`EXPLAIN ${sql}`, bindings)) as [Record<string, unknown>[]];
      return rows.map(({ type, key, rows: estimated, Extra }) => ({ type, key, rows: estimated, Extra }));
    },
    async () => {
      await admin.raw(`drop database if exists \`${name}\``);
      await admin.destroy();
    },
  );
}

async function elasticsearchEngine(): Promise<Engine | null> {
  if (!ELASTICSEARCH_URL) {
    console.warn(
      '!!! ELASTICSEARCH_URL unset: Elasticsearch SKIPPED (.ci/elasticsearch.sh start runs one) !!!',
    );
    return null;
  }
  const client = new ElasticsearchClient({ node: ELASTICSEARCH_URL, requestTimeout: 120_000 });
  const index = new ElasticSearchIndex(client, { index: `immo_bench_${process.pid}` });
  await index.deleteIndex();
  await index.ensureIndex();
  return {
    name: 'Elasticsearch',
    async load(documents, count) {
      const ms = await loadInBatches(count, documents, (batch) => index.upsertMany(batch));
      await index.refreshNow();
      return ms;
    },
    search: (criteria) => index.search(criteria, NOW, PAGE_SIZE),
    async close() {
      await index.deleteIndex();
      await client.close();
    },
  };
}

interface Figures {
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  meanMatches: number;
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (ms: number): number => Math.round(ms * 100) / 100;

async function measure(engine: Engine, queries: SearchCriteria[]) {
  for (const criteria of queries.slice(0, WARM_UP)) await engine.search(criteria);
  const times: number[] = [];
  const answers: { total: number; ids: number[] }[] = [];
  for (const criteria of queries) {
    const started = performance.now();
    const page = await engine.search(criteria);
    times.push(performance.now() - started);
    answers.push({ total: page.total, ids: page.hits.map((hit) => hit.propertyId) });
  }
  const sorted = [...times].sort((a, b) => a - b);
  const figures: Figures = {
    p50Ms: round(quantile(sorted, 0.5)),
    p95Ms: round(quantile(sorted, 0.95)),
    meanMs: round(times.reduce((a, b) => a + b, 0) / times.length),
    meanMatches: Math.round(answers.reduce((a, b) => a + b.total, 0) / answers.length),
  };
  return { figures, answers };
}

async function main(): Promise<void> {
  const list = await communes();
  const queries = searches(list);
  const documents = (i: number) => documentAt(list, i);
  const plans = queries.find(
    (q) => q.aroundRadius === 30_000 && (q.sort ?? 'ending_soonest') === 'ending_soonest',
  )!;
  const runs: { engine: string; size: number; loadMs: number; figures: Figures }[] = [];
  const explains: Record<string, unknown> = {};
  const plan = SIZES.map((size) => ({ size, engines: ENGINES }));
  if (MILLION) plan.push({ size: 1_000_000, engines: ['Elasticsearch'] });
  console.log(`${list.length} located communes; ${QUERIES} searches, page size ${PAGE_SIZE}`);

  for (const { size, engines } of plan) {
    let reference: { engine: string; answers: { total: number; ids: number[] }[] } | null = null;
    for (const name of engines) {
      const engine =
        name === 'SQLite'
          ? await sqliteEngine()
          : name === 'MariaDB'
            ? await mariadbEngine()
            : await elasticsearchEngine();
      if (!engine) continue;
      try {
        console.log(`› ${engine.name}: loading ${size} sales…`);
        const loadMs = await engine.load(documents, size);
        const { figures, answers } = await measure(engine, queries);
        if (engine.explain && size === Math.max(...SIZES))
          explains[engine.name] = await engine.explain(plans);
        if (reference) {
          const differing = answers.findIndex(
            (a, i) =>
              a.total !== reference!.answers[i]!.total || a.ids.join() !== reference!.answers[i]!.ids.join(),
          );
          if (differing >= 0) {
            throw new Error(
              `${engine.name} and ${reference.engine} disagree at ${size} on ${JSON.stringify(queries[differing])}`,
            );
          }
        } else reference = { engine: engine.name, answers };
        runs.push({ engine: engine.name, size, loadMs: Math.round(loadMs), figures });
        console.log(
          `  p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms (loaded in ${Math.round(loadMs)} ms)`,
        );
      } finally {
        await engine.close();
      }
    }
  }

  const table: Record<string, Record<string, number | string>> = {};
  for (const run of runs) {
    const sqlite = runs.find((r) => r.engine === 'SQLite' && r.size === run.size);
    table[`${run.engine} ${run.size.toLocaleString('fr-FR')}`] = {
      'p50 ms': run.figures.p50Ms,
      'p95 ms': run.figures.p95Ms,
      'mean matches': run.figures.meanMatches,
      'p50 / SQLite': sqlite ? round(run.figures.p50Ms / sqlite.figures.p50Ms) : '—',
      'p95 / SQLite': sqlite ? round(run.figures.p95Ms / sqlite.figures.p95Ms) : '—',
      'load s': round(run.loadMs / 1000),
    };
  }
  console.table(table);
  console.log('Query plans of a 30 km search (each statement it sends):');
  console.log(JSON.stringify(explains, null, 2));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    join('bench-results', 'search.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        searches: QUERIES,
        pageSize: PAGE_SIZE,
        sameAnswers: 'every engine gave the same totals and first pages at each size',
        runs,
        table,
        explainedSearch: plans,
        explains,
      },
      null,
      2,
    )}\n`,
  );
  console.log('written to bench-results/search.json');
}

await main();
