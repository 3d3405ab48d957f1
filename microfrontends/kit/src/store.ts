import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware, type Epic } from 'redux-observable';
import { BehaviorSubject, mergeMap } from 'rxjs';
import { apiRequest } from './api-client.js';
import { sessionSlice } from './session.js';

/** What epics receive besides actions and state: the front end's ports (fakes in tests). */
export interface EpicDependencies {
  api: typeof apiRequest;
  /** Client time in ms; auction screens correct it by the server offset. */
  now: () => number;
  /** [0, 1): the pre-bid random delay, the sound… */
  random: () => number;
  /** Full-page reload (the spec reloads when a countdown completes). */
  reload: () => void;
  /** Navigation to another page of the site. */
  navigate: (path: string) => void;
}

export type AppEpic = Epic<UnknownAction, UnknownAction, unknown, EpicDependencies>;

export const defaultEpicDependencies = (): EpicDependencies => ({
  api: apiRequest,
  now: () => Date.now(),
  random: () => Math.random(),
  reload: () => window.location.reload(),
  navigate: (path) => window.location.assign(path),
});

/**
 * The shell's store. Micro-frontends bring their own state at run time: `injectReducer` adds a
 * slice (RTK's combineSlices), `addEpic` starts an epic once (redux-observable's epic$ pattern).
 */
export function createAppStore(dependencies: EpicDependencies = defaultEpicDependencies()) {
  const rootReducer = combineSlices(sessionSlice);
  const epicMiddleware = createEpicMiddleware<UnknownAction, UnknownAction, unknown, EpicDependencies>({
    dependencies,
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(epicMiddleware),
  });
  const epic$ = new BehaviorSubject<AppEpic>(combineEpics());
  const started = new Set<string>();
  epicMiddleware.run((action$, state$, deps) => epic$.pipe(mergeMap((epic) => epic(action$, state$, deps))));

  return Object.assign(store, {
    injectReducer(key: string, reducer: Reducer) {
      rootReducer.inject({ reducerPath: key, reducer }, { overrideExisting: true });
      store.dispatch({ type: `@@inject/${key}` });
    },
    addEpic(key: string, epic: AppEpic) {
      if (started.has(key)) return;
      started.add(key);
      epic$.next(epic);
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
