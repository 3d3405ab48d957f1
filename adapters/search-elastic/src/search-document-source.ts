import { documentSearchWords, type SearchDocument } from '@immo/core';
import type { estypes } from '@elastic/elasticsearch';

/**
 * What the index keeps of a sale: the document's own fields under their own names, plus what the
 * queries need — the point as a geo_point (`location`, for geo_distance) and as exact doubles
 * (`lat`, `lng`, for map areas and core's exact distance), and the free text's words.
 */
export type SearchDocumentSource = Omit<SearchDocument, 'location'> & {
  location: { lat: number; lon: number } | null;
  lat: number | null;
  lng: number | null;
  /** core's documentSearchWords, space-separated: the application folds and splits, not the engine. */
  words: string;
};

export const toSource = (doc: SearchDocument): SearchDocumentSource => ({
  propertyId: doc.propertyId,
  reference: doc.reference,
  title: doc.title,
  type: doc.type,
  city: doc.city,
  postcode: doc.postcode,
  department: doc.department,
  location: doc.location && { lat: doc.location.lat, lon: doc.location.lng },
  lat: doc.location?.lat ?? null,
  lng: doc.location?.lng ?? null,
  price: doc.price,
  rooms: doc.rooms,
  bedrooms: doc.bedrooms,
  livingArea: doc.livingArea,
  landArea: doc.landArea,
  startAt: doc.startAt,
  endAt: doc.endAt,
  mainPhotoId: doc.mainPhotoId,
  words: documentSearchWords(doc).join(' '),
});

/** The _source fields a hit brings back: the document, not what only the queries use. */
export const DOCUMENT_SOURCE_FIELDS = [
  'propertyId',
  'reference',
  'title',
  'type',
  'city',
  'postcode',
  'department',
  'lat',
  'lng',
  'price',
  'rooms',
  'bedrooms',
  'livingArea',
  'landArea',
  'startAt',
  'endAt',
  'mainPhotoId',
] as const;

type StoredDocument = Pick<SearchDocumentSource, (typeof DOCUMENT_SOURCE_FIELDS)[number]>;

export const fromSource = (source: StoredDocument): SearchDocument => ({
  propertyId: source.propertyId,
  reference: source.reference,
  title: source.title,
  type: source.type,
  city: source.city,
  postcode: source.postcode,
  department: source.department,
  location: source.lat === null || source.lng === null ? null : { lat: source.lat, lng: source.lng },
  price: source.price,
  rooms: source.rooms,
  bedrooms: source.bedrooms,
  livingArea: source.livingArea,
  landArea: source.landArea,
  startAt: source.startAt,
  endAt: source.endAt,
  mainPhotoId: source.mainPhotoId,
});

/**
 * Instants are epoch milliseconds with fractions (core's Instant): date_nanos keeps them exactly
 * (a double near 2025 has at most four decimals of a millisecond) and `epoch_millis` reads them as
 * sent. No stored status: it changes with time without any write, so queries derive it from the
 * dates and `now`, as core does.
 */
const INSTANT: estypes.MappingProperty = { type: 'date_nanos', format: 'epoch_millis' };
/** Shown, never searched on. */
const SHOWN_ONLY: estypes.MappingProperty = { type: 'keyword', index: false, doc_values: false };

export const SEARCH_INDEX_MAPPINGS: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: {
    propertyId: { type: 'long' },
    reference: { type: 'keyword' },
    title: SHOWN_ONLY,
    type: { type: 'keyword' },
    city: { type: 'keyword' },
    postcode: { type: 'keyword' },
    department: { type: 'keyword' },
    location: { type: 'geo_point' },
    lat: { type: 'double' },
    lng: { type: 'double' },
    price: { type: 'long' },
    rooms: { type: 'integer' },
    bedrooms: { type: 'integer' },
    livingArea: { type: 'double' },
    landArea: { type: 'double' },
    startAt: INSTANT,
    endAt: INSTANT,
    mainPhotoId: { type: 'long', index: false, doc_values: false },
    // Already folded and split by core: the whitespace analyzer only cuts at the spaces (this
    // distribution has no analysis-common, so no asciifolding). Prefixes are indexed for the
    // word-start queries.
    words: {
      type: 'text',
      analyzer: 'whitespace',
      index_options: 'docs',
      norms: false,
      index_prefixes: { min_chars: 1, max_chars: 8 },
    },
  },
};

/** Deep pages of a big result: ten times Elasticsearch's default window. */
export const MAX_RESULT_WINDOW = 100_000;

export const SEARCH_INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  // No replica on a single node (the cluster stays green), one as soon as there is a second node.
  auto_expand_replicas: '0-1',
  max_result_window: MAX_RESULT_WINDOW,
};
