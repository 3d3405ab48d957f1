import type { SearchDocument } from '../../../core/src/ports/services.port.js';
import { DAY_MS } from '../../../core/src/shared/time.js';

/** 15 January 2026, 12:00 UTC: the "now" of the search tests. */
export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

/** A live sale in Bourges (about 15.8 km north of the centre of France) unless told otherwise. */
export const aSearchDocument = (overrides: Partial<SearchDocument> = {}): SearchDocument => ({
  propertyId: 1,
  reference: 'REF-1',
  title: 'Maison de ville',
  type: 'MAIS',
  city: 'Bourges',
  postcode: '18000',
  department: '18',
  location: { lat: 47.0811, lng: 2.3988 },
  price: 250000,
  rooms: 5,
  bedrooms: 3,
  livingArea: 120,
  landArea: 500,
  startAt: NOW - DAY_MS,
  endAt: NOW + 2 * DAY_MS,
  mainPhotoId: null,
  ...overrides,
});
