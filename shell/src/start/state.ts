import { defaultEpicDependencies, loggedOut, onUnauthorized } from '@immo/kit';
import { shellStarted } from '../session/session-epics.js';
import { createShellNavigator, navigateWithin } from '../shell-router.js';
import { createShellStore } from '../shell-store.js';

/** The page's store and ports, the session asked for (GET /api/session) as soon as they exist. */
export function startState() {
  // The router's navigate is there once the page renders; a path asked before is followed then.
  const navigator = createShellNavigator();
  const dependencies = { ...defaultEpicDependencies(), navigate: navigateWithin(() => navigator) };
  const store = createShellStore(dependencies);
  // Spec §4: a 401 anywhere drops the login (the cookie is HttpOnly: the server clears it).
  onUnauthorized(() => {
    store.dispatch(loggedOut());
    void fetch('/logout', { method: 'POST', credentials: 'same-origin' });
  });
  store.dispatch(shellStarted());
  return { navigator, dependencies, store };
}

export type ShellState = ReturnType<typeof startState>;
