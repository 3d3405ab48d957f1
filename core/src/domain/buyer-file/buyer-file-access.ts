// Who reads a buyer file and its private documents (identity document, agrément copy, financing
// certificate): the file's own buyer and whoever manages the sale (its negotiator, an administrator).
// Nobody else — not another buyer, not another negotiator, not the sellers.
import type { Property } from '../property/property.js';
import { managesSale } from '../property/sale-management.js';
import type { Viewer } from '../user/user.js';
import type { BuyerFile } from './buyer-file.js';

export const isOwnBuyerFile = (viewer: Pick<Viewer, 'id'>, file: Pick<BuyerFile, 'userId'>): boolean =>
  viewer.id !== 0 && viewer.id === file.userId;

export const mayReadBuyerFile = (
  viewer: Viewer,
  file: Pick<BuyerFile, 'userId'>,
  property: Pick<Property, 'negotiatorId'>,
): boolean => isOwnBuyerFile(viewer, file) || managesSale(viewer, property.negotiatorId);
