import type { AddressSuggestion, Geocoder } from '../ports/services.port.js';
import { foldPlaceName } from '../shared/fold-text.js';
import { FRENCH_PLACES } from './french-places.js';

/** Reverse geocoding answers only for a known place this close. */
export const REVERSE_GEOCODING_RADIUS_M = 5000;
const EARTH_RADIUS_M = 6_371_000;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/**
 * A geocoder over a fixed list of French places (FRENCH_PLACES plus whatever a test adds).
 * search() matches the text inside the name or the commune, ignoring case, accents, hyphens and
 * apostrophes, or as the start of the postcode; a postcode argument narrows to that postcode.
 */
export class InMemoryGeocoder implements Geocoder {
  private readonly places: AddressSuggestion[];

  constructor(extra: AddressSuggestion[] = []) {
    this.places = [...FRENCH_PLACES, ...extra].map((place) => ({ ...place }));
  }

  add(...places: AddressSuggestion[]): void {
    this.places.push(...places.map((place) => ({ ...place })));
  }

  async search(text: string, postcode?: string): Promise<AddressSuggestion[]> {
    const wanted = foldPlaceName(text);
    const code = postcode?.trim();
    if (wanted === '' && !code) return [];
    return this.places
      .filter((place) => !code || place.codePostal === code)
      .filter(
        (place) =>
          wanted === '' ||
          foldPlaceName(place.nom).includes(wanted) ||
          foldPlaceName(place.ville).includes(wanted) ||
          place.codePostal.startsWith(wanted),
      )
      .map((place) => ({ ...place }));
  }

  async reverse(lat: number, lng: number): Promise<AddressSuggestion | null> {
    let nearest: AddressSuggestion | null = null;
    let nearestDistance = REVERSE_GEOCODING_RADIUS_M;
    for (const place of this.places) {
      const distance = distanceMetres(lat, lng, place.latitude, place.longitude);
      if (distance <= nearestDistance) {
        nearest = place;
        nearestDistance = distance;
      }
    }
    return nearest ? { ...nearest } : null;
  }
}
