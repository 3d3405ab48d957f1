// The communes in a compact form: a few long strings and typed arrays instead of 35 000 objects each
// with its own strings and arrays (about 35 MB of heap as objects, a few MB like this). Plain data,
// so the child process that reads the packages builds it and sends it over (communes-process.ts). A
// CommuneRecord is made only for the few communes an answer shows.
import type { CommuneRecord, CoordinateSource } from './french-communes.js';

/** INSEE codes and postcodes are 5 characters each: the packed strings are read 5 by 5. */
const CODE_LENGTH = 5;
const SOURCES: readonly CoordinateSource[] = [
  'exact',
  'delegated',
  'postcode',
  'intercommunality',
  'district',
  'department',
];
const HAS_ARRONDISSEMENTS = 1;
const IS_ARRONDISSEMENT = 2;

export interface CommuneTables {
  count: number;
  /** Every entry's INSEE code, 5 characters each, in entry order. */
  codes: string;
  /** Every entry's name, one after the other: entry i's from nameStarts[i] to nameStarts[i + 1]. */
  names: string;
  nameStarts: Uint32Array;
  /** Entries whose commune is not their own name (the arrondissements: 'Paris' for 'Paris 1er …'). */
  cityOverrides: [entry: number, city: string][];
  departments: string[];
  departmentOf: Uint8Array;
  population: Uint32Array;
  /** Every entry's postcodes, 5 characters each: entry i's from postcodeStarts[i] to postcodeStarts[i + 1] (counted in postcodes). */
  postcodes: string;
  postcodeStarts: Uint32Array;
  flags: Uint8Array;
  sourceOf: Uint8Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** The distinct postcodes, sorted, 5 characters each; postcode p's entries from postcodeEntryStarts[p]. */
  sortedPostcodes: string;
  postcodeEntryStarts: Uint32Array;
  /** Entry numbers, ascending within each postcode. */
  postcodeEntries: Uint32Array;
  /** Entry numbers sorted by INSEE code. */
  byCode: Uint32Array;
}

/** `records` in entry order (the geocoder numbers them by population). */
export function buildCommuneTables(records: readonly CommuneRecord[]): CommuneTables {
  const count = records.length;
  const nameStarts = new Uint32Array(count + 1);
  const postcodeStarts = new Uint32Array(count + 1);
  const departments: string[] = [];
  const departmentIndex = new Map<string, number>();
  const departmentOf = new Uint8Array(count);
  const population = new Uint32Array(count);
  const flags = new Uint8Array(count);
  const sourceOf = new Uint8Array(count);
  const latitudes = new Float64Array(count);
  const longitudes = new Float64Array(count);
  const cityOverrides: [number, string][] = [];
  const byPostcode = new Map<string, number[]>();
  let nameLength = 0;
  let postcodeCount = 0;
  records.forEach((record, entry) => {
    if (record.code.length !== CODE_LENGTH) throw new Error(`Unexpected INSEE code '${record.code}'`);
    nameLength += record.name.length;
    nameStarts[entry + 1] = nameLength;
    postcodeCount += record.postcodes.length;
    postcodeStarts[entry + 1] = postcodeCount;
    if (record.city !== record.name) cityOverrides.push([entry, record.city]);
    let department = departmentIndex.get(record.department);
    if (department === undefined) {
      department = departments.push(record.department) - 1;
      departmentIndex.set(record.department, department);
    }
    departmentOf[entry] = department;
    population[entry] = record.population;
    flags[entry] =
      (record.hasArrondissements ? HAS_ARRONDISSEMENTS : 0) |
      (record.isArrondissement ? IS_ARRONDISSEMENT : 0);
    sourceOf[entry] = SOURCES.indexOf(record.coordinateSource);
    latitudes[entry] = record.latitude;
    longitudes[entry] = record.longitude;
    for (const postcode of record.postcodes) {
      if (postcode.length !== CODE_LENGTH) throw new Error(`Unexpected postcode '${postcode}'`);
      const entries = byPostcode.get(postcode);
      if (entries) entries.push(entry);
      else byPostcode.set(postcode, [entry]);
    }
  });
  if (departments.length > 256) throw new Error('More departments than a byte numbers');

  const sortedPostcodes = [...byPostcode.keys()].sort();
  const postcodeEntryStarts = new Uint32Array(sortedPostcodes.length + 1);
  const postcodeEntries = new Uint32Array(postcodeCount);
  let written = 0;
  sortedPostcodes.forEach((postcode, at) => {
    for (const entry of byPostcode.get(postcode)!) postcodeEntries[written++] = entry;
    postcodeEntryStarts[at + 1] = written;
  });
  const byCode = Uint32Array.from(records.keys()).sort((a, b) =>
    records[a]!.code < records[b]!.code ? -1 : records[a]!.code > records[b]!.code ? 1 : 0,
  );
  return {
    count,
    codes: records.map((record) => record.code).join(''),
    names: records.map((record) => record.name).join(''),
    nameStarts,
    cityOverrides,
    departments,
    departmentOf,
    population,
    postcodes: records.map((record) => record.postcodes.join('')).join(''),
    postcodeStarts,
    flags,
    sourceOf,
    latitudes,
    longitudes,
    sortedPostcodes: sortedPostcodes.join(''),
    postcodeEntryStarts,
    postcodeEntries,
    byCode,
  };
}

/** Reads the tables: a commune by entry number, the entries of a postcode or of an INSEE code. */
export class CommuneTable {
  private readonly cities: Map<number, string>;

  constructor(private readonly tables: CommuneTables) {
    this.cities = new Map(tables.cityOverrides);
  }

  get count(): number {
    return this.tables.count;
  }

  /** The whole record of one entry (made on demand: only answers need one). */
  record(entry: number): CommuneRecord {
    const t = this.tables;
    const name = this.name(entry);
    return {
      code: fiveAt(t.codes, entry),
      name,
      city: this.cities.get(entry) ?? name,
      department: t.departments[t.departmentOf[entry]!]!,
      population: t.population[entry]!,
      postcodes: this.postcodesOf(entry),
      hasArrondissements: this.hasArrondissements(entry),
      isArrondissement: (t.flags[entry]! & IS_ARRONDISSEMENT) !== 0,
      latitude: t.latitudes[entry]!,
      longitude: t.longitudes[entry]!,
      coordinateSource: this.coordinateSource(entry),
    };
  }

  name(entry: number): string {
    return this.tables.names.slice(this.tables.nameStarts[entry], this.tables.nameStarts[entry + 1]);
  }

  hasArrondissements(entry: number): boolean {
    return (this.tables.flags[entry]! & HAS_ARRONDISSEMENTS) !== 0;
  }

  coordinateSource(entry: number): CoordinateSource {
    return SOURCES[this.tables.sourceOf[entry]!]!;
  }

  latitude(entry: number): number {
    return this.tables.latitudes[entry]!;
  }

  longitude(entry: number): number {
    return this.tables.longitudes[entry]!;
  }

  /** Sorted; the first is the one shown when no postcode was asked for. */
  postcodesOf(entry: number): string[] {
    const postcodes: string[] = [];
    for (let at = this.tables.postcodeStarts[entry]!; at < this.tables.postcodeStarts[entry + 1]!; at += 1)
      postcodes.push(fiveAt(this.tables.postcodes, at));
    return postcodes;
  }

  /** The entries bearing this postcode, ascending; null when no commune has it. */
  entriesOfPostcode(postcode: string): number[] | null {
    const at = this.postcodeIndex(postcode);
    return at === null ? null : this.entriesAt(at);
  }

  /** Each postcode starting with `start`, in order, with its entries. */
  *postcodesStartingWith(start: string): Generator<[postcode: string, entries: number[]]> {
    const { sortedPostcodes } = this.tables;
    const total = sortedPostcodes.length / CODE_LENGTH;
    for (let at = lowerBound(total, (i) => fiveAt(sortedPostcodes, i) < start); at < total; at += 1) {
      const postcode = fiveAt(sortedPostcodes, at);
      if (!postcode.startsWith(start)) return;
      yield [postcode, this.entriesAt(at)];
    }
  }

  /** The entry of an INSEE code, or undefined. */
  entryOfCode(code: string): number | undefined {
    const { byCode, codes } = this.tables;
    const at = lowerBound(byCode.length, (i) => fiveAt(codes, byCode[i]!) < code);
    return at < byCode.length && fiveAt(codes, byCode[at]!) === code ? byCode[at] : undefined;
  }

  private postcodeIndex(postcode: string): number | null {
    const { sortedPostcodes } = this.tables;
    const total = sortedPostcodes.length / CODE_LENGTH;
    const at = lowerBound(total, (i) => fiveAt(sortedPostcodes, i) < postcode);
    return at < total && fiveAt(sortedPostcodes, at) === postcode ? at : null;
  }

  private entriesAt(postcodeIndex: number): number[] {
    const { postcodeEntries, postcodeEntryStarts } = this.tables;
    return Array.from(
      postcodeEntries.subarray(postcodeEntryStarts[postcodeIndex], postcodeEntryStarts[postcodeIndex + 1]),
    );
  }
}

const fiveAt = (packed: string, index: number): string =>
  packed.slice(index * CODE_LENGTH, (index + 1) * CODE_LENGTH);

/** The first index in [0, length) for which `before` is false (`before` true then false along the range). */
export function lowerBound(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
