import type { Locale } from '../../messages/translate.js';
import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';
import type { EnergyClass } from '../property/property.js';

/** The affichette's path (spec §2.4 '/affichette{numero}'): the sale's number glued to the word. */
export const salePosterPath = (propertyId: number): string => `/affichette${propertyId}`;

/** What the printable A4 poster of a sale shows, for the negotiator to put in a window. */
export interface SalePoster {
  locale: Locale;
  /** The absolute URL of the property page, which the QR code carries. */
  pageUrl: string;
  reference: string;
  title: string;
  city: string;
  postcode: string;
  /** The first price, fees included. */
  price: Euros;
  startAt: Instant;
  endAt: Instant;
  energyClass: EnergyClass | null;
  gesClass: EnergyClass | null;
  negotiator: { name: string; email: string; phone: string } | null;
  /** The main photo as a JPEG (width 1024), null when the sale has none. */
  photo: Uint8Array | null;
}
