import { fail, ok, type Result } from '../../shared/result.js';
import type { GeoPoint } from './criteria.js';

/**
 * The area of the map a search is limited to ('rechercher dans cette zone'), edges included, in
 * degrees. A west edge east of the east edge crosses the antimeridian.
 */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function withinBounds(point: GeoPoint, bounds: GeoBounds): boolean {
  if (point.lat < bounds.south || point.lat > bounds.north) return false;
  return bounds.west <= bounds.east
    ? point.lng >= bounds.west && point.lng <= bounds.east
    : point.lng >= bounds.west || point.lng <= bounds.east;
}

const isBetween = (value: number, min: number, max: number): boolean =>
  Number.isFinite(value) && value >= min && value <= max;

/** Latitudes within ±90 with the south edge not north of the north one, longitudes within ±180. */
export function validateBounds(bounds: GeoBounds, field = 'bounds'): Result<GeoBounds> {
  const valid =
    isBetween(bounds.south, -90, 90) &&
    isBetween(bounds.north, bounds.south, 90) &&
    isBetween(bounds.west, -180, 180) &&
    isBetween(bounds.east, -180, 180);
  return valid ? ok(bounds) : fail('invalid_input', undefined, field);
}
