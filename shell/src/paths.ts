import { LOGIN_PAGE_PATH, propertyPagePath } from '@immo/core';
import { hasRole, type Me } from '@immo/kit';
import { HOME_PATH, SEARCH_PATH } from './pages/first-screen.js';

/** The shell's own pages and the entry paths of the remotes' screens (spec §2.4). */
export const PATHS = {
  home: HOME_PATH,
  search: SEARCH_PATH,
  login: LOGIN_PAGE_PATH,
  negotiatorSpace: '/espace-negociateur',
  buyerSpace: '/espace-utilisateur',
  favourites: '/espace-utilisateur/acheteur/mes-favoris',
  mySpace: '/mon-espace',
  sellerSpace: '/espace-vendeur',
  unsubscribe: '/desabonnement',
  adminSpace: '/espace-admin',
} as const;

export const propertyPath = propertyPagePath;

export const NEGOTIATOR_ROLE = 'ROLE_NEGOCIATEUR';
export const SELLER_ROLE = 'ROLE_VENDEUR';
export const ADMIN_ROLE = 'ROLE_ADMIN';

/** 'Mon espace': negotiators work in their space, sellers in their back office, everyone else has the buyer space. */
export const spaceHomePath = (user: Me | null): string =>
  hasRole(user, NEGOTIATOR_ROLE)
    ? PATHS.negotiatorSpace
    : hasRole(user, SELLER_ROLE)
      ? PATHS.sellerSpace
      : PATHS.buyerSpace;
