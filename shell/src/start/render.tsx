import { PrerenderedContext, type Prerendered } from '@immo/kit';
import type { i18n } from 'i18next';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../app.js';
import { ShellProviders } from '../shell-providers.js';
import { ShellNavigation } from '../shell-router.js';
import type { ShellState } from './state.js';

/** React over the server's markup: the layout, the router and the page's screen. */
export function renderShell(
  { store, dependencies, navigator }: ShellState,
  i18n: i18n,
  prerendered: Prerendered | null,
): void {
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
}
