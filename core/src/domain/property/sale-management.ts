import { hasRole, type Viewer } from '../user/user.js';

// Who may manage a sale: the platform's one rule, used by every sale, photo, document, visit,
// inline-edit and table check. The spec (§6) names the roles but leaves the detailed rights
// unstated; we decided: only the sale's own negotiator or an administrator opens, edits, or
// manages the photos, documents and visits of a sale. Another negotiator gets 403 'forbidden'.
// Checks that add to the rule (anonymous visitors, sellers, assistance) keep their extra branch
// around these functions.

/** An administrator (ROLE_ADMIN) manages every sale. */
export const managesEverySale = (viewer: Pick<Viewer, 'roles'>): boolean => hasRole(viewer, 'ROLE_ADMIN');

/**
 * The roles that may ever manage sales, checked before any look-up: a negotiator (ROLE_NEGOCIATEUR)
 * or an administrator. Whether they manage a given sale is `managesSale`.
 */
export const isSaleManagerRole = (viewer: Pick<Viewer, 'roles'>): boolean =>
  hasRole(viewer, 'ROLE_NEGOCIATEUR') || managesEverySale(viewer);

/** Whether the viewer manages the sale built by `negotiatorId`: an administrator, or that negotiator. */
export const managesSale = (viewer: Pick<Viewer, 'id' | 'roles'>, negotiatorId: number): boolean =>
  managesEverySale(viewer) || (hasRole(viewer, 'ROLE_NEGOCIATEUR') && viewer.id === negotiatorId);
