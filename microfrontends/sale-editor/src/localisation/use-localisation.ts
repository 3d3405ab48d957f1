import type { AppStore } from '@immo/kit';
import { useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { localisationEpic } from './localisation-epics.js';
import { LOCALISATION_SLICE, localisationSlice, selectLocalisation } from './localisation-state.js';

/**
 * The Localisation state in the shell's store: the slice and its epic are brought in on first use
 * (before any child effect dispatches), once per store.
 */
export function useLocalisation() {
  const store = useStore() as AppStore;
  useState(() => {
    if (!(LOCALISATION_SLICE in (store.getState() as object)))
      store.injectReducer(LOCALISATION_SLICE, localisationSlice.reducer);
    store.addEpic(LOCALISATION_SLICE, localisationEpic);
    return true;
  });
  return { state: useSelector(selectLocalisation), dispatch: useDispatch() };
}
