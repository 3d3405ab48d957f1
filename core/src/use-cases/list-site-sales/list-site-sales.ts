import { LISTING_STATUSES } from '../../domain/property/property.js';
import { MAX_SEARCH_PAGE_SIZE, defaultSearchCriteria } from '../../domain/search/criteria.js';
import type { SiteMapSale } from '../../domain/site/site-map.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock, SearchIndex } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';

/** A sale as the sitemaps and the HTML site maps list it. */
export interface SiteSale extends SiteMapSale {
  /** The last change of the listing (its lastmod). */
  updatedAt: Instant;
  startAt: Instant;
  endAt: Instant;
  mainPhotoId: number | null;
}

export interface SiteSales {
  now: Instant;
  sales: SiteSale[];
}

const PROPERTY_PAGE = 500;

/**
 * Every sale a visitor may reach — live, upcoming and ended — for /sitemap.xml and the site maps by
 * department, type and town. The sales come from the search index through the same query as the
 * public listing (ListPublicSales), so a sale the listing leaves out is left out here too; the
 * store only adds each one's last change.
 */
export class ListSiteSales implements UseCase<void, SiteSales> {
  constructor(
    private readonly deps: { repos: Pick<Repositories, 'properties'>; search: SearchIndex; clock: Clock },
  ) {}

  async execute(): Promise<Result<SiteSales>> {
    const now = this.deps.clock.now();
    const criteria = { ...defaultSearchCriteria(), statuses: [...LISTING_STATUSES], location: null };
    const hits = [];
    for (let page = 1; ; page++) {
      const result = await this.deps.search.search({ ...criteria, page }, now, MAX_SEARCH_PAGE_SIZE);
      hits.push(...result.hits);
      if (result.hits.length < MAX_SEARCH_PAGE_SIZE || hits.length >= result.total) break;
    }
    const updatedAt = new Map<number, Instant>();
    for (let page = 1; ; page++) {
      const { items, total } = await this.deps.repos.properties.list({ now, page, pageSize: PROPERTY_PAGE });
      for (const property of items) updatedAt.set(property.id, property.updatedAt);
      if (items.length < PROPERTY_PAGE || page * PROPERTY_PAGE >= total) break;
    }
    const sales = hits.map((hit) => ({
      propertyId: hit.propertyId,
      title: hit.title,
      type: hit.type,
      city: hit.city,
      postcode: hit.postcode,
      department: hit.department,
      updatedAt: updatedAt.get(hit.propertyId) ?? hit.startAt,
      startAt: hit.startAt,
      endAt: hit.endAt,
      mainPhotoId: hit.mainPhotoId,
    }));
    return ok({ now, sales });
  }
}
