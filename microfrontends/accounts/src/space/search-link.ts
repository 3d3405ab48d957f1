// A saved search back to the search page (core's searchPagePath) and in a line.
import {
  formatEuros,
  searchPagePath,
  PROPERTY_TYPES,
  radiusMetresToKm,
  type Locale,
  type SearchCriteria,
} from '@immo/core';
import type { TFunction } from 'i18next';

export { SEARCH_PAGE_PATH } from '@immo/core';

/** /recherche?… carrying the saved criteria (core's searchPagePath). */
export const searchPathOf = searchPagePath;

/** The criteria in a line: 'Maison, Appartement · Annecy (74000), rayon de 20 km · 150 000 € – 400 000 € · 3 pièces et +'. */
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
