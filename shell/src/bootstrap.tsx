import { createAppStore, createI18n, initialLocale, onUnauthorized, loggedOut } from '@immo/kit';
import '@immo/kit/styles.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App } from './app.js';
import { registerRemotesFromManifest } from './remotes.js';
import './shell.css';

const store = createAppStore();
const i18n = createI18n(initialLocale());
document.documentElement.lang = i18n.language;

// Spec §4: a 401 anywhere drops the login (the cookie is HttpOnly: the server clears it).
onUnauthorized(() => {
  store.dispatch(loggedOut());
  void fetch('/logout', { method: 'POST', credentials: 'same-origin' });
});

// A missing manifest leaves every remote slot on its fallback; the shell itself still works.
void registerRemotesFromManifest().catch((error: unknown) => console.error('[remotes]', error));

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </I18nextProvider>
  </Provider>,
);
