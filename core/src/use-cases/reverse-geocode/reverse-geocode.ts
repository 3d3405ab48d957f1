import type { AddressSuggestion, Geocoder } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ReverseGeocodeInput {
  /** Degrees, a number or its decimal text. */
  lat: unknown;
  lng: unknown;
}

const coordinate = (raw: unknown, limit: number): number | null => {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : NaN;
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/** The address at a point: where the map marker was dropped (§4, §7); none near there is not found. */
export class ReverseGeocode implements UseCase<ReverseGeocodeInput, AddressSuggestion> {
  constructor(private readonly deps: { geocoder: Geocoder }) {}

  async execute(input: ReverseGeocodeInput): Promise<Result<AddressSuggestion>> {
    const lat = coordinate(input.lat, 90);
    if (lat === null) return fail('invalid_input', undefined, 'lat');
    const lng = coordinate(input.lng, 180);
    if (lng === null) return fail('invalid_input', undefined, 'lng');
    const found = await this.deps.geocoder.reverse(lat, lng);
    return found ? ok(found) : fail('not_found');
  }
}
