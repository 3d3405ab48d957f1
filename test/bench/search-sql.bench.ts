// Latency of KnexSearchIndex on the embedded default (SQLite file, WAL) with 5 000 sales across
// France; also the other ordering strategy (filter in SQL, sort every match in JS) for comparison.
// Run: npx tsx test/bench/search-sql.bench.ts  →  bench-results/search-sql.json
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { GeoPoint, PropertyTypeCode, SearchCriteria, SearchDocument } from '../../core/src/index.js';
import type { SearchDocumentRow } from '../../adapters/search-sql/src/search-documents-table.js';

// Workspace packages (@immo/core) resolve to their built dist unless the 'source' condition is on,
// as .mocharc.json turns it on for the tests: a plain `npx tsx` run starts itself again with it.
const SOURCE_CONDITION = '--conditions=source';
if (
  !process.execArgv.includes(SOURCE_CONDITION) &&
  !process.env.NODE_OPTIONS?.includes('conditions=source')
) {
  const script = fileURLToPath(import.meta.url);
  const { status } = spawnSync(process.execPath, [SOURCE_CONDITION, '--import', 'tsx', script], {
    stdio: 'inherit',
  });
  process.exit(status ?? 1);
}

const { compareSearchResults, DAY_MS, defaultSearchCriteria, distanceMetres, HOUR_MS } =
  await import('../../core/src/index.js');
const { openDatabase } = await import('../../adapters/persistence-knex/src/index.js');
const { KnexSearchIndex, SEARCH_DOCUMENTS_TABLE, boundingBox } =
  await import('../../adapters/search-sql/src/index.js');
const { whereMatching } = await import('../../adapters/search-sql/src/search-filters.js');
const { fromRow } = await import('../../adapters/search-sql/src/search-documents-table.js');

const DOCUMENTS = 5_000;
const WARM_UP = 20;
const RUNS = 300;
const PAGE_SIZE = 20;
const NOW = Date.UTC(2025, 5, 16, 10, 0, 0);
const LYON: GeoPoint = { lat: 45.764043, lng: 4.835659 };

/** Cities weighted roughly by how many sales they would see; sales scatter up to 25 km around. */
const CITIES: { name: string; postcode: string; department: string; at: GeoPoint; weight: number }[] = [
  { name: 'Paris', postcode: '75011', department: '75', at: { lat: 48.8566, lng: 2.3522 }, weight: 14 },
  { name: 'Lyon', postcode: '69003', department: '69', at: LYON, weight: 7 },
  { name: 'Marseille', postcode: '13008', department: '13', at: { lat: 43.2965, lng: 5.3698 }, weight: 7 },
  { name: 'Toulouse', postcode: '31000', department: '31', at: { lat: 43.6047, lng: 1.4442 }, weight: 5 },
  { name: 'Nice', postcode: '06000', department: '06', at: { lat: 43.7102, lng: 7.262 }, weight: 4 },
  { name: 'Nantes', postcode: '44000', department: '44', at: { lat: 47.2184, lng: -1.5536 }, weight: 4 },
  { name: 'Bordeaux', postcode: '33000', department: '33', at: { lat: 44.8378, lng: -0.5792 }, weight: 4 },
  { name: 'Lille', postcode: '59000', department: '59', at: { lat: 50.6292, lng: 3.0573 }, weight: 4 },
  { name: 'Rennes', postcode: '35000', department: '35', at: { lat: 48.1173, lng: -1.6778 }, weight: 3 },
  { name: 'Strasbourg', postcode: '67000', department: '67', at: { lat: 48.5734, lng: 7.7521 }, weight: 3 },
  { name: 'Grenoble', postcode: '38000', department: '38', at: { lat: 45.1885, lng: 5.7245 }, weight: 2 },
  {
    name: 'Saint-Étienne',
    postcode: '42000',
    department: '42',
    at: { lat: 45.4397, lng: 4.3872 },
    weight: 2,
  },
  { name: 'Dijon', postcode: '21000', department: '21', at: { lat: 47.322, lng: 5.0415 }, weight: 2 },
  {
    name: 'Clermont-Ferrand',
    postcode: '63000',
    department: '63',
    at: { lat: 45.7772, lng: 3.087 },
    weight: 2,
  },
  { name: 'Limoges', postcode: '87000', department: '87', at: { lat: 45.8336, lng: 1.2611 }, weight: 2 },
  { name: 'Brest', postcode: '29200', department: '29', at: { lat: 48.3904, lng: -4.4861 }, weight: 2 },
  { name: 'Pau', postcode: '64000', department: '64', at: { lat: 43.2951, lng: -0.3708 }, weight: 1 },
  { name: 'Bourges', postcode: '18000', department: '18', at: { lat: 47.081, lng: 2.3988 }, weight: 1 },
  { name: 'Ajaccio', postcode: '20000', department: '2A', at: { lat: 41.9192, lng: 8.7386 }, weight: 1 },
];
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

/** A small deterministic generator, so every run benchmarks the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function seedDocuments(): SearchDocument[] {
  const next = random(20250616);
  const weighted = CITIES.flatMap((city) => Array.from({ length: city.weight }, () => city));
  return Array.from({ length: DOCUMENTS }, (_, i) => {
    const city = weighted[Math.floor(next() * weighted.length)]!;
    const type = TYPES[Math.floor(next() * TYPES.length)]!;
    const isLand = type === 'TEBA' || type === 'GAPA';
    const rooms = isLand ? null : 1 + Math.floor(next() * 7);
    const livingArea = isLand ? null : Math.round((15 + next() * 235) * 10) / 10;
    const startAt = NOW + Math.round((next() * 120 - 60) * DAY_MS);
    const scatter = () => (next() - 0.5) * 0.45;
    return {
      propertyId: i + 1,
      reference: `VEN-2025-${String(i + 1).padStart(5, '0')}`,
      title: `${type === 'APPT' ? 'Appartement' : 'Bien'} ${rooms ?? ''} pièces – ${city.name}`,
      type,
      city: city.name,
      postcode: city.postcode,
      department: city.department,
      location: next() < 0.03 ? null : { lat: city.at.lat + scatter(), lng: city.at.lng + scatter() },
      price: Math.round((30_000 + next() ** 2 * 1_200_000) / 1000) * 1000,
      rooms,
      bedrooms: rooms === null ? null : Math.max(0, rooms - 1 - Math.floor(next() * 2)),
      livingArea,
      landArea: type === 'APPT' ? null : Math.round(next() * 3000),
      startAt,
      endAt: startAt + 36 * HOUR_MS,
      mainPhotoId: i + 1,
    };
  });
}

const criteria = (overrides: Partial<SearchCriteria>): SearchCriteria => ({
  ...defaultSearchCriteria(),
  ...overrides,
});

const SEARCHES: Record<string, SearchCriteria> = {
  'no filter': criteria({}),
  'no filter, page 10': criteria({ page: 10 }),
  'budget 150 000–400 000 €': criteria({ budgetMin: 150_000, budgetMax: 400_000 }),
  'radius 30 km around Lyon': criteria({ location: LYON, aroundRadius: 30_000 }),
  'combined: Lyon 30 km, houses, ≤ 500 000 €, 3 rooms, 80–200 m²': criteria({
    location: LYON,
    aroundRadius: 30_000,
    types: ['MAIS'],
    budgetMax: 500_000,
    roomsMin: 3,
    livingAreaMin: 80,
    livingAreaMax: 200,
  }),
};

interface Figures {
  medianMs: number;
  p95Ms: number;
  total: number;
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (ms: number): number => Math.round(ms * 1000) / 1000;

async function measure(run: () => Promise<{ total: number }>): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    total = (await run()).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { medianMs: round(quantile(times, 0.5)), p95Ms: round(quantile(times, 0.95)), total };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'search-sql-bench-'));
  const database = openDatabase(`sqlite:${join(folder, 'bench.sqlite')}`);
  try {
    const index = new KnexSearchIndex(database.knex, database.dialect);
    await index.migrate();
    const documents = seedDocuments();
    const seedStart = performance.now();
    for (const doc of documents) await index.upsert(doc);
    const seedMs = performance.now() - seedStart;
    await database.knex.raw('ANALYZE');

    /** The alternative: the same SQL filter, every match read, core's comparator sorting in JS. */
    const sortInJs = async (c: SearchCriteria) => {
      const box = c.aroundRadius > 0 && c.location ? boundingBox(c.location, c.aroundRadius) : null;
      const rows: SearchDocumentRow[] = await whereMatching(
        database.knex(SEARCH_DOCUMENTS_TABLE),
        c,
        NOW,
        box,
      ).select('*');
      const matching = rows
        .map(fromRow)
        .filter((doc) => !box || distanceMetres(c.location!, doc.location!) <= c.aroundRadius)
        .sort(compareSearchResults(NOW));
      const start = (c.page - 1) * PAGE_SIZE;
      return { hits: matching.slice(start, start + PAGE_SIZE), total: matching.length };
    };

    const results: Record<string, { sqlOrder: Figures; jsSort: Figures }> = {};
    for (const [name, c] of Object.entries(SEARCHES)) {
      const sqlOrder = await measure(() => index.search(c, NOW, PAGE_SIZE));
      const jsSort = await measure(() => sortInJs(c));
      if (sqlOrder.total !== jsSort.total) throw new Error(`${name}: totals differ`);
      results[name] = { sqlOrder, jsSort };
    }

    console.log(`KnexSearchIndex on SQLite (file, WAL): ${DOCUMENTS} documents, page size ${PAGE_SIZE}`);
    console.log(`seeded by upsert in ${Math.round(seedMs)} ms (${round(seedMs / DOCUMENTS)} ms each)`);
    console.table(
      Object.fromEntries(
        Object.entries(results).map(([name, { sqlOrder, jsSort }]) => [
          name,
          {
            matches: sqlOrder.total,
            'median ms': sqlOrder.medianMs,
            'p95 ms': sqlOrder.p95Ms,
            'JS sort median ms': jsSort.medianMs,
            'JS sort p95 ms': jsSort.p95Ms,
          },
        ]),
      ),
    );
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      join('bench-results', 'search-sql.json'),
      `${JSON.stringify(
        {
          adapter: 'KnexSearchIndex',
          database: 'sqlite (better-sqlite3, file, WAL)',
          documents: DOCUMENTS,
          pageSize: PAGE_SIZE,
          runs: RUNS,
          node: process.version,
          date: new Date().toISOString(),
          seedMs: round(seedMs),
          searches: results,
        },
        null,
        2,
      )}\n`,
    );
    console.log('written to bench-results/search-sql.json');
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
