import { hasRole, isAnonymous, type Viewer } from '../user/user.js';

/** Photos of a sale belong to its negotiator; administrators may act on any sale. */
export function canManagePhotos(viewer: Viewer, propertyNegotiatorId: number): boolean {
  if (isAnonymous(viewer)) return false;
  if (hasRole(viewer, 'ROLE_ADMIN')) return true;
  return hasRole(viewer, 'ROLE_NEGOCIATEUR') && viewer.id === propertyNegotiatorId;
}

/** The roles that may ever manage photos, checked before any lookup. */
export const mayManageSomePhotos = (viewer: Viewer): boolean =>
  hasRole(viewer, 'ROLE_ADMIN') || hasRole(viewer, 'ROLE_NEGOCIATEUR');

export const isPositiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
