// The map library, fetched only when a token lets a map show: a form without a map never pays for it.
import { createContext } from 'react';

export interface MapPoint {
  lng: number;
  lat: number;
}

/** The part of a mapbox-gl Map the form uses. */
export interface MapHandle {
  on(type: 'zoomend', listener: () => void): unknown;
  on(type: 'click', listener: (event: { lngLat: MapPoint }) => void): unknown;
  getZoom(): number;
  setStyle(style: string): unknown;
  jumpTo(options: { center: [number, number]; zoom: number }): unknown;
  remove(): void;
}

/** The part of a mapbox-gl Marker the form uses. */
export interface MarkerHandle {
  setLngLat(point: [number, number]): MarkerHandle;
  addTo(map: MapHandle): MarkerHandle;
  getLngLat(): MapPoint;
  on(type: 'dragend', listener: () => void): unknown;
  remove(): unknown;
}

export interface MapOptions {
  container: HTMLElement;
  accessToken: string;
  style: string;
  center: [number, number];
  zoom: number;
}

export interface MapLibrary {
  Map: new (options: MapOptions) => MapHandle;
  Marker: new (options: { draggable: boolean; color?: string }) => MarkerHandle;
}

export type LoadMapLibrary = () => Promise<MapLibrary>;

export const loadMapboxGl: LoadMapLibrary = async () => {
  const [library] = await Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]);
  // mapbox-gl's own types are wider (overloaded events, options objects): the form uses this subset.
  return library.default as unknown as MapLibrary;
};

/** Tests give a fake library here; the page uses mapbox-gl. */
export const MapLibraryContext = createContext<LoadMapLibrary>(loadMapboxGl);
