// What the Localisation section keeps outside the form: the address suggestions, the re-geocoding
// outcome, the map token, and an address found by a lookup that the form has still to take in.
// The form values themselves stay in Formik; the section applies `pending` to them (see use-localisation).
import type { AddressSuggestion } from '@immo/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const LOCALISATION_SLICE = 'saleEditorLocalisation';

export interface LatLng {
  lat: number;
  lng: number;
}

/** An address a lookup found, waiting to be written into the form (addressChosen). */
export interface PendingAddress {
  id: number;
  address: AddressSuggestion;
}

export interface LocalisationState {
  /** The suggestions panel: closed, looking up (the previous list stays meanwhile), or the answer (possibly empty). */
  suggestions: { status: 'closed' | 'searching' | 'shown'; items: AddressSuggestion[] };
  /** The gps banner's re-geocoding: 'none' shows 'Aucun résultat', 'failed' the generic error. */
  regeocode: 'idle' | 'searching' | 'none' | 'failed';
  pending: PendingAddress | null;
  /** undefined until GET /api/config answers; null: no token, the map is off. */
  mapToken: string | null | undefined;
}

export const initialLocalisationState: LocalisationState = {
  suggestions: { status: 'closed', items: [] },
  regeocode: 'idle',
  pending: null,
  mapToken: undefined,
};

let nextPendingId = 1;

export const localisationSlice = createSlice({
  name: LOCALISATION_SLICE,
  initialState: initialLocalisationState,
  reducers: {
    /** The negotiator typed in the address field (the epic debounces and looks it up). */
    addressTextTyped: (state, _action: PayloadAction<string>) => {
      state.regeocode = 'idle';
    },
    addressSearchStarted: (state) => {
      state.suggestions.status = 'searching';
    },
    addressSuggestionsLoaded: (state, action: PayloadAction<AddressSuggestion[]>) => {
      state.suggestions = { status: 'shown', items: action.payload };
    },
    /** A choice, a click outside, Escape, or too short a text: no panel, and any pending lookup dropped. */
    addressSuggestionsClosed: (state) => {
      state.suggestions = { status: 'closed', items: [] };
    },
    /** The banner (or the map-off button) asks to locate address + postcode + commune. */
    regeocodeRequested: (state, _action: PayloadAction<string>) => {
      state.regeocode = 'searching';
    },
    regeocodeAnswered: (state, action: PayloadAction<AddressSuggestion[]>) => {
      const [first] = action.payload;
      if (first === undefined) {
        state.regeocode = 'none';
        return;
      }
      state.regeocode = 'idle';
      state.pending = { id: nextPendingId++, address: first };
    },
    regeocodeFailed: (state) => {
      state.regeocode = 'failed';
    },
    /** The marker was dropped there: the form already holds the point; the epic looks its address up. */
    markerMoved: (state, _action: PayloadAction<LatLng>) => {
      state.regeocode = 'idle';
    },
    /** The address at the dropped point; its location stays where the marker was dropped. */
    reverseGeocoded: (state, action: PayloadAction<{ address: AddressSuggestion; at: LatLng }>) => {
      const { address, at } = action.payload;
      state.pending = { id: nextPendingId++, address: { ...address, latitude: at.lat, longitude: at.lng } };
    },
    pendingAddressApplied: (state, action: PayloadAction<number>) => {
      if (state.pending?.id === action.payload) state.pending = null;
    },
    mapConfigRequested: () => {},
    mapConfigLoaded: (state, action: PayloadAction<string | null>) => {
      state.mapToken = action.payload;
    },
  },
});

export const {
  addressTextTyped,
  addressSearchStarted,
  addressSuggestionsLoaded,
  addressSuggestionsClosed,
  regeocodeRequested,
  regeocodeAnswered,
  regeocodeFailed,
  markerMoved,
  reverseGeocoded,
  pendingAddressApplied,
  mapConfigRequested,
  mapConfigLoaded,
} = localisationSlice.actions;

/** The slice is injected at run time: until then (or in another app's store) it reads as initial. */
export const selectLocalisation = (state: unknown): LocalisationState =>
  (state as Partial<Record<typeof LOCALISATION_SLICE, LocalisationState>>)[LOCALISATION_SLICE] ??
  initialLocalisationState;
