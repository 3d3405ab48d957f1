import {
  apiRequest,
  capturePrerendered,
  defaultEpicDependencies,
  initialLocale,
  loggedOut,
  onUnauthorized,
  PrerenderedContext,
  startErrorReporting,
  startI18n,
} from '@immo/kit';
import '@immo/kit/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.js';
import { loadShellCatalogue } from './catalogue.js';
import { firstScreenRemote } from './pages/remote-pages.js';
import { loadRemoteComponent, registerRemotesFromManifest } from './remotes.js';
import { shellStarted } from './session/session-epics.js';
import { ShellProviders } from './shell-providers.js';
import { createShellNavigator, navigateWithin, ShellNavigation } from './shell-router.js';
import { createShellStore } from './shell-store.js';
import './shell.css';

// The router's navigate is there once the page renders; a path asked before is followed then.
const navigator = createShellNavigator();
const dependencies = { ...defaultEpicDependencies(), navigate: navigateWithin(() => navigator) };
const store = createShellStore(dependencies);
// The shell's texts in the page's language only, in their own chunk: fetched while the rest starts.
const i18nReady = startI18n(initialLocale(), loadShellCatalogue);

// Spec §4: a 401 anywhere drops the login (the cookie is HttpOnly: the server clears it).
onUnauthorized(() => {
  store.dispatch(loggedOut());
  void fetch('/logout', { method: 'POST', credentials: 'same-origin' });
});

// Spec §7: the screens' errors go to the error-reporting service when the public config names a DSN.
void apiRequest<{ sentryDsn?: string | null }>('/api/config')
  .then((config) => startErrorReporting({ dsn: config.sentryDsn }))
  .catch(() => startErrorReporting({ dsn: null }));

// A missing manifest leaves every remote slot on its fallback; the shell itself still works.
void registerRemotesFromManifest().catch((error: unknown) => console.error('[remotes]', error));
// The first screen's remote, fetched now; its slot reuses it (or shows the failure and retries).
const firstRemote = firstScreenRemote(window.location.pathname);
if (firstRemote) void loadRemoteComponent(firstRemote).catch(() => undefined);

store.dispatch(shellStarted());

// Read before React renders over it: the first screen's slot keeps it on view while it loads.
const prerendered = capturePrerendered(document);

void i18nReady.then((i18n) => {
  document.documentElement.lang = i18n.language;
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition: React renders the page in slices, yielding to the browser between them (one long
  // task otherwise, on a phone the main thread blocked for hundreds of ms); the server's markup stays
  // on view meanwhile.
  startTransition(() =>
    root.render(
      <ShellProviders store={store} i18n={i18n} dependencies={dependencies}>
        <PrerenderedContext.Provider value={prerendered}>
          <BrowserRouter>
            <ShellNavigation navigator={navigator} />
            <App />
          </BrowserRouter>
        </PrerenderedContext.Provider>
      </ShellProviders>,
    ),
  );
});
