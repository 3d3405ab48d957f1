import type { ReactNode } from 'react';
import { createBrowserRouter, type DataRouter } from 'react-router';

/**
 * The shell's router, made outside React so that the epics' `navigate` port moves between the
 * site's pages inside the page (no reload, no white page between them) — the interest button's
 * way to the login page, the buyer file, the home page after logout.
 */
export function createShellRouter(app: ReactNode): DataRouter {
  return createBrowserRouter([{ path: '*', element: app }]);
}

/** The epics' `navigate`: a page of the site, by path (query and fragment included). */
export const navigateWithin =
  (router: () => DataRouter) =>
  (path: string): void => {
    void router().navigate(path);
  };
