// Renders a screen of the search remote as the shell would host it: the kit's store and i18n, a
// router, fake ports (a stub API, a fixed clock).
import { render } from '@testing-library/react';
import { createAppStore, sessionLoaded, type Me } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import type { Locale } from '@immo/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  SearchDependenciesContext,
  type SearchDependencies,
} from '../../../microfrontends/search/src/dependencies.js';
import { forgetMapOpened } from '../../../microfrontends/search/src/map/map-wanted.js';
import { forgetSearchResults } from '../../../microfrontends/search/src/results/use-search-results.js';
import { RemoteRoot } from '../../../microfrontends/search/src/remote-root.js';
import { HomeScreen } from '../../../microfrontends/search/src/home-screen.js';
import { SearchScreen } from '../../../microfrontends/search/src/search-screen.js';
import { fakeApi, type FakeRoutes } from '../shell/render-shell.js';
import { fakeMapLibrary } from './fake-map.js';

export { fakeApi, buyer } from '../shell/render-shell.js';
export { useFakeClock } from '../../support/fake-clock.js';

export interface SearchRenderOptions {
  path?: string;
  routes?: FakeRoutes;
  user?: Me | null;
  locale?: Locale;
  now?: () => number;
  mobile?: boolean;
}

/** Where the router is: the tests read the URL the screens write. */
function LocationProbe({ onLocation }: { onLocation: (path: string) => void }) {
  const location = useLocation();
  onLocation(`${location.pathname}${location.search}`);
  return null;
}

export function renderSearch(options: SearchRenderOptions = {}, extra?: ReactNode) {
  forgetSearchResults();
  forgetMapOpened();
  const api = fakeApi(options.routes ?? {});
  const dependencies: SearchDependencies = {
    api: api as unknown as SearchDependencies['api'],
    now: options.now ?? (() => Date.now()),
    isMobile: () => options.mobile ?? false,
    loadMap: async () => fakeMapLibrary,
  };
  const store = createAppStore();
  store.dispatch(sessionLoaded(options.user ?? null));
  const i18n = createTestI18n(options.locale ?? 'fr');
  const location = { current: '' };
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SearchDependenciesContext.Provider value={dependencies}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <LocationProbe onLocation={(path) => (location.current = path)} />
            <RemoteRoot>
              <Routes>
                <Route path="/recherche" element={<SearchScreen />} />
                <Route index element={<HomeScreen />} />
                <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
              </Routes>
            </RemoteRoot>
            {extra}
          </MemoryRouter>
        </SearchDependenciesContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, api, store, i18n, location };
}
