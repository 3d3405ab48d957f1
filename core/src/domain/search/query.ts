// Search criteria from the wire: the 'search' route's query string and JSON bodies (saved searches).
import { fail, ok, type DomainError, type Result } from '../../shared/result.js';
import { LISTING_STATUSES, type ListingStatus } from '../property/property.js';
import { isPropertyTypeCode, type PropertyTypeCode } from '../property/property-type.js';
import { canSearch, budgetState, parseBudgetAmount } from './budget.js';
import { validateBounds, type GeoBounds } from './bounds.js';
import {
  defaultSearchCriteria,
  SEARCH_SORTS,
  type GeoPoint,
  type SearchCriteria,
  type SearchSort,
} from './criteria.js';
import { validateRadiusMetres } from './radius.js';

export type SearchQuery = Record<string, string | string[] | undefined>;

/** A text and address type longer than this are not addresses. */
export const SEARCH_ADDRESS_MAX_LENGTH = 255;

class InvalidCriteria extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

const invalid = (field: string): never => {
  throw new InvalidCriteria({ code: 'invalid_input', field });
};

const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok) throw new InvalidCriteria(result.error);
  return result.value;
};

/** Runs a parser that throws InvalidCriteria and turns the first problem into an error value. */
function collect(build: () => SearchCriteria): Result<SearchCriteria> {
  try {
    return checkCriteria(build());
  } catch (error) {
    if (error instanceof InvalidCriteria) return { ok: false, error: error.error };
    throw error;
  }
}

const firstOf = (query: SearchQuery, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = query[key];
    const single = Array.isArray(value) ? value[0] : value;
    if (single !== undefined) return single;
  }
  return undefined;
};

/** A list parameter given repeated (types=A&types=B, types[]=A) or comma-separated (types=A,B). */
const listOf = (query: SearchQuery, ...keys: string[]): string[] | undefined => {
  for (const key of keys) {
    const value = query[key];
    if (value === undefined) continue;
    return (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
  }
  return undefined;
};

const readNumber = (
  raw: unknown,
  field: string,
  options: { integer: boolean; min: number },
): number | null => {
  if (raw === undefined || raw === null || raw === '') return null;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim().replace(',', '.')) : NaN;
  if (!Number.isFinite(value) || value < options.min || (options.integer && !Number.isInteger(value))) {
    return invalid(field);
  }
  return value;
};

const readText = (raw: unknown, field: string): string => {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' || raw.length > SEARCH_ADDRESS_MAX_LENGTH) return invalid(field);
  return raw.trim();
};

const readStatuses = (raw: unknown): ListingStatus[] => {
  if (!Array.isArray(raw) || raw.some((s) => !(LISTING_STATUSES as readonly unknown[]).includes(s))) {
    return invalid('statuses');
  }
  return [...new Set(raw as ListingStatus[])];
};

const readTypes = (raw: unknown): PropertyTypeCode[] => {
  if (!Array.isArray(raw) || !raw.every(isPropertyTypeCode)) return invalid('types');
  return [...new Set(raw)];
};

const readPoint = (lat: unknown, lng: unknown): GeoPoint => {
  const point = {
    lat: readNumber(lat, 'location', { integer: false, min: -90 }),
    lng: readNumber(lng, 'location', { integer: false, min: -180 }),
  };
  if (point.lat === null || point.lng === null || point.lat > 90 || point.lng > 180)
    return invalid('location');
  return { lat: point.lat, lng: point.lng };
};

/** 'lat,lng' as the search route carries it. */
const readLocationText = (raw: string): GeoPoint => {
  const parts = raw.split(',');
  return parts.length === 2 ? readPoint(parts[0], parts[1]) : invalid('location');
};

const readSort = (raw: unknown): SearchSort =>
  (SEARCH_SORTS as readonly unknown[]).includes(raw) ? (raw as SearchSort) : invalid('sort');

const readBounds = (raw: Record<string, unknown>): GeoBounds => {
  const edge = (key: keyof GeoBounds) => readNumber(raw[key], 'bounds', { integer: false, min: -180 });
  const [south, west, north, east] = [edge('south'), edge('west'), edge('north'), edge('east')];
  if (south === null || west === null || north === null || east === null) return invalid('bounds');
  return unwrap(validateBounds({ south, west, north, east }));
};

/** 'south,west,north,east' as the search route carries it. */
const readBoundsText = (raw: string): GeoBounds => {
  const [south, west, north, east, ...rest] = raw.split(',');
  return rest.length === 0 ? readBounds({ south, west, north, east }) : invalid('bounds');
};

const isInverted = (min: number | null, max: number | null): boolean =>
  min !== null && max !== null && min > max;

/** The rules every criteria obey, however they were built: budget, radius, ranges. */
export function checkCriteria(criteria: SearchCriteria): Result<SearchCriteria> {
  const budget = canSearch(budgetState(criteria.budgetMin, criteria.budgetMax));
  if (!budget.ok) return budget;
  const radius = validateRadiusMetres(criteria.aroundRadius);
  if (!radius.ok) return radius;
  if (criteria.bounds) {
    const bounds = validateBounds(criteria.bounds);
    if (!bounds.ok) return bounds;
  }
  if (isInverted(criteria.livingAreaMin, criteria.livingAreaMax)) {
    return fail('search_area_min_exceeds_max', undefined, 'livingAreaMin');
  }
  if (isInverted(criteria.landAreaMin, criteria.landAreaMax)) {
    return fail('search_area_min_exceeds_max', undefined, 'landAreaMin');
  }
  return ok(criteria);
}

/**
 * The criteria of the 'search' route: address, addressType, location ('lat,lng' or location[lat] /
 * location[lng]), aroundRadius (metres), types, budget[min] / budget[max], page, statuses, rooms,
 * bedrooms, living and land area ranges, view, q (free text), bounds ('south,west,north,east' or
 * bounds[south]…), sort. Missing parameters keep the default search.
 */
export function parseSearchQuery(query: SearchQuery): Result<SearchCriteria> {
  return collect(() => {
    const criteria = defaultSearchCriteria();
    criteria.address = readText(firstOf(query, 'address'), 'address');
    criteria.addressType = readText(firstOf(query, 'addressType'), 'addressType');
    const locationText = firstOf(query, 'location');
    const lat = firstOf(query, 'location[lat]', 'lat');
    const lng = firstOf(query, 'location[lng]', 'lng');
    if (locationText !== undefined && locationText !== '') criteria.location = readLocationText(locationText);
    else if (lat !== undefined || lng !== undefined) criteria.location = readPoint(lat, lng);
    criteria.aroundRadius =
      readNumber(firstOf(query, 'aroundRadius'), 'aroundRadius', { integer: true, min: 0 }) ?? 0;
    const types = listOf(query, 'types', 'types[]');
    if (types) criteria.types = readTypes(types);
    const statuses = listOf(query, 'statuses', 'statuses[]', 'status');
    if (statuses && statuses.length > 0) criteria.statuses = readStatuses(statuses);
    criteria.budgetMin = unwrap(parseBudgetAmount(firstOf(query, 'budget[min]', 'budgetMin'), 'budgetMin'));
    criteria.budgetMax = unwrap(parseBudgetAmount(firstOf(query, 'budget[max]', 'budgetMax'), 'budgetMax'));
    criteria.page = readNumber(firstOf(query, 'page'), 'page', { integer: true, min: 1 }) ?? criteria.page;
    criteria.view = readNumber(firstOf(query, 'view'), 'view', { integer: true, min: 1 }) ?? criteria.view;
    criteria.roomsMin = readNumber(firstOf(query, 'rooms', 'roomsMin'), 'roomsMin', {
      integer: true,
      min: 0,
    });
    criteria.bedroomsMin = readNumber(firstOf(query, 'bedrooms', 'bedroomsMin'), 'bedroomsMin', {
      integer: true,
      min: 0,
    });
    criteria.livingAreaMin = readNumber(firstOf(query, 'livingAreaMin'), 'livingAreaMin', {
      integer: false,
      min: 0,
    });
    criteria.livingAreaMax = readNumber(firstOf(query, 'livingAreaMax'), 'livingAreaMax', {
      integer: false,
      min: 0,
    });
    criteria.landAreaMin = readNumber(firstOf(query, 'landAreaMin'), 'landAreaMin', {
      integer: false,
      min: 0,
    });
    criteria.landAreaMax = readNumber(firstOf(query, 'landAreaMax'), 'landAreaMax', {
      integer: false,
      min: 0,
    });
    const text = firstOf(query, 'q', 'text');
    if (text !== undefined) criteria.text = readText(text, 'text');
    const boundsText = firstOf(query, 'bounds');
    const boundsEdges = {
      south: firstOf(query, 'bounds[south]'),
      west: firstOf(query, 'bounds[west]'),
      north: firstOf(query, 'bounds[north]'),
      east: firstOf(query, 'bounds[east]'),
    };
    if (boundsText !== undefined && boundsText !== '') criteria.bounds = readBoundsText(boundsText);
    else if (Object.values(boundsEdges).some((edge) => edge !== undefined))
      criteria.bounds = readBounds(boundsEdges);
    const sort = firstOf(query, 'sort');
    if (sort !== undefined && sort !== '') criteria.sort = readSort(sort);
    return criteria;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Criteria sent as JSON (a saved search, a search call with a body): every field optional, the
 * default search filling the gaps, every value checked.
 */
export function normalizeSearchCriteria(input: unknown): Result<SearchCriteria> {
  if (!isRecord(input)) return fail('invalid_input', undefined, 'criteria');
  return collect(() => {
    const criteria = defaultSearchCriteria();
    const has = (key: string) => input[key] !== undefined;
    if (has('address')) criteria.address = readText(input.address, 'address');
    if (has('addressType')) criteria.addressType = readText(input.addressType, 'addressType');
    if (has('location')) {
      const location = input.location;
      criteria.location =
        location === null
          ? null
          : isRecord(location)
            ? readPoint(location.lat, location.lng)
            : invalid('location');
    }
    if (has('aroundRadius')) {
      criteria.aroundRadius = readNumber(input.aroundRadius, 'aroundRadius', { integer: true, min: 0 }) ?? 0;
    }
    if (has('types')) criteria.types = readTypes(input.types);
    if (has('statuses')) criteria.statuses = readStatuses(input.statuses);
    criteria.budgetMin = unwrap(parseBudgetAmount(input.budgetMin, 'budgetMin'));
    criteria.budgetMax = unwrap(parseBudgetAmount(input.budgetMax, 'budgetMax'));
    if (has('page'))
      criteria.page = readNumber(input.page, 'page', { integer: true, min: 1 }) ?? criteria.page;
    if (has('view'))
      criteria.view = readNumber(input.view, 'view', { integer: true, min: 1 }) ?? criteria.view;
    criteria.roomsMin = readNumber(input.roomsMin, 'roomsMin', { integer: true, min: 0 });
    criteria.bedroomsMin = readNumber(input.bedroomsMin, 'bedroomsMin', { integer: true, min: 0 });
    criteria.livingAreaMin = readNumber(input.livingAreaMin, 'livingAreaMin', { integer: false, min: 0 });
    criteria.livingAreaMax = readNumber(input.livingAreaMax, 'livingAreaMax', { integer: false, min: 0 });
    criteria.landAreaMin = readNumber(input.landAreaMin, 'landAreaMin', { integer: false, min: 0 });
    criteria.landAreaMax = readNumber(input.landAreaMax, 'landAreaMax', { integer: false, min: 0 });
    if (has('text')) criteria.text = readText(input.text, 'text');
    if (has('bounds')) {
      const bounds = input.bounds;
      criteria.bounds = bounds === null ? null : isRecord(bounds) ? readBounds(bounds) : invalid('bounds');
    }
    if (has('sort')) criteria.sort = readSort(input.sort);
    return criteria;
  });
}
