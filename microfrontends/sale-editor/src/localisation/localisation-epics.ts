// The Localisation section's calls, as epics (time-based work goes through redux-observable):
// the debounced address autocomplete, the gps banner's re-geocoding, the marker's reverse
// geocoding and the map token.
import { ADDRESS_SEARCH_DEBOUNCE_MS, shouldSearchAddress, type AddressSuggestion } from '@immo/core';
import { ApiError, type AppEpic } from '@immo/kit';
import { combineEpics } from 'redux-observable';
import { catchError, concat, EMPTY, exhaustMap, filter, from, map, of, switchMap, timer } from 'rxjs';
import {
  addressSearchStarted,
  addressSuggestionsClosed,
  addressSuggestionsLoaded,
  addressTextTyped,
  mapConfigLoaded,
  mapConfigRequested,
  markerMoved,
  regeocodeAnswered,
  regeocodeFailed,
  regeocodeRequested,
  reverseGeocoded,
  selectLocalisation,
} from './localisation-state.js';

export const ADDRESS_SEARCH_PATH = '/api/map/search/';
export const REVERSE_GEOCODE_PATH = '/api/map/reverse';
export const CONFIG_PATH = '/api/config';

/** The search call's text: the address with its spaces replaced by hyphens (spec §7). */
export const addressSearchText = (text: string): string => text.trim().replace(/\s+/g, '-');

const searchAddress: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter((action) => addressTextTyped.match(action) || addressSuggestionsClosed.match(action)),
    // A new key, a choice or a click outside cancels the wait and any answer still on its way.
    switchMap((action) => {
      if (!addressTextTyped.match(action)) return EMPTY;
      if (!shouldSearchAddress(action.payload)) return of(addressSuggestionsClosed());
      const text = addressSearchText(action.payload);
      return timer(ADDRESS_SEARCH_DEBOUNCE_MS).pipe(
        switchMap(() =>
          concat(
            of(addressSearchStarted()),
            from(api<AddressSuggestion[]>(ADDRESS_SEARCH_PATH, { method: 'POST', json: { text } })).pipe(
              map((found) => addressSuggestionsLoaded(Array.isArray(found) ? found : [])),
              // The field still works without suggestions: a failed lookup just shows none.
              catchError(() => of(addressSuggestionsClosed())),
            ),
          ),
        ),
      );
    }),
  );

const regeocode: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(regeocodeRequested.match),
    switchMap(({ payload }) => {
      const text = addressSearchText(payload);
      if (text === '') return of(regeocodeAnswered([]));
      return from(api<AddressSuggestion[]>(ADDRESS_SEARCH_PATH, { method: 'POST', json: { text } })).pipe(
        map((found) => regeocodeAnswered(Array.isArray(found) ? found : [])),
        // The server refuses a text it cannot look up (too short…): nothing found, as far as the user goes.
        catchError((error: unknown) =>
          of(
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? regeocodeAnswered([])
              : regeocodeFailed(),
          ),
        ),
      );
    }),
  );

const reverseGeocode: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(markerMoved.match),
    switchMap(({ payload: at }) =>
      from(
        api<AddressSuggestion>(
          `${REVERSE_GEOCODE_PATH}?${new URLSearchParams({ lat: String(at.lat), lng: String(at.lng) })}`,
        ),
      ).pipe(
        map((address) => reverseGeocoded({ address, at })),
        // No address near the point (404): the marker's coordinates stay, the address fields too.
        catchError(() => EMPTY),
      ),
    ),
  );

const loadMapConfig: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(mapConfigRequested.match),
    filter(() => selectLocalisation(state$.value).mapToken === undefined),
    exhaustMap(() =>
      from(api<{ mapboxToken?: unknown }>(CONFIG_PATH)).pipe(
        map((config) => {
          const token = config?.mapboxToken;
          return mapConfigLoaded(typeof token === 'string' && token.trim() !== '' ? token.trim() : null);
        }),
        // No config, no map: everything else in the form keeps working.
        catchError(() => of(mapConfigLoaded(null))),
      ),
    ),
  );

export const localisationEpic: AppEpic = combineEpics(
  searchAddress,
  regeocode,
  reverseGeocode,
  loadMapConfig,
);
