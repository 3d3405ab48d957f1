import { outcomeOffer, saleOutcome, type SaleOutcome } from '../../domain/auction/outcome.js';
import { isPublished } from '../../domain/property/publication.js';
import { listingStatus } from '../../domain/auction/phase.js';
import { LISTING_STATUSES, type ListingStatus, type Property } from '../../domain/property/property.js';
import type { PropertyTypeCode } from '../../domain/property/property-type.js';
import { managesEverySale } from '../../domain/property/sale-management.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import type { Euros } from '../../shared/money.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { authorizeSaleManager } from '../create-sale/sale-checks.js';

export const SALES_PAGE_SIZE = 20;
export const SALES_MAX_PAGE_SIZE = 100;
/** A search text longer than this names no sale: it only bounds the work. */
export const SALES_SEARCH_MAX_LENGTH = 200;

export interface ListSalesInput {
  viewer: Viewer;
  /** en_cours, a_venir or termine at server time; every sale when absent. */
  status?: unknown;
  /** Matches reference, title or city. */
  text?: unknown;
  /** From 1. */
  page?: unknown;
  pageSize?: unknown;
}

export interface SaleListItem {
  bienId: number;
  reference: string;
  title: string;
  type: PropertyTypeCode;
  city: string;
  status: ListingStatus;
  startAt: Instant;
  endAt: Instant;
  firstPrice: Euros;
  currentPrice: Euros | null;
  bidCount: number;
  /** A draft is invisible to the public until published. */
  published: boolean;
  /** Where the sale stands: sold at a price, awaiting the seller, unsold, no bids… */
  outcome: SaleOutcome;
}

export interface SalesPage {
  items: SaleListItem[];
  total: number;
  page: number;
  pageSize: number;
}

const isWholeInRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * The sales management list of the negotiator space: a negotiator's own sales, every sale for an
 * administrator, by listing status at server time, text and page. Errors: unauthenticated,
 * forbidden, invalid_input (status, text, page or pageSize).
 */
export class ListSales implements UseCase<ListSalesInput, SalesPage> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: ListSalesInput): Promise<Result<SalesPage>> {
    const authorized = authorizeSaleManager(input.viewer);
    if (!authorized.ok) return authorized;
    const { status, text, page = 1, pageSize = SALES_PAGE_SIZE } = input;
    if (status !== undefined && !(LISTING_STATUSES as readonly unknown[]).includes(status)) {
      return fail('invalid_input', undefined, 'status');
    }
    if (text !== undefined && (typeof text !== 'string' || text.length > SALES_SEARCH_MAX_LENGTH)) {
      return fail('invalid_input', undefined, 'text');
    }
    if (!isWholeInRange(page, 1, Number.MAX_SAFE_INTEGER)) return fail('invalid_input', undefined, 'page');
    if (!isWholeInRange(pageSize, 1, SALES_MAX_PAGE_SIZE))
      return fail('invalid_input', undefined, 'pageSize');

    const now = this.deps.clock.now();
    const found = await this.deps.repos.properties.list({
      ...(managesEverySale(input.viewer) ? {} : { negotiatorId: input.viewer.id }),
      ...(status !== undefined ? { status: status as ListingStatus } : {}),
      ...(typeof text === 'string' && text.trim() !== '' ? { text: text.trim() } : {}),
      now,
      page,
      pageSize,
    });
    const items = await Promise.all(
      found.items.map((property) => saleListItemOf(this.deps.repos, property, now)),
    );
    return ok({ items, total: found.total, page, pageSize });
  }
}

/** One line of a list of sales (the negotiator's, the seller's, the administrator's). */
export async function saleListItemOf(
  repos: Pick<Repositories, 'auctions' | 'bids'>,
  property: Property,
  now: Instant,
): Promise<SaleListItem> {
  const auction = await repos.auctions.findByPropertyId(property.id);
  const highest = auction?.lastBidId
    ? await repos.bids.findById(auction.lastBidId)
    : auction && auction.bidCount > 0
      ? outcomeOffer(await repos.bids.listByAuction(auction.id)) // every offer refused
      : null;
  // A sale saved before its auction existed shows its form's window and prices.
  const window = auction ?? {
    startAt: property.offersStartAt,
    endAt: property.offersEndAt,
    closedAt: null,
  };
  return {
    bienId: property.id,
    reference: property.reference,
    title: property.title,
    type: property.type,
    city: property.address.city,
    status: listingStatus(window, now),
    startAt: window.startAt,
    endAt: window.endAt,
    firstPrice: auction?.firstPrice ?? property.firstPrice,
    currentPrice: auction?.currentPrice ?? null,
    bidCount: auction?.bidCount ?? 0,
    published: isPublished(property),
    outcome: auction
      ? saleOutcome(auction, highest, now)
      : saleOutcome({ ...window, acceptedBidId: null, currentPrice: null }, null, now),
  };
}
