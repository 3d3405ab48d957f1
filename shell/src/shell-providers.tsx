import type { AppStore, EpicDependencies } from '@immo/kit';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { DependenciesContext } from './dependencies.js';

/** The store, the texts and the ports, for the page (bootstrap) and for the component tests alike. */
export function ShellProviders({
  store,
  i18n,
  dependencies,
  children,
}: {
  store: AppStore;
  i18n: i18n;
  dependencies: EpicDependencies;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <DependenciesContext.Provider value={dependencies}>{children}</DependenciesContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
