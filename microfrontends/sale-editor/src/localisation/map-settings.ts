// The property map of the sale form (spec §2.1, §9).

/** Metropolitan France, seen whole. */
export const FRANCE_CENTER = { lat: 46.603354, lng: 1.888334 } as const;
export const DEFAULT_ZOOM = 4;
/** Close enough to see the building of a chosen address. */
export const ADDRESS_ZOOM = 17;
/** Above this zoom the map shows satellite imagery (with streets); at or below, light streets. */
export const SATELLITE_ABOVE_ZOOM = 10;
export const MAP_HEIGHT_PX = 300;

export const LIGHT_STREETS_STYLE = 'mapbox://styles/mapbox/light-v11';
export const SATELLITE_STYLE = 'mapbox://styles/mapbox/satellite-streets-v12';

export const mapStyleForZoom = (zoom: number): string =>
  zoom > SATELLITE_ABOVE_ZOOM ? SATELLITE_STYLE : LIGHT_STREETS_STYLE;
