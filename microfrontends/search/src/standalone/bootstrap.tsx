import { SEARCH_PAGE_PATH } from '@immo/core';
import { apiRequest, createAppStore, startI18n, initialLocale, sessionLoaded, type Me } from '@immo/kit';
import '@immo/kit/styles.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import HomePage from '../home-page.js';
import SearchPage from '../search-page.js';

// Without the shell, the page learns who is logged in itself (an anonymous visitor answers 401).
const store = createAppStore();
void apiRequest<Me>('/api/me', { expectUnauthorized: true }).then(
  (user) => store.dispatch(sessionLoaded(user)),
  () => store.dispatch(sessionLoaded(null)),
);

// The texts of the page's language only, in their own chunk: the screen renders once they are here.
void startI18n(initialLocale()).then((i18n) => {
  document.documentElement.lang = i18n.language;
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <main style={{ padding: '1rem', maxWidth: 1200, margin: '0 auto' }}>
            <Routes>
              <Route path={SEARCH_PAGE_PATH} element={<SearchPage />} />
              <Route path="*" element={<HomePage />} />
            </Routes>
          </main>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
});
