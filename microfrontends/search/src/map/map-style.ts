// The search map's settings (spec §2.1, §9) and styles: with a token the spec's Mapbox styles (light
// streets, satellite above zoom 10), without one a base layer the host serves from packaged data.
import { SEARCH_BAR_DEFAULT_LOCATION, type GeoBounds } from '@immo/core';
import type { LngLat } from './map-library.js';

export const MAP_DEFAULT_CENTER: LngLat = [SEARCH_BAR_DEFAULT_LOCATION.lng, SEARCH_BAR_DEFAULT_LOCATION.lat];
export const MAP_DEFAULT_ZOOM = 4;
export const MAP_HEIGHT_PX = 300;
/** Above this zoom the Mapbox map shows satellite imagery. */
export const SATELLITE_ABOVE_ZOOM = 10;
/** Fitting the results never zooms in closer than this: streets with a token, countries without. */
export const fitMaxZoom = (token: string | null): number => (token ? 12 : 8);

/** The countries of Europe (Natural Earth), served by the host: hosts/api/src/map-base-layer.ts. */
export const BASE_LAYER_URL = '/api/map/base-layer.geojson';
export const LIGHT_STREETS_STYLE = 'mapbox://styles/mapbox/light-v11';
const SATELLITE_SOURCE = 'mapbox://mapbox.satellite';

export const RESULTS_SOURCE = 'results';
export const RESULTS_LAYER = 'results';
export const HIGHLIGHT_LAYER = 'results-highlight';

const SEA = '#d6e6f0';
const LAND = '#f6f4ee';
const BORDER = '#aab6c2';
const MARKER = '#b84d12';
const MARKER_HIGHLIGHT = '#0b3d5c';

/** The style without a token: sea, land and borders, no tiles, no fonts, nothing fetched elsewhere. */
export function embeddedStyle(origin: string): Record<string, unknown> {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: new URL(BASE_LAYER_URL, origin).href } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': BORDER, 'line-width': 0.8 },
      },
    ],
  };
}

/** With a token: Mapbox's light streets, then its satellite imagery above zoom 10. */
export const mapboxSatelliteLayer = {
  source: { type: 'raster', url: SATELLITE_SOURCE, tileSize: 256 },
  layer: { id: 'satellite', type: 'raster', source: 'satellite', minzoom: SATELLITE_ABOVE_ZOOM },
};

/** The results' markers (circles) and the hovered one drawn over them. */
export const resultLayers = (highlighted: number | null): Record<string, unknown>[] => [
  {
    id: RESULTS_LAYER,
    type: 'circle',
    source: RESULTS_SOURCE,
    paint: {
      'circle-radius': 7,
      'circle-color': MARKER,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
  {
    id: HIGHLIGHT_LAYER,
    type: 'circle',
    source: RESULTS_SOURCE,
    filter: highlightFilter(highlighted),
    paint: {
      'circle-radius': 11,
      'circle-color': MARKER_HIGHLIGHT,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 3,
    },
  },
];

export const highlightFilter = (bienId: number | null): unknown[] => ['==', ['get', 'bienId'], bienId ?? -1];

export interface MarkerPoint {
  bienId: number;
  location: { lat: number; lng: number } | null;
}

/** The cards placed on the map, as GeoJSON points carrying their bienId. */
export function resultsGeoJson(cards: readonly MarkerPoint[]): Record<string, unknown> {
  return {
    type: 'FeatureCollection',
    features: cards
      .filter((card) => card.location !== null)
      .map((card) => ({
        type: 'Feature',
        properties: { bienId: card.bienId },
        geometry: { type: 'Point', coordinates: [card.location!.lng, card.location!.lat] },
      })),
  };
}

/** The box around the placed cards (null: none placed). */
export function boxOf(cards: readonly MarkerPoint[]): [LngLat, LngLat] | null {
  const placed = cards.flatMap((card) => (card.location ? [card.location] : []));
  if (placed.length === 0) return null;
  const lngs = placed.map((p) => p.lng);
  const lats = placed.map((p) => p.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

const sixDigits = (value: number) => Number(value.toFixed(6));

/** The map's visible area as the search's `bounds` criterion (clamped to the valid ranges). */
export function boundsOfView(view: {
  getSouth(): number;
  getWest(): number;
  getNorth(): number;
  getEast(): number;
}): GeoBounds {
  const lng = (value: number) => sixDigits(Math.max(-180, Math.min(180, value)));
  const lat = (value: number) => sixDigits(Math.max(-90, Math.min(90, value)));
  return {
    south: lat(view.getSouth()),
    west: lng(view.getWest()),
    north: lat(view.getNorth()),
    east: lng(view.getEast()),
  };
}

export const boxOfBounds = (bounds: GeoBounds): [LngLat, LngLat] => [
  [bounds.west, bounds.south],
  [bounds.east, bounds.north],
];
