// A saved search back to the search page: its criteria as the query the 'search' route reads
// (core's parseSearchQuery), only those that differ from a new search.
import {
  DEFAULT_SEARCH_STATUSES,
  formatEuros,
  PROPERTY_TYPES,
  radiusMetresToKm,
  type Locale,
  type SearchCriteria,
} from '@immo/core';
import type { TFunction } from 'i18next';

export const SEARCH_PAGE_PATH = '/recherche';

const NUMBER_PARAMETERS = [
  ['budgetMin', 'budgetMin'],
  ['budgetMax', 'budgetMax'],
  ['roomsMin', 'rooms'],
  ['bedroomsMin', 'bedrooms'],
  ['livingAreaMin', 'livingAreaMin'],
  ['livingAreaMax', 'livingAreaMax'],
  ['landAreaMin', 'landAreaMin'],
  ['landAreaMax', 'landAreaMax'],
] as const satisfies readonly (readonly [keyof SearchCriteria, string])[];

const sameStatuses = (statuses: readonly string[]) =>
  statuses.length === DEFAULT_SEARCH_STATUSES.length &&
  DEFAULT_SEARCH_STATUSES.every((status) => statuses.includes(status));

/** /recherche?… carrying the saved criteria. */
export function searchPathOf(criteria: Partial<SearchCriteria>): string {
  const query = new URLSearchParams();
  if (criteria.types?.length) query.set('types', criteria.types.join(','));
  for (const [field, parameter] of NUMBER_PARAMETERS) {
    const value = criteria[field];
    if (typeof value === 'number') query.set(parameter, String(value));
  }
  if (criteria.address) {
    query.set('address', criteria.address);
    if (criteria.addressType) query.set('addressType', criteria.addressType);
  }
  if (criteria.location && (criteria.address || criteria.aroundRadius))
    query.set('location', `${criteria.location.lat},${criteria.location.lng}`);
  if (criteria.aroundRadius) query.set('aroundRadius', String(criteria.aroundRadius));
  if (criteria.statuses?.length && !sameStatuses(criteria.statuses))
    query.set('statuses', criteria.statuses.join(','));
  const text = query.toString();
  return text ? `${SEARCH_PAGE_PATH}?${text}` : SEARCH_PAGE_PATH;
}

/** The criteria in a line: 'Maison, Appartement · Lyon (20 km) · 150 000 € – 400 000 € · 3 pièces et +'. */
export function searchSummary(criteria: Partial<SearchCriteria>, t: TFunction, locale: Locale): string[] {
  const parts: string[] = [];
  if (criteria.types?.length)
    parts.push(criteria.types.map((type) => PROPERTY_TYPES[type]?.[locale] ?? type).join(', '));
  if (criteria.address)
    parts.push(
      criteria.aroundRadius
        ? t('bs_searches_around', { place: criteria.address, km: radiusMetresToKm(criteria.aroundRadius) })
        : criteria.address,
    );
  const { budgetMin, budgetMax } = criteria;
  if (typeof budgetMin === 'number' && typeof budgetMax === 'number')
    parts.push(t('bs_searches_budget_between', { min: formatEuros(budgetMin), max: formatEuros(budgetMax) }));
  else if (typeof budgetMax === 'number')
    parts.push(t('bs_searches_budget_max', { max: formatEuros(budgetMax) }));
  else if (typeof budgetMin === 'number')
    parts.push(t('bs_searches_budget_min', { min: formatEuros(budgetMin) }));
  if (typeof criteria.roomsMin === 'number') parts.push(t('bs_searches_rooms', { count: criteria.roomsMin }));
  if (typeof criteria.bedroomsMin === 'number')
    parts.push(t('bs_searches_bedrooms', { count: criteria.bedroomsMin }));
  return parts;
}
