import { createAppStore, type EpicDependencies } from '@immo/kit';
import { sessionEpics } from './session/session-epics.js';

/** The one store of the page: the kit's (session) and the shell's epics; remotes add theirs. */
export function createShellStore(dependencies: EpicDependencies) {
  const store = createAppStore(dependencies);
  store.addEpic('shell/session', sessionEpics);
  return store;
}
