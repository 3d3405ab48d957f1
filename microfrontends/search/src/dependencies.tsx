import { apiRequest } from '@immo/kit';
import { createContext, useContext } from 'react';
import { loadMapLibrary, type LoadMapLibrary } from './map/map-library.js';

/** What the search screens reach outside React: the API, the clock, the map. Fakes in tests. */
export interface SearchDependencies {
  api: typeof apiRequest;
  /** Client time in ms. */
  now: () => number;
  /** Whether the page is a phone's (the mobile widget, the scroll-to-top button). */
  isMobile: () => boolean;
  /** The map library (maplibre-gl without a token, mapbox-gl with one); a fake in tests. */
  loadMap: LoadMapLibrary;
}

export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

export const defaultSearchDependencies: SearchDependencies = {
  api: apiRequest,
  now: () => Date.now(),
  isMobile: () => typeof window !== 'undefined' && !!window.matchMedia?.(MOBILE_MEDIA_QUERY).matches,
  loadMap: loadMapLibrary,
};

export const SearchDependenciesContext = createContext<SearchDependencies>(defaultSearchDependencies);

export const useSearchDependencies = (): SearchDependencies => useContext(SearchDependenciesContext);
