import { auctionPhase } from '../../domain/auction/phase.js';
import { hasOffers, type Auction } from '../../domain/auction/auction.js';
import type { Property } from '../../domain/property/property.js';
import { propertyToSaleForm, saleFormToProperty } from '../../domain/sale-form/sale-form-mapping.js';
import type { Viewer } from '../../domain/user/user.js';
import { err, fail, ok, type DomainError, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { newAuctionOf, type SaleSaved } from '../create-sale/create-sale.js';
import {
  authorizeSaleManager,
  authorizeSaleOwner,
  checkedSaleForm,
  isSaleId,
  publishSaleEvent,
  type SaleWriteDeps,
} from '../create-sale/sale-checks.js';

export interface UpdateSaleInput {
  viewer: Viewer;
  bienId: number;
  /** The form's JSON as received (PUT /v2/sell/agence-immo/update/{bienId}). */
  values: unknown;
}

/**
 * What bidders relied on cannot move under them: after the first bid the start, the first price
 * and the step are fixed; once the sale is open its dates are too (the end in force, extensions
 * included, is the auction's and never the form's); an ended sale is read-only.
 */
export function auctionChangeRefusal(auction: Auction, next: Property, now: Instant): DomainError | null {
  const phase = auctionPhase(auction, now);
  if (phase === 'ended') return { code: 'sale_ended_read_only' };

  if (hasOffers(auction)) {
    const changed = [
      ['dateDebut', next.offersStartAt !== auction.startAt],
      ['premier_prix', next.firstPrice !== auction.firstPrice],
      ['pas_enchere', next.bidStep !== auction.step],
    ].find(([, differs]) => differs);
    if (changed) return { code: 'sale_has_bids', field: changed[0] as string };
  }
  if (phase !== 'upcoming' && next.offersEndAt !== auction.originalEndAt) {
    return { code: 'sale_end_locked', field: 'dateFin' };
  }
  if (phase === 'live' && next.offersStartAt !== auction.startAt) {
    return { code: 'sale_start_locked', field: 'dateDebut' };
  }
  return null;
}

/** The auction after the sale's edit; an end pushed back by anti-sniping stays unless the end itself moved. */
export function auctionAfterEdit(auction: Auction, property: Property): Auction {
  const endMoved = property.offersEndAt !== auction.originalEndAt;
  return {
    ...auction,
    startAt: property.offersStartAt,
    firstPrice: property.firstPrice,
    step: property.bidStep,
    originalEndAt: property.offersEndAt,
    endAt: endMoved ? property.offersEndAt : auction.endAt,
  };
}

/**
 * The negotiator who built a sale (or an administrator) saves its form again: the property and its
 * auction change together. Errors: those of CreateSale, plus not_found, forbidden (another
 * negotiator's sale), sale_has_bids and sale_end_locked.
 */
export class UpdateSale implements UseCase<UpdateSaleInput, SaleSaved> {
  constructor(private readonly deps: SaleWriteDeps) {}

  async execute(input: UpdateSaleInput): Promise<Result<SaleSaved>> {
    const manager = authorizeSaleManager(input.viewer);
    if (!manager.ok) return manager;
    const stored = isSaleId(input.bienId) ? await this.deps.repos.properties.findById(input.bienId) : null;
    if (!stored) return fail('not_found', undefined, 'bienId');
    const authorized = authorizeSaleOwner(input.viewer, stored);
    if (!authorized.ok) return authorized;
    const now = this.deps.clock.now();
    const checked = await checkedSaleForm(
      input.values,
      { viewer: input.viewer, now, stored: propertyToSaleForm(stored) },
      this.deps,
    );
    if (!checked.ok) return checked;
    const values = checked.value;

    const saved = await this.deps.unitOfWork.run(async (repos): Promise<Result<SaleSaved>> => {
      const current = await repos.properties.findById(stored.id);
      if (!current) return fail('not_found', undefined, 'bienId');
      const next: Property = {
        ...saleFormToProperty(values, { negotiatorId: current.negotiatorId, now }),
        id: current.id,
        publishedAt: current.publishedAt,
        createdAt: current.createdAt,
      };
      const namesake = await repos.properties.findByReference(next.reference);
      if (namesake && namesake.id !== current.id)
        return fail('sale_reference_exists', undefined, 'ref_client');

      const found = await repos.auctions.findByPropertyId(current.id);
      const auction = found && (await repos.auctions.findByIdForUpdate(found.id));
      if (auction) {
        const refusal = auctionChangeRefusal(auction, next, now);
        if (refusal) return err(refusal);
        await repos.auctions.update(auctionAfterEdit(auction, next));
      } else {
        await repos.auctions.add(newAuctionOf(next));
      }
      await repos.properties.update(next);
      return ok({ bienId: current.id });
    });

    if (saved.ok) await publishSaleEvent(this.deps, { type: 'SaleUpdated', propertyId: saved.value.bienId });
    return saved;
  }
}
