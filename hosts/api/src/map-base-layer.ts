// The search map's base layer without a map token or the internet (issue 11): the countries of
// Europe from Natural Earth (the `world-atlas` package's 1:50m TopoJSON, public domain), as GeoJSON.
import { NO_QUERY, type ApiRouter } from '@immo/http-koa';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const MAP_BASE_LAYER_PATH = '/api/map/base-layer.geojson';

/** What the map may show around France: west, south, east, north in degrees. */
const AREA = { west: -32, south: 25, east: 50, north: 72 } as const;
/** About 100 m: enough for a country outline at the zooms without a token. */
const DIGITS = 3;

const round = (value: number) => Number(value.toFixed(DIGITS));

function roundPositions(coordinates: unknown): unknown {
  if (typeof coordinates === 'number') return round(coordinates);
  return Array.isArray(coordinates) ? coordinates.map(roundPositions) : coordinates;
}

function positionsOf(geometry: Geometry): Position[] {
  const flat: Position[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value) && typeof value[0] === 'number') flat.push(value as Position);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  if ('coordinates' in geometry) walk(geometry.coordinates);
  return flat;
}

const touchesArea = (geometry: Geometry): boolean =>
  positionsOf(geometry).some(
    ([lng, lat]) => lng! >= AREA.west && lng! <= AREA.east && lat! >= AREA.south && lat! <= AREA.north,
  );

/** The countries that reach into the area, their names kept, coordinates rounded. */
export function europeanCountries(): FeatureCollection {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  ) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  const features: Feature[] = countries.features
    .filter((country) => country.geometry && touchesArea(country.geometry))
    .map((country) => ({
      type: 'Feature',
      properties: { name: country.properties.name },
      geometry: {
        ...country.geometry,
        coordinates: roundPositions((country.geometry as { coordinates: unknown }).coordinates),
      } as Geometry,
    }));
  return { type: 'FeatureCollection', features };
}

/** GET /api/map/base-layer.geojson: computed once, cached a day by browsers. */
export function mapBaseLayerRoute(api: ApiRouter): void {
  let body: string | null = null;
  api.route(
    {
      method: 'get',
      path: MAP_BASE_LAYER_PATH,
      query: NO_QUERY,
      response: 'file',
      summary:
        "The search map's base layer when no map token is set: the countries of Europe (Natural Earth 1:50m) as GeoJSON",
      tag: 'address',
      audience: 'public',
      responses: { 200: 'A GeoJSON FeatureCollection of country polygons, with their name' },
    },
    (ctx) => {
      body ??= JSON.stringify(europeanCountries());
      ctx.type = 'application/geo+json';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = body;
    },
  );
}
