import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import { inlineFieldLock, saleEditStateOf } from '../../domain/inline-edit/inline-edit-locks.js';
import {
  canEditInline,
  inlineDisplayValue,
  inlineValueFor,
} from '../../domain/inline-edit/inline-edit-rules.js';
import {
  findInlineField,
  type InlineEntity,
  type InlineField,
  type StoredInlineValue,
} from '../../domain/inline-edit/inline-fields.js';
import type { Property } from '../../domain/property/property.js';
import { isSaleManagerRole } from '../../domain/property/sale-management.js';
import { propertyToSaleForm } from '../../domain/sale-form/sale-form-mapping.js';
import type { SaleFormField } from '../../domain/sale-form/sale-form-values.js';
import { validateSaleForm } from '../../domain/sale-form/validate-sale-form.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, EventPublisher } from '../../ports/services.port.js';
import { err, fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { auctionAfterEdit, auctionChangeRefusal } from '../update-sale/update-sale.js';

export interface InlineEditInput {
  viewer: Viewer;
  /** As the route gives it, lower-cased by the client: 'bien', 'dossier_acheteurs'. */
  entity: unknown;
  id: unknown;
  property: unknown;
  /** What was typed; numbers are accepted for numeric fields. */
  value: unknown;
}

export interface InlineEditResult {
  entity: InlineEntity;
  id: number;
  property: string;
  /** As stored: text, number, ISO yyyy-mm-dd date, or null when cleared. */
  value: StoredInlineValue;
  /** As the inline field shows it again. */
  displayValue: string;
}

/** The typed text, from a string or (for a numeric field) a JSON number. */
function rawText(field: InlineField, value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value) && field.fieldType !== 'text') return String(value);
  return null;
}

/**
 * PUT /api/{entity}/{id} with one property (§2.2, §5.2, §7): one whitelisted field of one record. A
 * property's field obeys the sale's state as the form does (inlineFieldLock: nothing once ended, the
 * auction's terms not after a bid); a price also passes the form's price checks and moves the auction.
 */
export class InlineEdit implements UseCase<InlineEditInput, InlineEditResult> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock; events: EventPublisher }) {}

  async execute(input: InlineEditInput): Promise<Result<InlineEditResult>> {
    const { viewer, entity, id, property } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isSaleManagerRole(viewer)) return fail('forbidden');
    if (typeof entity !== 'string' || typeof property !== 'string') {
      return fail('invalid_input', undefined, typeof entity !== 'string' ? 'entity' : 'property');
    }
    const field = findInlineField(entity, property);
    if (!field) return fail('inline_field_not_editable', { entity, property }, 'property');
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
      return fail('invalid_input', undefined, 'id');
    const raw = rawText(field, input.value);
    if (raw === null) return fail('invalid_input', undefined, 'value');
    const value = inlineValueFor(field, raw);
    if (!value.ok) return value;

    const saved = await this.deps.unitOfWork.run((repos) =>
      field.entity === 'bien'
        ? this.editProperty(repos, field, viewer, id, value.value)
        : this.editBuyerFile(repos, field, viewer, id, value.value),
    );
    if (!saved.ok) return saved;
    if (field.entity === 'bien') await this.deps.events.publish({ type: 'SaleUpdated', propertyId: id });
    return ok({
      entity: field.entity,
      id,
      property: field.property,
      value: saved.value,
      displayValue: inlineDisplayValue(field, saved.value),
    });
  }

  private async editProperty(
    repos: Repositories,
    field: Extract<InlineField, { entity: 'bien' }>,
    viewer: Viewer,
    id: number,
    value: StoredInlineValue,
  ): Promise<Result<StoredInlineValue>> {
    const found = await repos.properties.findById(id);
    if (!found) return fail('not_found', undefined, 'id');
    if (!canEditInline(viewer, found.negotiatorId)) return fail('forbidden');
    const listed = await repos.auctions.findByPropertyId(found.id);
    // A term bidders rely on is checked on the auction locked as PlaceBid locks it: no first bid slips in between.
    const auction = listed && field.biddingTerm ? await repos.auctions.findByIdForUpdate(listed.id) : listed;
    const now = this.deps.clock.now();
    const locked = inlineFieldLock(field, saleEditStateOf(found, auction, now));
    if (locked) return err(locked);
    const updated: Property = { ...field.write(found, value), updatedAt: now };
    if (field.biddingTerm) {
      const priceIssue = validateSaleForm(propertyToSaleForm(updated), { now }).errors[
        field.property as SaleFormField
      ];
      if (priceIssue) return err(priceIssue);
      if (auction) {
        const refusal = auctionChangeRefusal(auction, updated, now);
        if (refusal) return err(refusal);
        await repos.auctions.update(auctionAfterEdit(auction, updated));
      }
    }
    await repos.properties.update(updated);
    return ok(field.read(updated));
  }

  private async editBuyerFile(
    repos: Repositories,
    field: Extract<InlineField, { entity: 'dossier_acheteurs' }>,
    viewer: Viewer,
    id: number,
    value: StoredInlineValue,
  ): Promise<Result<StoredInlineValue>> {
    const found = await repos.buyerFiles.findById(id);
    if (!found) return fail('not_found', undefined, 'id');
    const owner = await repos.properties.findById(found.propertyId);
    if (!owner || !canEditInline(viewer, owner.negotiatorId)) return fail('forbidden');
    const updated: BuyerFile = field.write(found, value);
    await repos.buyerFiles.update(updated);
    return ok(field.read(updated));
  }
}
