import { createAppStore, type EpicDependencies } from '@immo/kit';
import { sessionEpics } from './session/session-epics.js';
import { SERVER_CLOCK_KEY, serverClockSlice } from './time/server-clock.js';

/** The one store of the page: the kit's (session), the shell's own state and epics; remotes add theirs. */
export function createShellStore(dependencies: EpicDependencies) {
  const store = createAppStore(dependencies);
  store.injectReducer(SERVER_CLOCK_KEY, serverClockSlice.reducer);
  store.addEpic('shell/session', sessionEpics);
  return store;
}
