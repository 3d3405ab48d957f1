import { isSaleManagerRole, managesSale } from '../property/sale-management.js';
import { isAnonymous, type Viewer } from '../user/user.js';

/** Photos of a sale are managed by whoever manages the sale (`managesSale`); never anonymously. */
export function canManagePhotos(viewer: Viewer, propertyNegotiatorId: number): boolean {
  return !isAnonymous(viewer) && managesSale(viewer, propertyNegotiatorId);
}

/** The roles that may ever manage photos, checked before any lookup (`isSaleManagerRole`). */
export const mayManageSomePhotos = (viewer: Viewer): boolean => isSaleManagerRole(viewer);

export const isPositiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
