import type { MessageCode } from '@immo/core';
import { ApiError, type AppEpic, type AppStore } from '@immo/kit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { catchError, concat, exhaustMap, filter, from, map, of, switchMap, timer } from 'rxjs';

/** How long the heart's notice stays (spec §9: notices and errors 3000 ms). */
export const FAVOURITE_NOTICE_MS = 3000;

export const FAVOURITES_STATE_KEY = 'propertyFavourite';

/** A text of the catalogue, or the server's own words (data.message, the error's message). */
export type FavouriteNotice =
  | { kind: 'success' | 'error'; code: MessageCode; text?: undefined }
  | { kind: 'success' | 'error'; text: string; code?: undefined };

export interface FavouriteState {
  /** Saved or not, per property, once the viewer pressed the heart (before that: the page's isFavourite). */
  saved: Record<number, boolean>;
  pending: boolean;
  notice: FavouriteNotice | null;
  loginModalOpen: boolean;
}

const initialState: FavouriteState = { saved: {}, pending: false, notice: null, loginModalOpen: false };

export const favouriteSlice = createSlice({
  name: FAVOURITES_STATE_KEY,
  initialState,
  reducers: {
    favouriteToggleRequested: (state, _action: PayloadAction<{ bienId: number; saved: boolean }>) => {
      state.pending = true;
    },
    favouriteChanged: (state, action: PayloadAction<{ bienId: number; saved: boolean }>) => {
      state.saved[action.payload.bienId] = action.payload.saved;
      state.pending = false;
    },
    favouriteFailed: (state) => {
      state.pending = false;
    },
    favouriteNoticeShown: (state, action: PayloadAction<FavouriteNotice>) => {
      state.notice = action.payload;
    },
    favouriteNoticeCleared: (state) => {
      state.notice = null;
    },
    favouriteLoginModalOpened: (state) => {
      state.loginModalOpen = true;
    },
    favouriteLoginModalClosed: (state) => {
      state.loginModalOpen = false;
    },
  },
});

export const {
  favouriteToggleRequested,
  favouriteChanged,
  favouriteFailed,
  favouriteNoticeShown,
  favouriteNoticeCleared,
  favouriteLoginModalOpened,
  favouriteLoginModalClosed,
} = favouriteSlice.actions;

export const selectFavouriteState = (state: unknown): FavouriteState =>
  (state as Record<string, FavouriteState | undefined>)[FAVOURITES_STATE_KEY] ?? initialState;

/** The routes of §2.4: add under /api, remove without it. */
export const addFavouriteUrl = (bienId: number): string => `/api/favoris/add/${bienId}`;
export const removeFavouriteUrl = (bienId: number): string => `/favoris/delete/${bienId}`;

interface FavouriteAnswer {
  data?: { message?: string };
}

/** The spec's 'User not found' status: the account behind the token is gone, so log in again. */
const isUserNotFound = (error: ApiError): boolean =>
  [error.code, error.message, JSON.stringify(error.body ?? '')].some((text) =>
    /user[ _]not[ _]found/i.test(text),
  );

/**
 * The heart (spec §4, §7, §8): GET add or delete; on success the heart toggles and data.message
 * shows as a success notice; a 401 says 'Vous devez être connecté…', 'User not found' opens the
 * login modal, any other error shows the server's text.
 */
export const favouriteEpic: AppEpic = (action$, _state$, { api }) => {
  const withNotice = (notice: FavouriteNotice) =>
    concat(
      of(favouriteNoticeShown(notice)),
      timer(FAVOURITE_NOTICE_MS).pipe(map(() => favouriteNoticeCleared())),
    );
  return action$.pipe(
    filter(favouriteToggleRequested.match),
    // A second press while the first is on its way is ignored.
    exhaustMap(({ payload: { bienId, saved } }) =>
      from(api<FavouriteAnswer>(saved ? removeFavouriteUrl(bienId) : addFavouriteUrl(bienId))).pipe(
        switchMap((answer) => {
          const message = answer?.data?.message;
          const notice: FavouriteNotice = message
            ? { kind: 'success', text: message }
            : { kind: 'success', code: saved ? 'favourite_removed' : 'favourite_added' };
          return concat(of(favouriteChanged({ bienId, saved: !saved })), withNotice(notice));
        }),
        catchError((error: unknown) => {
          const failed = of(favouriteFailed());
          if (error instanceof ApiError && isUserNotFound(error))
            return concat(failed, of(favouriteLoginModalOpened()));
          if (error instanceof ApiError && error.status === 401)
            return concat(failed, withNotice({ kind: 'error', code: 'favourite_login_required' }));
          const text = error instanceof ApiError ? error.message : '';
          return concat(
            failed,
            withNotice(text ? { kind: 'error', text } : { kind: 'error', code: 'unexpected_error' }),
          );
        }),
      ),
    ),
  );
};

const installed = new WeakSet<object>();

/** Brings the heart's state and epic into the shell's store, once per store. */
export function installFavourites(store: AppStore): void {
  if (installed.has(store)) return;
  installed.add(store);
  store.injectReducer(FAVOURITES_STATE_KEY, favouriteSlice.reducer);
  store.addEpic(FAVOURITES_STATE_KEY, favouriteEpic);
}
