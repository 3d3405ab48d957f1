import type { AddressSuggestion, Geocoder } from '@immo/core';
import { CommuneTable } from './commune-tables.js';
import type { CommuneRecord } from './french-communes.js';
import { NearestPointGrid } from './nearest-point-grid.js';
import { loadCommuneData, type CommuneData, type CommuneStats } from './packed-communes.js';
import { NameMatch, PlaceNameIndex, type NameHit } from './place-name-index.js';
import { parseTypedAddress } from './typed-address.js';

export const MAX_SUGGESTIONS = 10;
/** Farther than this from every located commune (at sea, abroad), reverse geocoding answers nothing. */
export const REVERSE_RADIUS_METRES = 20_000;

export type EmbeddedGeocoderStats = CommuneStats;

/** A commune with a point of its own, for reverse geocoding. */
interface LocatedEntry {
  entry: number;
  latitude: number;
  longitude: number;
}

interface LoadedCommunes {
  communes: CommuneTable;
  names: PlaceNameIndex;
  grid: NearestPointGrid<LocatedEntry>;
  stats: EmbeddedGeocoderStats;
}

interface Ranked {
  commune: CommuneRecord;
  match: NameMatch;
  postcode: string;
}

/**
 * A geocoder at commune level over every French commune, from data shipped by npm packages (see
 * french-communes.ts): no network at run time. The data is loaded on first use (about a second, in a
 * child process), and kept packed (commune-tables.ts: a few MB of heap); `warmUp()` lets a host pay
 * the load at start-up.
 *
 * There is no street data: a street typed before the commune ('12 rue de la Paix 75002 Paris')
 * is kept as typed in `nom`, with type 'street', and the commune's postcode, INSEE code and
 * coordinates. A suggestion of type 'municipality' has the commune's name as `nom`.
 *
 * Paris, Lyon and Marseille: their arrondissements municipaux are suggested as places of their own
 * ('Paris 7e Arrondissement', INSEE 75107, ville 'Paris', postcode 75007), as the national address
 * base files addresses under them. The whole commune (75056) is suggested for its name alone; once
 * a postcode is known the arrondissement that owns it stands in for the commune.
 */
export class EmbeddedFrenchGeocoder implements Geocoder {
  private loading: Promise<LoadedCommunes> | null = null;

  /** Loads the data now rather than on the first search. */
  async warmUp(): Promise<EmbeddedGeocoderStats> {
    return (await this.data()).stats;
  }

  async search(text: string, postcode?: string): Promise<AddressSuggestion[]> {
    const data = await this.data();
    const typed = parseTypedAddress(text);
    const wantedPostcode = postcode?.trim() || typed.postcode;
    if (!wantedPostcode && typed.postcodeStart) return this.byPostcodeStart(data, typed.postcodeStart);
    if (wantedPostcode) {
      return this.withinPostcode(data, wantedPostcode, typed.place, typed.beforePostcode);
    }
    return this.byName(data, typed.place);
  }

  async reverse(lat: number, lng: number): Promise<AddressSuggestion | null> {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    const data = await this.data();
    const nearest = data.grid.nearest(lat, lng, REVERSE_RADIUS_METRES);
    if (!nearest) return null;
    const commune = data.communes.record(nearest.point.entry);
    // The point asked about is kept: a dragged map marker must stay where it was dropped.
    return { ...suggestion(commune, commune.postcodes[0]!, null), latitude: lat, longitude: lng };
  }

  private withinPostcode(
    data: LoadedCommunes,
    postcode: string,
    place: string[],
    beforePostcode: string[],
  ): AddressSuggestion[] {
    let pool = data.communes.entriesOfPostcode(postcode);
    let shownPostcode = postcode;
    if (!pool) {
      // Not a postcode: people also type the INSEE code ('74010' for Annecy, whose postcode is 74000).
      const entry = data.communes.entryOfCode(postcode);
      if (entry === undefined) return [];
      pool = [entry];
      shownPostcode = data.communes.postcodesOf(entry)[0]!;
    }
    const candidates = pool.filter((entry) => !data.communes.hasArrondissements(entry));
    const found =
      place.length === 0
        ? { hits: candidates.map((entry) => ({ entry, match: NameMatch.exact })), street: [] }
        : findPlace(data.names, place, candidates);
    const street = [...beforePostcode, ...found.street];
    return this.rank(data, found.hits, () => shownPostcode).map((ranked) =>
      suggestion(ranked.commune, ranked.postcode, street.length > 0 ? street.join(' ') : null),
    );
  }

  private byName(data: LoadedCommunes, words: string[]): AddressSuggestion[] {
    const { hits, street } = findPlace(data.names, words);
    return this.rank(data, hits, (commune) => commune.postcodes[0]!).map((ranked) =>
      suggestion(ranked.commune, ranked.postcode, street.length > 0 ? street.join(' ') : null),
    );
  }

  private byPostcodeStart(data: LoadedCommunes, start: string): AddressSuggestion[] {
    const seen = new Map<number, string>();
    for (const [postcode, entries] of data.communes.postcodesStartingWith(start)) {
      for (const entry of entries)
        if (!seen.has(entry) && !data.communes.hasArrondissements(entry)) seen.set(entry, postcode);
    }
    const hits = [...seen.keys()].map((entry) => ({ entry, match: NameMatch.exact }));
    return this.rank(data, hits, (_commune, entry) => seen.get(entry)!).map((ranked) =>
      suggestion(ranked.commune, ranked.postcode, null),
    );
  }

  /**
   * Best match first (exact name, start of the name, start of its words), then the most populous
   * (entries are numbered by population).
   */
  private rank(
    data: LoadedCommunes,
    hits: NameHit[],
    postcodeOf: (commune: CommuneRecord, entry: number) => string,
  ): Ranked[] {
    return hits
      .sort((a, b) => a.match - b.match || a.entry - b.entry)
      .slice(0, MAX_SUGGESTIONS)
      .map((hit) => {
        const commune = data.communes.record(hit.entry);
        return { commune, match: hit.match, postcode: postcodeOf(commune, hit.entry) };
      });
  }

  private data(): Promise<LoadedCommunes> {
    if (!this.loading) {
      this.loading = loadCommuneData().then(indexCommunes);
      // A failed load (a missing data file) is retried by the next call rather than cached.
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }
}

function indexCommunes(data: CommuneData): LoadedCommunes {
  const communes = new CommuneTable(data.communes);
  // Only points of the communes' own: a borrowed point would answer for the wrong commune. Paris,
  // Lyon and Marseille answer through their arrondissements.
  const located: LocatedEntry[] = [];
  for (let entry = 0; entry < communes.count; entry += 1) {
    const source = communes.coordinateSource(entry);
    if ((source === 'exact' || source === 'delegated') && !communes.hasArrondissements(entry))
      located.push({ entry, latitude: communes.latitude(entry), longitude: communes.longitude(entry) });
  }
  return {
    communes,
    names: new PlaceNameIndex(data.names),
    grid: new NearestPointGrid(located),
    stats: data.stats,
  };
}

function suggestion(commune: CommuneRecord, postcode: string, street: string | null): AddressSuggestion {
  return {
    nom: street ?? commune.name,
    codePostal: postcode,
    codeInsee: commune.code,
    ville: commune.city,
    departement: commune.department,
    type: street ? 'street' : 'municipality',
    latitude: commune.latitude,
    longitude: commune.longitude,
  };
}

/** '12', '12b', '12bis', '7ter': a house number opening a street address. */
const HOUSE_NUMBER = /^\d{1,4}(?:[a-z]|bis|ter|quater)?$/i;

/**
 * The communes named by the typed words. When no commune bears the whole text and it opens with a
 * house number, the leading words are read as a street and the trailing ones as the commune: the
 * longest trailing part that is a commune's whole name or the start of one. Outside a postcode and
 * without a house number the split is not tried: 'avenue de Paris' or 'Annecy le Vieux' would be
 * cut into nonsense.
 */
function findPlace(
  names: PlaceNameIndex,
  words: string[],
  within?: readonly number[],
): { hits: NameHit[]; street: string[] } {
  if (words.length === 0) return { hits: [], street: [] };
  const whole = names.match(words.join(' '), within);
  if (whole.length > 0 || !(within || HOUSE_NUMBER.test(words[0]!))) return { hits: whole, street: [] };
  for (let from = 1; from < words.length; from += 1) {
    const hits = names
      .match(words.slice(from).join(' '), within)
      .filter((hit) => hit.match !== NameMatch.words);
    if (hits.length > 0) return { hits, street: words.slice(0, from) };
  }
  return { hits: [], street: [] };
}
