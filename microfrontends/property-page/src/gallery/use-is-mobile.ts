import { breakpoints } from '@immo/kit';
import { useSyncExternalStore } from 'react';

/** Below the kit's mobile breakpoint (768 px): the mobile buttons row and the smaller carousel. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${breakpoints.mobile - 0.02}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_MEDIA_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is a phone's, kept up to date when it is resized or turned. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
