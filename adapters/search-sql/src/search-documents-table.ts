import { documentSearchWords, type SearchDocument } from '@immo/core';

export const SEARCH_DOCUMENTS_TABLE = 'search_documents';

/**
 * One row per indexed property. Instants are epoch milliseconds in a double: exact for core's
 * Instant (fractions included), ordered as numbers on both databases, no time zone to get wrong.
 */
export interface SearchDocumentRow {
  property_id: number;
  reference: string;
  title: string;
  type: string;
  city: string;
  postcode: string;
  department: string;
  lat: number | null;
  lng: number | null;
  price: number;
  rooms: number | null;
  bedrooms: number | null;
  living_area: number | null;
  land_area: number | null;
  start_at: number;
  end_at: number;
  main_photo_id: number | null;
  /** core's documentSearchWords, each after a space, so `LIKE '% word%'` finds a word starting with it. */
  search_text: string;
  /** latBand(lat): with lng, the index (lat_band, lng) serves a box as a few narrow ranges. */
  lat_band: number | null;
}

/** Tenths of a degree of latitude (about 11 km): the bands a box spans are few and each one narrow. */
export const LAT_BANDS_PER_DEGREE = 10;
export const latBand = (lat: number): number => Math.floor(lat * LAT_BANDS_PER_DEGREE);

export const searchTextColumn = (doc: Parameters<typeof documentSearchWords>[0]): string =>
  documentSearchWords(doc)
    .map((word) => ` ${word}`)
    .join('');

export const toRow = (doc: SearchDocument): SearchDocumentRow => ({
  property_id: doc.propertyId,
  reference: doc.reference,
  title: doc.title,
  type: doc.type,
  city: doc.city,
  postcode: doc.postcode,
  department: doc.department,
  lat: doc.location?.lat ?? null,
  lng: doc.location?.lng ?? null,
  price: doc.price,
  rooms: doc.rooms,
  bedrooms: doc.bedrooms,
  living_area: doc.livingArea,
  land_area: doc.landArea,
  start_at: doc.startAt,
  end_at: doc.endAt,
  main_photo_id: doc.mainPhotoId,
  search_text: searchTextColumn(doc),
  lat_band: doc.location ? latBand(doc.location.lat) : null,
});

// Drivers may hand back BIGINT as text (mysql2 with bigNumberStrings): numbers are read through Number.
const numberOrNull = (value: unknown): number | null => (value === null ? null : Number(value));

export const fromRow = (row: SearchDocumentRow): SearchDocument => ({
  propertyId: Number(row.property_id),
  reference: row.reference,
  title: row.title,
  type: row.type,
  city: row.city,
  postcode: row.postcode,
  department: row.department,
  location: row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
  price: Number(row.price),
  rooms: numberOrNull(row.rooms),
  bedrooms: numberOrNull(row.bedrooms),
  livingArea: numberOrNull(row.living_area),
  landArea: numberOrNull(row.land_area),
  startAt: Number(row.start_at),
  endAt: Number(row.end_at),
  mainPhotoId: row.main_photo_id === null ? null : Number(row.main_photo_id),
});
