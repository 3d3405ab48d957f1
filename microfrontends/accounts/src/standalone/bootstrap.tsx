import { apiRequest, createAppStore, createI18n, initialLocale, sessionLoaded, type Me } from '@immo/kit';
import '@immo/kit/styles.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import LoginPage from '../login-page.js';

// Without the shell, the page learns who is logged in itself (an anonymous visitor answers 401).
const store = createAppStore();
void apiRequest<Me>('/api/me', { expectUnauthorized: true }).then(
  (user) => store.dispatch(sessionLoaded(user)),
  () => store.dispatch(sessionLoaded(null)),
);

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <I18nextProvider i18n={createI18n(initialLocale())}>
      <main style={{ padding: '1rem' }}>
        <LoginPage />
      </main>
    </I18nextProvider>
  </Provider>,
);
