// Not a test (mocha runs *.test.ts only). Run: node --expose-gc --import tsx test/adapters/geocoding/bench/bench-geocoder.ts
import { EmbeddedFrenchGeocoder } from '@immo/geocoding';

const CALLS = 1_000;
const QUERIES = [
  'annecy',
  'st etienne',
  'Chamonix',
  '33000 bordeaux',
  '69001',
  '12 rue de la Paix 75002 Paris',
  'paris',
  'sainte marie',
  'mont',
  'la',
  '3 place du Change Annecy',
  'Aix-en-Provence',
  '740',
  'ville',
];

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

function summary(durations: number[]): string {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`;
}

async function timed(call: () => Promise<unknown>, times: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  return durations;
}

const heapBefore = heapMb();
const geocoder = new EmbeddedFrenchGeocoder();
const started = performance.now();
const stats = await geocoder.warmUp();
const firstCallMs = performance.now() - started;
const heapAfter = heapMb();
console.log(`load: ${firstCallMs.toFixed(0)} ms to first answer (${stats.loadMs} ms reading the data)`);
console.log(
  `retained heap: ${(heapAfter - heapBefore).toFixed(1)} MB${gc ? '' : ' (run with --expose-gc for a settled figure)'}`,
);
console.log(
  `communes: ${stats.communes}, unlocated: ${stats.unlocated}, by coordinate source:`,
  stats.bySource,
);

let query = 0;
const searches = await timed(() => geocoder.search(QUERIES[query++ % QUERIES.length]!), CALLS);
console.log(`search  x${CALLS}: ${summary(searches)}`);

// Points spread over metropolitan France, land and sea, from a fixed seed.
let state = 7;
const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31), state / 2 ** 31);
const reverses = await timed(() => geocoder.reverse(42.3 + random() * 8.8, -4.8 + random() * 13), CALLS);
console.log(`reverse x${CALLS}: ${summary(reverses)}`);
