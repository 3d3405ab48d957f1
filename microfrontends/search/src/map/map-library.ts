// The map library, fetched only when the search page shows its map. Without a token, MapLibre GL
// (BSD-3, the open-source fork of mapbox-gl 1, same API): mapbox-gl 2 and later refuse to draw
// without a Mapbox token (`_authenticate` → NO_ACCESS_TOKEN → the canvas is cleared). With
// MAPBOX_TOKEN, mapbox-gl and the spec's Mapbox styles.

/** A [lng, lat] pair, as the libraries take points. */
export type LngLat = [number, number];

export interface MapBoundsHandle {
  getSouth(): number;
  getWest(): number;
  getNorth(): number;
  getEast(): number;
}

/** A mouse event on a layer: the features under the pointer. */
export interface LayerEvent {
  features?: { properties?: Record<string, unknown> | null }[];
}

/** The part of a mapbox-gl / maplibre-gl Map the search page uses. */
export interface MapHandle {
  on(type: 'load' | 'idle' | 'error' | 'dragstart', listener: () => void): unknown;
  on(type: 'moveend' | 'zoomstart', listener: (event: { originalEvent?: unknown }) => void): unknown;
  on(
    type: 'mousemove' | 'mouseleave' | 'click',
    layer: string,
    listener: (event: LayerEvent) => void,
  ): unknown;
  addSource(id: string, source: Record<string, unknown>): unknown;
  addLayer(layer: Record<string, unknown>): unknown;
  getSource(id: string): unknown;
  setFilter(layer: string, filter: unknown): unknown;
  fitBounds(bounds: [LngLat, LngLat], options?: Record<string, unknown>): unknown;
  jumpTo(options: { center: LngLat; zoom: number }): unknown;
  getBounds(): MapBoundsHandle;
  queryRenderedFeatures(options: { layers: string[] }): unknown[];
  getCanvas(): { style: { cursor: string } };
  remove(): void;
}

export interface MapOptions {
  container: HTMLElement;
  style: unknown;
  center: LngLat;
  zoom: number;
  accessToken?: string;
}

export interface MapLibrary {
  Map: new (options: MapOptions) => MapHandle;
}

export type LoadMapLibrary = (token: string | null) => Promise<MapLibrary>;

const libraryOf = (module: unknown): MapLibrary =>
  ((module as { default?: MapLibrary }).default ?? module) as MapLibrary;

export const loadMapLibrary: LoadMapLibrary = async (token) => {
  if (token) {
    const [library] = await Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]);
    return libraryOf(library);
  }
  const [library] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]);
  return libraryOf(library);
};
