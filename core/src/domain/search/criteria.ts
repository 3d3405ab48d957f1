import type { Euros } from '../../shared/money.js';
import type { ListingStatus } from '../property/property.js';
import type { PropertyTypeCode } from '../property/property-type.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

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
}

export interface SavedSearch {
  id: number;
  userId: number;
  name: string;
  criteria: SearchCriteria;
  createdAt: number;
}
