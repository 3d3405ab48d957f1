import type { BuyerFile, Interest } from '../../domain/buyer-file/buyer-file.js';
import type { Property } from '../../domain/property/property.js';
import { isSaleManagerRole, managesSale } from '../../domain/property/sale-management.js';
import { hasRole, isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { normalizeEmail } from '../../shared/email.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { isSaleId } from '../create-sale/sale-checks.js';

export interface ListSaleActorsInput {
  viewer: Viewer;
  bienId: number;
}

/** Who reads the actors: the sale's negotiator or an administrator, or one of its sellers. */
export type SaleActorsView = 'negotiator' | 'seller';

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

/** One buyer file (dossier acheteur) of the sale and its buyer. */
export interface SaleActorsBuyer {
  /** The buyer file's id: the `{id}` of PUT /api/dossier_acheteurs/{id}. */
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  /** Contact details and the negotiator's comment are for the negotiator's eyes only. */
  email?: string;
  phone?: string;
  interest: Interest;
  registeredAt: Instant;
  visitDone: boolean;
  visitDoneAt: Instant | null;
  agrementSigned: boolean;
  agrementSignedAt: Instant | null;
  identityDocumentGiven: boolean;
  financingPlanProvided: boolean;
  commentaireSurAcquereur?: string;
}

export interface SaleActors {
  bienId: number;
  view: SaleActorsView;
  /** Null when the negotiator's account no longer exists. */
  negociateur: SaleActorsNegotiator | null;
  vendeurs: SaleActorsVendor[];
  /** Oldest registration first. */
  acheteurs: SaleActorsBuyer[];
}

const isVendorOf = (property: Pick<Property, 'vendors'>, email: string): boolean => {
  const wanted = normalizeEmail(email);
  return property.vendors.some((vendor) => normalizeEmail(vendor.email) === wanted);
};

function buyerOf(file: BuyerFile, user: User | null, view: SaleActorsView): SaleActorsBuyer {
  return {
    id: file.id,
    userId: file.userId,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    ...(view === 'negotiator' ? { email: user?.email ?? '', phone: user?.phone ?? '' } : {}),
    interest: file.interest,
    registeredAt: file.registeredAt,
    visitDone: file.visitDoneAt !== null,
    visitDoneAt: file.visitDoneAt,
    agrementSigned: file.agrement.signature !== null,
    agrementSignedAt: file.agrement.signature?.signedAt ?? null,
    identityDocumentGiven: file.identity.review !== null,
    financingPlanProvided: file.financing !== null,
    ...(view === 'negotiator' ? { commentaireSurAcquereur: file.negotiatorComment } : {}),
  };
}

/**
 * The actors of a sale (GET /espace-negociateur/bien/{bien}/acteurs): its negotiator, its vendors and
 * its buyers with the state of their file. The sale's negotiator and administrators read everything;
 * a seller (ROLE_VENDEUR) whose e-mail is one of the sale's vendors reads it too (seller back office
 * 'actors'), without the buyers' contact details and the negotiator's comments.
 * Errors: unauthenticated, forbidden, not_found.
 */
export class ListSaleActors implements UseCase<ListSaleActorsInput, SaleActors> {
  constructor(private readonly deps: { repos: Repositories }) {}

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
    const buyers = await Promise.all(
      files.map(async (file) => buyerOf(file, await repos.users.findById(file.userId), view)),
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
      acheteurs: buyers,
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
