import type { Locale } from '../../messages/translate.js';
import type { Instant } from '../../shared/time.js';
import type { Euros } from '../../shared/money.js';
import { hasRole, type User } from '../user/user.js';
import { managesSale } from '../property/sale-management.js';
import { isVendorOf } from '../property/vendor.js';
import type { Property } from '../property/property.js';
import { extendedEnd } from './anti-sniping.js';
import type { Auction, Bid } from './auction.js';
import type { ChainVerdict } from './bid-chain.js';
import type { SaleOutcome } from './outcome.js';

/**
 * Who may read a sale's record and verify its bid chain: the sale's negotiator, its sellers (a
 * ROLE_VENDEUR whose e-mail is one of the property's vendors) and administrators.
 */
export const maySeeSaleRecord = (
  user: Pick<User, 'id' | 'roles' | 'email'>,
  property: Pick<Property, 'negotiatorId' | 'vendors'>,
): boolean =>
  managesSale(user, property.negotiatorId) ||
  (hasRole(user, 'ROLE_VENDEUR') && isVendorOf(user.email, property));

/** An anti-sniping extension: the bid that fell in the last 2 minutes and the end it set. */
export interface Extension {
  bidId: number;
  at: Instant;
  endAt: Instant;
}

/** The extensions the bids caused, replayed from the scheduled end in chain (id) order. */
export function extensionsOf(auction: Pick<Auction, 'originalEndAt'>, bids: readonly Bid[]): Extension[] {
  const extensions: Extension[] = [];
  let end = auction.originalEndAt;
  for (const bid of [...bids].sort((a, b) => a.id - b.id)) {
    const next = extendedEnd(end, bid.placedAt);
    if (next !== end) extensions.push({ bidId: bid.id, at: bid.placedAt, endAt: next });
    end = next;
  }
  return extensions;
}

export interface SaleRecordBidder {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** Everything the notary's record of an ended sale shows (procès-verbal). */
export interface SaleRecord {
  locale: Locale;
  issuedAt: Instant;
  property: { id: number; reference: string; title: string; address: string; postcode: string; city: string };
  auction: Auction;
  firstPrice: Euros;
  /** In chain (id) order, each with its bidder. */
  bids: { bid: Bid; bidder: SaleRecordBidder | null }[];
  extensions: Extension[];
  outcome: SaleOutcome;
  /** The seller's answers, in the order given. */
  decisions: { bid: Bid; status: 'accepted' | 'refused'; at: Instant; by: number }[];
  chain: ChainVerdict;
}

/** Where the record of an ended sale is downloaded (the negotiator's and the seller's spaces link to it). */
export const saleRecordPath = (propertyId: number): string => `/api/vente/${propertyId}/proces-verbal.pdf`;

/** The outcomes of an ended sale: only those have a record. */
export const ENDED_OUTCOME_KINDS: readonly string[] = ['accepted', 'awaiting_seller', 'unsold', 'no_bids'];
