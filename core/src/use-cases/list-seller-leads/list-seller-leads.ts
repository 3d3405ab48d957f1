import { isSaleManagerRole } from '../../domain/property/sale-management.js';
import type { SellerLead } from '../../domain/site/seller-lead.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Page, Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ListSellerLeadsInput {
  viewer: Viewer;
  page?: unknown;
}

export const SELLER_LEADS_PAGE_SIZE = 20;

/**
 * The owners' requests, newest first, for the negotiators (and administrators).
 * Errors: unauthenticated, forbidden, invalid_input.
 */
export class ListSellerLeads implements UseCase<
  ListSellerLeadsInput,
  Page<SellerLead> & { page: number; pageSize: number }
> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'sellerLeads'> }) {}

  async execute(
    input: ListSellerLeadsInput,
  ): Promise<Result<Page<SellerLead> & { page: number; pageSize: number }>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    if (!isSaleManagerRole(input.viewer)) return fail('forbidden');
    const raw = input.page ?? 1;
    const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : raw;
    if (typeof page !== 'number' || !Number.isSafeInteger(page) || page < 1)
      return fail('invalid_input', undefined, 'page');
    const found = await this.deps.repos.sellerLeads.list({ page, pageSize: SELLER_LEADS_PAGE_SIZE });
    return ok({ ...found, page, pageSize: SELLER_LEADS_PAGE_SIZE });
  }
}
