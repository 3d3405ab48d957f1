import { LISTING_STATUSES, type ListingStatus } from '../../domain/property/property.js';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  DEFAULT_SEARCH_STATUSES,
  MAX_SEARCH_PAGE_SIZE,
  defaultSearchCriteria,
} from '../../domain/search/criteria.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock, SearchIndex } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { publicSaleCardOf, type PublicSaleCard } from './public-sale-card.js';

export type { PublicSaleCard } from './public-sale-card.js';

export interface ListPublicSalesInput {
  /** Listing statuses, as a list or comma-separated ('en_cours,a_venir'); default live and upcoming. */
  statuses?: unknown;
  /** 1-based page; a string of digits from the query is accepted. */
  page?: unknown;
  pageSize?: unknown;
}

export interface PublicSales {
  now: Instant;
  cards: PublicSaleCard[];
  total: number;
  page: number;
  pageSize: number;
}

const positiveWhole = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : null;
};

function parseStatuses(value: unknown): ListingStatus[] | null {
  if (value === undefined || value === null || value === '') return [...DEFAULT_SEARCH_STATUSES];
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',').map((s) => s.trim()) : [v],
  );
  const statuses = list.filter((s) => s !== '');
  if (statuses.length === 0) return [...DEFAULT_SEARCH_STATUSES];
  if (!statuses.every((s) => (LISTING_STATUSES as readonly unknown[]).includes(s))) return null;
  return [...new Set(statuses as ListingStatus[])];
}

/**
 * GET /api/biens: the public cards of the sales of the home page — live sales first, ending soonest
 * first, then upcoming sales by start (then ended ones, most recent first, when asked). The search
 * index pages and orders them; the cards' auctions are read at once for their ids and committed prices.
 * Errors: invalid_input on status, page or pageSize.
 */
export class ListPublicSales implements UseCase<ListPublicSalesInput, PublicSales> {
  constructor(private readonly deps: { repos: Repositories; search: SearchIndex; clock: Clock }) {}

  async execute(input: ListPublicSalesInput): Promise<Result<PublicSales>> {
    const statuses = parseStatuses(input.statuses);
    if (!statuses) return fail('invalid_input', undefined, 'status');
    const page = input.page === undefined ? 1 : positiveWhole(input.page);
    if (page === null) return fail('invalid_input', undefined, 'page');
    const pageSize = input.pageSize === undefined ? DEFAULT_SEARCH_PAGE_SIZE : positiveWhole(input.pageSize);
    if (pageSize === null || pageSize > MAX_SEARCH_PAGE_SIZE)
      return fail('invalid_input', undefined, 'pageSize');

    const now = this.deps.clock.now();
    const criteria = { ...defaultSearchCriteria(), statuses, page, location: null };
    const { hits, total } = await this.deps.search.search(criteria, now, pageSize);
    // One read for the page's auctions, not one per card.
    const auctions = await this.deps.repos.auctions.findByPropertyIds(hits.map((hit) => hit.propertyId));
    const byProperty = new Map(auctions.map((auction) => [auction.propertyId, auction]));
    const cards = hits.map((hit) => publicSaleCardOf(hit, byProperty.get(hit.propertyId) ?? null, now));
    return ok({ now, cards, total, page, pageSize });
  }
}
