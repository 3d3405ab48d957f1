import type { Auction } from '../../domain/auction/auction.js';
import type { Property } from '../../domain/property/property.js';
import { saleFormToProperty } from '../../domain/sale-form/sale-form-mapping.js';
import type { Viewer } from '../../domain/user/user.js';
import type { New } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import {
  authorizeSaleManager,
  checkedSaleForm,
  publishSaleEvent,
  type SaleWriteDeps,
} from './sale-checks.js';

export interface CreateSaleInput {
  viewer: Viewer;
  /** The form's JSON as received (POST /v2/sell/agence-immo/create): checked here, field by field. */
  values: unknown;
}

export interface SaleSaved {
  bienId: number;
}

/** The auction a new sale opens with: the form's window, first price and step, no bid yet. */
export const newAuctionOf = (property: Property): New<Auction> => ({
  propertyId: property.id,
  startAt: property.offersStartAt,
  originalEndAt: property.offersEndAt,
  endAt: property.offersEndAt,
  firstPrice: property.firstPrice,
  step: property.bidStep,
  currentPrice: null,
  lastBidId: null,
  bidCount: 0,
  closedAt: null,
  acceptedBidId: null,
});

/**
 * A negotiator (or an administrator) creates a sale: the property and its auction, together.
 * Errors: unauthenticated, forbidden, invalid_input (a field of the wrong type), sale_form_invalid
 * (see domain/sale-form/sale-form-invalid.ts), sale_third_party_not_found, commune_not_found,
 * sale_reference_exists.
 */
export class CreateSale implements UseCase<CreateSaleInput, SaleSaved> {
  constructor(private readonly deps: SaleWriteDeps) {}

  async execute(input: CreateSaleInput): Promise<Result<SaleSaved>> {
    const authorized = authorizeSaleManager(input.viewer);
    if (!authorized.ok) return authorized;
    const now = this.deps.clock.now();
    const checked = await checkedSaleForm(
      input.values,
      { viewer: input.viewer, now, stored: null },
      this.deps,
    );
    if (!checked.ok) return checked;
    const values = checked.value;

    const draft = saleFormToProperty(values, { negotiatorId: input.viewer.id, now });
    const saved = await this.deps.unitOfWork.run(async (repos): Promise<Result<SaleSaved>> => {
      if (await repos.properties.findByReference(draft.reference)) {
        return fail('sale_reference_exists', undefined, 'ref_client');
      }
      const property = await repos.properties.add(draft);
      await repos.auctions.add(newAuctionOf(property));
      return ok({ bienId: property.id });
    });

    if (saved.ok) await publishSaleEvent(this.deps, { type: 'SaleCreated', propertyId: saved.value.bienId });
    return saved;
  }
}
