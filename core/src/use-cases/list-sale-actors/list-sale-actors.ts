import { buyerRow, type BuyerRow, type BuyerRowAudience } from '../../domain/buyer-file/buyer-file-view.js';
import type { Property } from '../../domain/property/property.js';
import { isSaleManagerRole, managesSale } from '../../domain/property/sale-management.js';
import { hasRole, isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { normalizeEmail } from '../../shared/email.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Clock } from '../../ports/services.port.js';
import { isSaleId } from '../create-sale/sale-checks.js';

export interface ListSaleActorsInput {
  viewer: Viewer;
  bienId: number;
}

/** Who reads the actors: the sale's negotiator or an administrator, or one of its sellers. */
export type SaleActorsView = BuyerRowAudience;

export interface SaleActorsNegotiator {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface SaleActorsVendor {
  email: string;
  primary: boolean;
}

export interface SaleActors {
  bienId: number;
  view: SaleActorsView;
  /** Null when the negotiator's account no longer exists. */
  negociateur: SaleActorsNegotiator | null;
  vendeurs: SaleActorsVendor[];
  /** Oldest registration first. */
  acheteurs: BuyerRow[];
}

const isVendorOf = (property: Pick<Property, 'vendors'>, email: string): boolean => {
  const wanted = normalizeEmail(email);
  return property.vendors.some((vendor) => normalizeEmail(vendor.email) === wanted);
};

/**
 * The actors of a sale (GET /api/bien/{bien}/acteurs): its negotiator, its vendors and its buyers
 * with where their file stands (buyerRow: reviews, booked visit, what still blocks a bid). The sale's negotiator and administrators read everything;
 * a seller (ROLE_VENDEUR) whose e-mail is one of the sale's vendors reads it too (seller back office
 * 'actors'), without the buyers' contact details, the negotiator's comments, the names of their
 * documents and the reasons of refusals.
 * Errors: unauthenticated, forbidden, not_found.
 */
export class ListSaleActors implements UseCase<ListSaleActorsInput, SaleActors> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: ListSaleActorsInput): Promise<Result<SaleActors>> {
    const { viewer } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    const manager = isSaleManagerRole(viewer);
    const seller = hasRole(viewer, 'ROLE_VENDEUR');
    if (!manager && !seller) return fail('forbidden');
    const { repos } = this.deps;
    const property = isSaleId(input.bienId) ? await repos.properties.findById(input.bienId) : null;
    if (!property) return fail('not_found', undefined, 'bienId');

    const view = await this.viewOf(viewer, property);
    if (view === null) return fail('forbidden');

    const negotiator = await repos.users.findById(property.negotiatorId);
    const files = [...(await repos.buyerFiles.listByProperty(property.id))].sort(
      (a, b) => a.registeredAt - b.registeredAt || a.id - b.id,
    );
    const now = this.deps.clock.now();
    const visits = await repos.visits.listByProperty(property.id);
    const rows = await Promise.all(
      files.map(async (file) => {
        const account = await repos.users.findById(file.userId);
        return account && buyerRow({ file, account, visits, now }, view);
      }),
    );
    return ok({
      bienId: property.id,
      view,
      negociateur: negotiator
        ? {
            id: negotiator.id,
            firstName: negotiator.firstName,
            lastName: negotiator.lastName,
            email: negotiator.email,
            phone: negotiator.phone,
          }
        : null,
      vendeurs: property.vendors.map((vendor) => ({ email: vendor.email, primary: vendor.primary })),
      acheteurs: rows.filter((row) => row !== null),
    });
  }

  private async viewOf(viewer: Viewer, property: Property): Promise<SaleActorsView | null> {
    if (managesSale(viewer, property.negotiatorId)) return 'negotiator';
    if (hasRole(viewer, 'ROLE_VENDEUR')) {
      const user = await this.deps.repos.users.findById(viewer.id);
      if (user && isVendorOf(property, user.email)) return 'seller';
    }
    return null;
  }
}
