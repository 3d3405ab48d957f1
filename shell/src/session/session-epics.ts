import { createAction } from '@reduxjs/toolkit';
import { loggedOut, sessionLoaded, type AppEpic, type Me } from '@immo/kit';
import { combineEpics, ofType } from 'redux-observable';
import { EMPTY, catchError, concat, concatMap, defer, exhaustMap, from, map, of, switchMap } from 'rxjs';
import { PATHS } from '../paths.js';

/** The shell has started: who is logged in? */
export const shellStarted = createAction('shell/started');
/** 'Se déconnecter' from the user menu. */
export const logoutRequested = createAction('shell/logoutRequested');

/**
 * GET /api/session: the user, or null for an anonymous visitor — a normal state, answered 200, so no
 * page logs a failed request for it (/api/me answers 401 there).
 */
export const currentUserEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    ofType(shellStarted.type),
    switchMap(() =>
      defer(() => from(api<{ user: Me | null }>('/api/session'))).pipe(
        map(({ user }) => sessionLoaded(user)),
        catchError(() => of(sessionLoaded(null))),
      ),
    ),
  );

/** POST /logout clears the HttpOnly cookie; then the home page, whatever the answer. */
export const logoutEpic: AppEpic = (action$, _state$, { api, navigate }) =>
  action$.pipe(
    ofType(logoutRequested.type),
    exhaustMap(() =>
      defer(() => from(api<null>('/logout', { method: 'POST', expectUnauthorized: true }))).pipe(
        catchError(() => of(null)),
        concatMap(() =>
          concat(
            of(loggedOut()),
            defer(() => {
              navigate(PATHS.home);
              return EMPTY;
            }),
          ),
        ),
      ),
    ),
  );

export const sessionEpics: AppEpic = combineEpics(currentUserEpic, logoutEpic);
