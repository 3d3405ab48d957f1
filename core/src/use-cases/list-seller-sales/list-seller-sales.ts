import { hasRole, isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { saleListItemOf, SALES_MAX_PAGE_SIZE, type SaleListItem } from '../list-sales/list-sales.js';

export interface ListSellerSalesInput {
  viewer: Viewer;
}

export interface SellerSales {
  now: Instant;
  items: SaleListItem[];
}

/**
 * GET /api/vendeur/biens: the seller's back office home (spec §2.4) — the sales whose vendors include
 * the viewer's e-mail, drafts included (they are his), with their phase, price and outcome. Only a
 * ROLE_VENDEUR; any other account gets an empty list rather than an error, so the shell may ask.
 * Errors: unauthenticated.
 */
export class ListSellerSales implements UseCase<ListSellerSalesInput, SellerSales> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: ListSellerSalesInput): Promise<Result<SellerSales>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const now = this.deps.clock.now();
    const user = await this.deps.repos.users.findById(input.viewer.id);
    if (!user) return fail('unauthenticated');
    if (!hasRole(user, 'ROLE_VENDEUR')) return ok({ now, items: [] });
    const found = await this.deps.repos.properties.list({
      vendorEmail: user.email,
      now,
      page: 1,
      pageSize: SALES_MAX_PAGE_SIZE,
    });
    const items = await Promise.all(found.items.map((p) => saleListItemOf(this.deps.repos, p, now)));
    return ok({ now, items });
  }
}
