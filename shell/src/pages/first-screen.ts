/** The paths of the public entry pages whose screen is a remote's (kept light: main.js reads them). */
export const HOME_PATH = '/';
export const SEARCH_PATH = '/recherche';
const PROPERTY_PATH = /^\/bien\/[1-9]\d*$/;

export const PROPERTY_PAGE = 'property_page/PropertyPage';
export const HOME_PAGE = 'search/HomePage';
export const SEARCH_PAGE = 'search/SearchPage';

/**
 * The remote screen a public entry page shows (home, a property, the search), for the shell to fetch
 * as it starts, beside its own code rather than after it (the page's first paint is the server's).
 */
export function firstScreenRemote(pathname: string): string | null {
  if (pathname === HOME_PATH) return HOME_PAGE;
  if (pathname === SEARCH_PATH) return SEARCH_PAGE;
  return PROPERTY_PATH.test(pathname) ? PROPERTY_PAGE : null;
}
