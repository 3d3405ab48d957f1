import type { Locale } from '../../messages/translate.js';
import type { MessageCode } from '../../messages/catalogue.js';
import { isPropertyTypeCode, PROPERTY_TYPES } from '../property/property-type.js';
import { propertyPagePath } from '../user/login-paths.js';
import {
  SITE_MAP_PATHS,
  groupByCity,
  groupByDepartment,
  groupByType,
  siteMapGroupAt,
  type SiteMapGroup,
  type SiteMapSale,
} from './site-map.js';

export interface SiteMapLink {
  path: string;
  label: string;
  /** What follows the link: a group's count, a sale's type and town. */
  detail: string | null;
}

/** One page of the HTML site maps as the server writes it and the shell shows it. */
export interface SiteMapView {
  title: string;
  description: string;
  links: SiteMapLink[];
}

const typeName = (type: string, locale: Locale): string =>
  isPropertyTypeCode(type) ? PROPERTY_TYPES[type][locale] : type;

/**
 * The texts of the view in its locale: core's translate on the server, the page's i18n in the browser
 * (which holds the catalogue of its locale only: core's translate would bring both into the page).
 */
export type SiteMapTexts = (code: MessageCode, params?: Record<string, string | number>) => string;

/** The site-map page at `path` (spec §2.4: by department, type, town), or null when it names none. */
export function siteMapView(
  path: string,
  sales: readonly SiteMapSale[],
  locale: Locale,
  t: SiteMapTexts,
): SiteMapView | null {
  const groupName = (group: SiteMapGroup): string =>
    group.kind === 'type'
      ? typeName(group.key, locale)
      : group.kind === 'department'
        ? t('site_map_department_name', { code: group.key })
        : `${group.name} (${group.key})`;
  const lists = [
    { path: SITE_MAP_PATHS.departments, title: t('site_map_departments'), groups: groupByDepartment },
    { path: SITE_MAP_PATHS.types, title: t('site_map_types'), groups: groupByType },
    { path: SITE_MAP_PATHS.cities, title: t('site_map_cities'), groups: groupByCity },
  ];
  if (path === SITE_MAP_PATHS.index)
    return {
      title: t('site_maps_title'),
      description: t('site_maps_meta'),
      links: lists.map((list) => ({ path: list.path, label: list.title, detail: null })),
    };
  const list = lists.find((l) => l.path === path);
  if (list)
    return {
      title: list.title,
      description: t('site_maps_meta'),
      links: list.groups(sales).map((group) => ({
        path: group.path,
        label: groupName(group),
        detail: t('site_map_count', { count: group.sales.length }),
      })),
    };
  const group = siteMapGroupAt(path, sales);
  if (!group) return null;
  return {
    title:
      group.kind === 'type'
        ? t('site_map_type', { type: typeName(group.key, locale) })
        : group.kind === 'department'
          ? t('site_map_department', { code: group.key })
          : t('site_map_city', { city: group.name, postcode: group.key }),
    description: t('site_map_meta_list', { count: group.sales.length, name: groupName(group) }),
    links: group.sales.map((sale) => ({
      path: propertyPagePath(sale.propertyId),
      label: sale.title,
      detail: `${typeName(sale.type, locale)}, ${sale.city} (${sale.postcode})`,
    })),
  };
}
