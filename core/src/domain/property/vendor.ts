import { normalizeEmail } from '../../shared/email.js';
import type { Property } from './property.js';

/** Whether this e-mail is one of the property's sellers: they answer offers and may not buy it. */
export const isVendorOf = (email: string, property: Pick<Property, 'vendors'>): boolean =>
  property.vendors.some((vendor) => normalizeEmail(vendor.email) === normalizeEmail(email));
