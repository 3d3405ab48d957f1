// A stand-in for maplibre-gl in jsdom (no WebGL): records what the page asks of the map and lets a
// test fire the map's events.
import type {
  LayerEvent,
  LngLat,
  MapHandle,
  MapLibrary,
  MapOptions,
} from '../../../microfrontends/search/src/map/map-library.js';

type Listener = (event: never) => void;

export class FakeMap implements MapHandle {
  static last: FakeMap | null = null;
  readonly listeners = new Map<string, Listener[]>();
  readonly sources = new Map<string, { data: unknown; setData(data: unknown): void }>();
  readonly layers: Record<string, unknown>[] = [];
  readonly filters = new Map<string, unknown>();
  readonly fits: [LngLat, LngLat][] = [];
  view = { south: 45, west: 4, north: 46, east: 5 };
  removed = false;

  constructor(readonly options: MapOptions) {
    FakeMap.last = this;
  }
  on(type: string, layerOrListener: string | Listener, maybe?: Listener): unknown {
    const key = typeof layerOrListener === 'string' ? `${type}:${layerOrListener}` : type;
    const listener = (typeof layerOrListener === 'string' ? maybe : layerOrListener)!;
    this.listeners.set(key, [...(this.listeners.get(key) ?? []), listener]);
    return this;
  }
  fire(key: string, event: unknown = {}): void {
    for (const listener of this.listeners.get(key) ?? []) (listener as (e: unknown) => void)(event);
  }
  addSource(id: string, source: Record<string, unknown>): unknown {
    const entry = {
      data: source.data,
      setData(data: unknown) {
        entry.data = data;
      },
    };
    this.sources.set(id, entry);
    return this;
  }
  addLayer(layer: Record<string, unknown>): unknown {
    this.layers.push(layer);
    return this;
  }
  getSource(id: string): unknown {
    return this.sources.get(id);
  }
  setFilter(layer: string, filter: unknown): unknown {
    this.filters.set(layer, filter);
    return this;
  }
  fitBounds(bounds: [LngLat, LngLat]): unknown {
    this.fits.push(bounds);
    return this;
  }
  jumpTo(): unknown {
    return this;
  }
  getBounds() {
    const { south, west, north, east } = this.view;
    return { getSouth: () => south, getWest: () => west, getNorth: () => north, getEast: () => east };
  }
  queryRenderedFeatures(): unknown[] {
    return [];
  }
  getCanvas() {
    return { style: { cursor: '' } };
  }
  remove(): void {
    this.removed = true;
  }
  /** The markers' bienIds of the results source. */
  markerIds(): number[] {
    const data = this.sources.get('results')?.data as { features: { properties: { bienId: number } }[] };
    return data.features.map((f) => f.properties.bienId);
  }
  hoverMarker(bienId: number | null): void {
    const event: LayerEvent = { features: bienId === null ? [] : [{ properties: { bienId } }] };
    this.fire(bienId === null ? 'mouseleave:results' : 'mousemove:results', event);
  }
}

export const fakeMapLibrary: MapLibrary = { Map: FakeMap };
