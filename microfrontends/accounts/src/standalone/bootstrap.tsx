import { LOGIN_PAGE_PATH } from '@immo/core';
import { apiRequest, createAppStore, startI18n, initialLocale, sessionLoaded, type Me } from '@immo/kit';
import '@immo/kit/styles.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import BuyerSpace from '../buyer-space.js';
import LoginPage from '../login-page.js';

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
          <main style={{ padding: '1rem' }}>
            <Routes>
              <Route path={LOGIN_PAGE_PATH} element={<LoginPage />} />
              <Route path="/login" element={<LoginPage />} />
              <Route index element={<LoginPage />} />
              <Route path="*" element={<BuyerSpace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
});
