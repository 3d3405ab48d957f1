// Nearest point within a radius, without scanning every point: points are bucketed in cells of
// CELL_DEGREES and a query visits only the cells the radius can reach.

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE_OF_LATITUDE = 111_195;
/** About 22 km north-south: a 20 km radius touches at most a few cells each way. */
const CELL_DEGREES = 0.2;
const COLUMNS = Math.round(360 / CELL_DEGREES);

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface GridPoint {
  latitude: number;
  longitude: number;
}

const row = (latitude: number) => Math.floor((latitude + 90) / CELL_DEGREES);
/** Columns wrap around the antimeridian. */
const column = (longitude: number) => {
  const unwrapped = Math.floor((longitude + 180) / CELL_DEGREES);
  return ((unwrapped % COLUMNS) + COLUMNS) % COLUMNS;
};

export class NearestPointGrid<T extends GridPoint> {
  private readonly cells = new Map<number, T[]>();

  constructor(points: readonly T[]) {
    for (const point of points) {
      const cell = row(point.latitude) * COLUMNS + column(point.longitude);
      const bucket = this.cells.get(cell);
      if (bucket) bucket.push(point);
      else this.cells.set(cell, [point]);
    }
  }

  nearest(latitude: number, longitude: number, radiusMetres: number): { point: T; distance: number } | null {
    const latitudeSpan = radiusMetres / METRES_PER_DEGREE_OF_LATITUDE;
    // Near the poles a degree of longitude shrinks to nothing: cap the span at the whole circle.
    const cosine = Math.cos(toRadians(Math.min(Math.abs(latitude) + latitudeSpan, 89.9)));
    const longitudeSpan = Math.min(180, latitudeSpan / cosine);
    let best: { point: T; distance: number } | null = null;
    for (let r = row(latitude - latitudeSpan); r <= row(latitude + latitudeSpan); r += 1) {
      const first = column(longitude - longitudeSpan);
      const count = Math.min(COLUMNS, Math.ceil((2 * longitudeSpan) / CELL_DEGREES) + 1);
      for (let step = 0; step < count; step += 1) {
        for (const point of this.cells.get(r * COLUMNS + ((first + step) % COLUMNS)) ?? []) {
          const distance = distanceMetres(latitude, longitude, point.latitude, point.longitude);
          if (distance <= radiusMetres && (!best || distance < best.distance)) best = { point, distance };
        }
      }
    }
    return best;
  }
}
