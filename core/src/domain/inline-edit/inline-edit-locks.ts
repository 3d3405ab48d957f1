import type { DomainError } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { hasOffers, type Auction } from '../auction/auction.js';
import { auctionPhase, type AuctionPhase } from '../auction/phase.js';
import type { Property } from '../property/property.js';
import type { Viewer } from '../user/user.js';
import { canEditInline } from './inline-edit-rules.js';
import { INLINE_FIELDS, type PropertyInlineField } from './inline-fields.js';

/** What decides which of a sale's fields may still change: the rules UpdateSale applies to the form. */
export interface SaleEditState {
  phase: AuctionPhase;
  /** Someone bid: the auction's terms are fixed. */
  hasOffers: boolean;
  /** The fee is flat: the first price is the net seller price plus the fee, never typed. */
  flatFee: boolean;
}

/** The sale's state at `now`; a property without an auction is timed by its offers window. */
export function saleEditStateOf(
  property: Pick<Property, 'offersStartAt' | 'offersEndAt' | 'flatFee'>,
  auction: Auction | null,
  now: Instant,
): SaleEditState {
  const window = auction ?? { startAt: property.offersStartAt, endAt: property.offersEndAt, closedAt: null };
  return {
    phase: auctionPhase(window, now),
    hasOffers: auction !== null && hasOffers(auction),
    flatFee: property.flatFee,
  };
}

/**
 * Why this field of the sale cannot change now, or null: an ended sale is read-only, an auction's
 * terms are fixed after the first bid, a first price computed from a flat fee is not typed. The
 * sale's dates are no inline field at all: once live they never change (auctionChangeRefusal).
 */
export function inlineFieldLock(field: PropertyInlineField, sale: SaleEditState): DomainError | null {
  if (sale.phase === 'ended') return { code: 'sale_ended_read_only' };
  if (field.biddingTerm && sale.hasOffers) return { code: 'sale_has_bids', field: field.property };
  if (field.computedWithFlatFee && sale.flatFee) {
    return { code: 'sale_first_price_not_flat', field: field.property };
  }
  return null;
}

const PROPERTY_FIELDS = INLINE_FIELDS.filter(
  (field): field is PropertyInlineField => field.entity === 'bien',
);

/**
 * The property's fields this viewer may edit inline now, by their wire names: none but for the sale's
 * managers (canEditInline), and only those no lock holds. The property page offers exactly these.
 */
export function editableInlineFields(
  viewer: Viewer,
  property: Pick<Property, 'negotiatorId' | 'offersStartAt' | 'offersEndAt' | 'flatFee'>,
  auction: Auction | null,
  now: Instant,
): string[] {
  if (!canEditInline(viewer, property.negotiatorId)) return [];
  const sale = saleEditStateOf(property, auction, now);
  return PROPERTY_FIELDS.filter((field) => inlineFieldLock(field, sale) === null).map(
    (field) => field.property,
  );
}
