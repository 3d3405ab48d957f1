import { whenIdle } from '@immo/kit';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY, useSearchDependencies } from '../dependencies.js';

/**
 * When the results' map loads. The map library (maplibre-gl, 275 kB gzip, then its WebGL drawing) is
 * the page's heaviest part, so the list comes first: beside the list (wider than a phone) the map
 * starts once the first results are shown and the browser is idle; on a phone, where it would sit
 * above the list, it waits for the 'Carte' button. Once loaded it stays (hidden on a phone when
 * closed), so turning the phone or closing the map does not draw it again.
 */
export function useMapWanted(listShown: boolean, open: boolean): boolean {
  const phone = usePhoneScreen();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    if (phone) {
      if (open) setWanted(true);
      return undefined;
    }
    return listShown ? whenIdle(() => setWanted(true), MAP_IDLE_TIMEOUT_MS) : undefined;
  }, [wanted, phone, open, listShown]);
  return wanted;
}

/** The phone's map opened stays open for this visit: Back finds the page as it was left. */
let openedInVisit = false;

/** Tests start each page with the map closed. */
export const forgetMapOpened = (): void => {
  openedInVisit = false;
};

/** The phone's 'Carte' button: whether the map is open, and the button's action. */
export function useMapOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(openedInVisit);
  const toggle = () => {
    openedInVisit = !open;
    setOpen(openedInVisit);
  };
  return [open, toggle];
}

/** Whether the page is a phone's, kept up to date when the window is resized or the phone turned. */
export function usePhoneScreen(): boolean {
  const { isMobile } = useSearchDependencies();
  return useSyncExternalStore(subscribeToPhoneScreen, isMobile, () => false);
}

function subscribeToPhoneScreen(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(MOBILE_MEDIA_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** The longest the map waits for an idle moment once the list is shown (a busy page still gets it). */
export const MAP_IDLE_TIMEOUT_MS = 2_000;
