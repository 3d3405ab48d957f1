import {
  DEFAULT_AFTER_LOGIN_PATH,
  DOCUMENTS_FRAGMENT,
  INTEREST_FRAGMENT,
  loginReturnPath,
  type QueryParameters,
} from '@immo/core';
import { hasRole, type Me } from '@immo/kit';

/** Where a negotiator lands when nothing else called for the login. */
export const NEGOTIATOR_SPACE_PATH = '/espace-negociateur';

export const queryOf = (search: string): QueryParameters => Object.fromEntries(new URLSearchParams(search));

/**
 * The page to go back to after logging in: the property that sent the user here (core's
 * loginReturnPath reads focusedBien, bienVente, documentBien), else the user's own space.
 */
export function afterLoginPath(search: string, user: Me | null): string {
  const path = loginReturnPath(queryOf(search));
  if (path === DEFAULT_AFTER_LOGIN_PATH && hasRole(user, 'ROLE_NEGOCIATEUR')) return NEGOTIATOR_SPACE_PATH;
  return path;
}

export type LoginReasonNotice = 'login_reason_focused' | 'login_reason_interest' | 'login_reason_documents';

/** Why the user was sent here, as the line the page shows above the form (null: came on their own). */
export function loginReasonNotice(search: string): LoginReasonNotice | null {
  const path = loginReturnPath(queryOf(search));
  if (path === DEFAULT_AFTER_LOGIN_PATH) return null;
  if (path.endsWith(`#${INTEREST_FRAGMENT}`)) return 'login_reason_interest';
  if (path.endsWith(`#${DOCUMENTS_FRAGMENT}`)) return 'login_reason_documents';
  return 'login_reason_focused';
}
