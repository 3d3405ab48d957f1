import type { Euros } from '../../shared/money.js';
import type { ListingStatus } from '../property/property.js';
import type { PropertyTypeCode } from '../property/property-type.js';
import type { GeoBounds } from './bounds.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * The orders of the results: live sales ending soonest first (then upcoming, then ended — the
 * default), the latest to open first, or by price.
 */
export const SEARCH_SORTS = ['ending_soonest', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'ending_soonest';

/** What a buyer searches for; also what a saved search keeps. */
export interface SearchCriteria {
  statuses: ListingStatus[];
  page: number;
  address: string;
  addressType: string;
  location: GeoPoint | null;
  /** Metres; 0 means no radius. */
  aroundRadius: number;
  types: PropertyTypeCode[];
  budgetMin: Euros | null;
  budgetMax: Euros | null;
  roomsMin: number | null;
  bedroomsMin: number | null;
  livingAreaMin: number | null;
  livingAreaMax: number | null;
  landAreaMin: number | null;
  landAreaMax: number | null;
  /** Free text looked for in the title, town, postcode and reference; absent or blank: none. */
  text?: string;
  /** Only what lies in this area of the map; absent or null: anywhere. */
  bounds?: GeoBounds | null;
  /** Absent: DEFAULT_SEARCH_SORT. */
  sort?: SearchSort;
  /** How the results are shown (1 = the default list view); kept so a saved search reopens as it was. */
  view?: number;
}

export interface SavedSearch {
  id: number;
  userId: number;
  name: string;
  criteria: SearchCriteria;
  createdAt: number;
  /** E-mail the user the new sales matching it, once a day. */
  alert: boolean;
  /** The sales the alert already knows of (told, or matching when it first ran). */
  alertSeenIds: number[];
  /** When the alert last ran; null: never (its first run only notes what already matches). */
  alertedAt: number | null;
}

/** The name of the sorting index the search bar queries (§3.2). */
export const SEARCH_INDEX_NAME = 'prod_bien';

/** A new search shows live and upcoming sales (§3.2). */
export const DEFAULT_SEARCH_STATUSES: readonly ListingStatus[] = Object.freeze(['en_cours', 'a_venir']);
export const DEFAULT_SEARCH_PAGE = 1;
export const DEFAULT_SEARCH_VIEW = 1;

/** The centre of France as the search state keeps it (§3.2, §9). */
export const DEFAULT_SEARCH_LOCATION: Readonly<GeoPoint> = Object.freeze({ lat: 46.94, lng: 2.42 });
/** The same centre, more precise, as the search bar sends it (§3.2, §9). */
export const SEARCH_BAR_DEFAULT_LOCATION: Readonly<GeoPoint> = Object.freeze({
  lat: 46.941511,
  lng: 2.424404,
});

/** The search state before the buyer touches anything: every filter open, France centred, no radius. */
export const defaultSearchCriteria = (): SearchCriteria => ({
  statuses: [...DEFAULT_SEARCH_STATUSES],
  page: DEFAULT_SEARCH_PAGE,
  address: '',
  addressType: '',
  location: { ...DEFAULT_SEARCH_LOCATION },
  aroundRadius: 0,
  types: [],
  budgetMin: null,
  budgetMax: null,
  roomsMin: null,
  bedroomsMin: null,
  livingAreaMin: null,
  livingAreaMax: null,
  landAreaMin: null,
  landAreaMax: null,
  view: DEFAULT_SEARCH_VIEW,
});

/** Results per page when the caller does not say (the spec does not show the page size). */
export const DEFAULT_SEARCH_PAGE_SIZE = 20;
/** A page never holds more than this, whatever is asked. */
export const MAX_SEARCH_PAGE_SIZE = 100;
/** Longest name of a saved search (not shown in the spec: a title-sized limit). */
export const SAVED_SEARCH_NAME_MAX = 100;

/** The results a page holds: pages count from 1 and hold at least one result, whatever is asked. */
export function searchPageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  const limit = Math.max(1, Math.floor(pageSize));
  return { offset: (Math.max(1, Math.floor(page)) - 1) * limit, limit };
}
