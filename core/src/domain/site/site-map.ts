import { foldText } from '../../shared/fold-text.js';
import { PROPERTY_TYPE_CODES, type PropertyTypeCode } from '../property/property-type.js';

/** The HTML site maps of spec §2.4: an index, then one page per department, property type and town. */
export const SITE_MAP_PATH = '/plan-du-site';
export const SITE_MAP_PATHS = {
  index: SITE_MAP_PATH,
  departments: `${SITE_MAP_PATH}/departements`,
  types: `${SITE_MAP_PATH}/types`,
  cities: `${SITE_MAP_PATH}/villes`,
} as const;

export const departmentMapPath = (code: string): string => `${SITE_MAP_PATH}/departement/${code}`;
export const typeMapPath = (type: PropertyTypeCode): string => `${SITE_MAP_PATH}/type/${type.toLowerCase()}`;
/** A town by its postcode and its name made readable in a URL: /plan-du-site/ville/74400-chamonix-mont-blanc. */
export const cityMapPath = (postcode: string, city: string): string =>
  `${SITE_MAP_PATH}/ville/${postcode}-${citySlug(city)}`;

export const citySlug = (city: string): string =>
  foldText(city)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** What one entry of a site map needs of a sale. */
export interface SiteMapSale {
  propertyId: number;
  title: string;
  type: string;
  city: string;
  postcode: string;
  department: string;
}

export type SiteMapKind = 'department' | 'type' | 'city';

/** One page of a site map: the sales of one department, one type or one town. */
export interface SiteMapGroup {
  kind: SiteMapKind;
  /** The department code, the type code or the postcode. */
  key: string;
  /** The town's name for a city group; the code otherwise. */
  name: string;
  path: string;
  sales: SiteMapSale[];
}

function groupsBy(
  sales: readonly SiteMapSale[],
  kind: SiteMapKind,
  keyOf: (sale: SiteMapSale) => { key: string; name: string; path: string } | null,
): SiteMapGroup[] {
  const groups = new Map<string, SiteMapGroup>();
  for (const sale of sales) {
    const id = keyOf(sale);
    if (!id) continue;
    const group = groups.get(id.path) ?? { kind, ...id, sales: [] };
    group.sales.push(sale);
    groups.set(id.path, group);
  }
  return [...groups.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'fr') || a.key.localeCompare(b.key),
  );
}

export const groupByDepartment = (sales: readonly SiteMapSale[]): SiteMapGroup[] =>
  groupsBy(sales, 'department', (sale) =>
    sale.department
      ? { key: sale.department, name: sale.department, path: departmentMapPath(sale.department) }
      : null,
  );

export const groupByType = (sales: readonly SiteMapSale[]): SiteMapGroup[] =>
  groupsBy(sales, 'type', (sale) => {
    const type = PROPERTY_TYPE_CODES.find((code) => code === sale.type);
    return type ? { key: type, name: type, path: typeMapPath(type) } : null;
  });

export const groupByCity = (sales: readonly SiteMapSale[]): SiteMapGroup[] =>
  groupsBy(sales, 'city', (sale) =>
    sale.city && sale.postcode
      ? { key: sale.postcode, name: sale.city, path: cityMapPath(sale.postcode, sale.city) }
      : null,
  );

/** The group a site-map path names, or null when it names none (404). */
export function siteMapGroupAt(path: string, sales: readonly SiteMapSale[]): SiteMapGroup | null {
  const all = [...groupByDepartment(sales), ...groupByType(sales), ...groupByCity(sales)];
  return all.find((group) => group.path === path) ?? null;
}

/** The sitemaps protocol's limit of URLs per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
