import { apiRequest, createAppStore, initialLocale, sessionLoaded, startI18n, type Me } from '@immo/kit';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';

/**
 * Mounts a remote's screen on a page of its own (its standalone build), inside what the shell would
 * give it: the store and the i18n. With `session`, the page asks who is logged in itself (an anonymous
 * visitor answers 401). Only the texts of the page's language are loaded, in their own chunk: the
 * screen renders once they are here.
 */
export function mountStandalone(screen: ReactNode, options: { session?: boolean } = {}): void {
  const store = createAppStore();
  if (options.session)
    void apiRequest<Me>('/api/me', { expectUnauthorized: true }).then(
      (user) => store.dispatch(sessionLoaded(user)),
      () => store.dispatch(sessionLoaded(null)),
    );
  void startI18n(initialLocale()).then((i18n) => {
    document.documentElement.lang = i18n.language;
    createRoot(document.getElementById('root')!).render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{screen}</I18nextProvider>
      </Provider>,
    );
  });
}
