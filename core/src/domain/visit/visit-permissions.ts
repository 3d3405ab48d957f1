import type { Property } from '../property/property.js';
import { hasRole, type Viewer } from '../user/user.js';

/** Visits of a property are run by its negotiator; an administrator may run any (§6). */
export const canManagePropertyVisits = (viewer: Viewer, property: Pick<Property, 'negotiatorId'>): boolean =>
  hasRole(viewer, 'ROLE_ADMIN') ||
  (hasRole(viewer, 'ROLE_NEGOCIATEUR') && property.negotiatorId === viewer.id);

/** Buyers book visits; negotiators and administrators run them instead. */
export const isBuyer = (viewer: Viewer): boolean =>
  hasRole(viewer, 'ROLE_USER') && !hasRole(viewer, 'ROLE_NEGOCIATEUR') && !hasRole(viewer, 'ROLE_ADMIN');

/** A record id as the wire may send it: a positive whole number. */
export const isEntityId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
