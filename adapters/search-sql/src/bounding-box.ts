import { EARTH_RADIUS_METRES, type GeoPoint } from '@immo/core';

/** Degrees; a null longitude range means every longitude (the circle reaches a pole or the antimeridian). */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  lng: { min: number; max: number } | null;
}

/**
 * Widens the box by about 11 m, so rounding in the SQL comparison never drops a point that the
 * exact haversine check (done afterwards in JS) would keep.
 */
const MARGIN_DEGREES = 1e-4;

const toDegrees = (radians: number): number => (radians * 180) / Math.PI;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The smallest latitude/longitude box holding every point within `radiusMetres` of `centre` on
 * the sphere core's distance uses: a cheap prefilter an index on (lat, lng) can serve.
 */
export function boundingBox(centre: GeoPoint, radiusMetres: number): BoundingBox {
  const angular = radiusMetres / EARTH_RADIUS_METRES;
  const minLat = centre.lat - toDegrees(angular) - MARGIN_DEGREES;
  const maxLat = centre.lat + toDegrees(angular) + MARGIN_DEGREES;
  if (minLat <= -90 || maxLat >= 90) return { minLat, maxLat, lng: null };
  const lngDelta = toDegrees(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(toRadians(centre.lat)))));
  const min = centre.lng - lngDelta - MARGIN_DEGREES;
  const max = centre.lng + lngDelta + MARGIN_DEGREES;
  if (min < -180 || max > 180) return { minLat, maxLat, lng: null };
  return { minLat, maxLat, lng: { min, max } };
}
