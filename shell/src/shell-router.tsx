import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';

/** Moves to a page of the site inside the page (query and fragment included). */
export interface ShellNavigator {
  navigate(path: string): void;
}

/**
 * Where the epics' `navigate` port goes: the shell's router's own `navigate` once the page has
 * rendered (ShellNavigation, inside the BrowserRouter), the paths asked before that kept and followed
 * then — the interest button's way to the login page, the buyer file, the home page after logout.
 * The shell used react-router's data router for this alone (its code about 10 kB gzip more).
 */
export function createShellNavigator(): ShellNavigator & { attach(navigate: (path: string) => void): void } {
  let routerNavigate: ((path: string) => void) | null = null;
  const waiting: string[] = [];
  return {
    navigate(path) {
      if (routerNavigate) routerNavigate(path);
      else waiting.push(path);
    },
    attach(navigate) {
      routerNavigate = navigate;
      for (const path of waiting.splice(0)) navigate(path);
    },
  };
}

/** Gives the router's `navigate` to the shell's navigator (render it inside the router). */
export function ShellNavigation({ navigator }: { navigator: ReturnType<typeof createShellNavigator> }): null {
  const navigate = useNavigate();
  useLayoutEffect(() => navigator.attach((path) => void navigate(path)), [navigator, navigate]);
  return null;
}

/** Paths the server answers itself (files, downloads): never a screen of the shell. */
const SERVER_PATHS = /^\/(download|media|api|affichette)\b/;

/**
 * The epics' `navigate`: a page of the site, by path (query and fragment included), inside the
 * page; a file the server sends (a document's download) by a real request, which the router would
 * otherwise answer with its 'Page introuvable'.
 */
export const navigateWithin =
  (router: () => ShellNavigator, leave: (path: string) => void = (path) => window.location.assign(path)) =>
  (path: string): void => {
    if (SERVER_PATHS.test(path)) leave(path);
    else router().navigate(path);
  };
