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

/** Paths the server answers itself (files, downloads): never a screen of the shell. */
const SERVER_PATHS = /^\/(download|media|api|affichette)\b/;

/**
 * The epics' `navigate`: a page of the site, by path (query and fragment included), inside the
 * page; a file the server sends (a document's download) by a real request, which the router would
 * otherwise answer with its 'Page introuvable'.
 */
export const navigateWithin =
  (router: () => DataRouter, leave: (path: string) => void = (path) => window.location.assign(path)) =>
  (path: string): void => {
    if (SERVER_PATHS.test(path)) leave(path);
    else void router().navigate(path);
  };
