import { apiRequest, createAppStore, startI18n, initialLocale, sessionLoaded, type Me } from '@immo/kit';
import '@immo/kit/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import PropertyPage from '../property-page.js';

// The remote on its own, as the shell would host it: `?bien=` picks the property (1 by default).
const bienId = Number(new URLSearchParams(window.location.search).get('bien') ?? 1);
const store = createAppStore();

apiRequest<Me>('/api/me', { expectUnauthorized: true })
  .then((me) => store.dispatch(sessionLoaded(me)))
  .catch(() => store.dispatch(sessionLoaded(null)));

// The texts of the page's language only, in their own chunk: the screen renders once they are here.
void startI18n(initialLocale()).then((i18n) => {
  document.documentElement.lang = i18n.language;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <main style={{ maxWidth: 1200, margin: '0 auto', padding: '1.5rem 1.25rem 3rem' }}>
            <PropertyPage bienId={bienId} />
          </main>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
});
