import type { Property } from '../property/property.js';
import { isSaleManagerRole, managesSale } from '../property/sale-management.js';
import { hasRole, type Viewer } from '../user/user.js';

/** Visits of a property are run by whoever manages its sale (`managesSale`, §6). */
export const canManagePropertyVisits = (viewer: Viewer, property: Pick<Property, 'negotiatorId'>): boolean =>
  managesSale(viewer, property.negotiatorId);

/** Buyers book visits; negotiators and administrators (`isSaleManagerRole`) run them instead. */
export const isBuyer = (viewer: Viewer): boolean =>
  hasRole(viewer, 'ROLE_USER') && !isSaleManagerRole(viewer);

/** A record id as the wire may send it: a positive whole number. */
export const isEntityId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
