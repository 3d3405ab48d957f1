// What the buyer reads of a file (their space, the property page) and what the sale's manager reads
// of each buyer (the actors of a sale): both derive every state from bidder-eligibility.ts and the
// checklist, so the buyer, the negotiator and the bid refusal always say the same thing.
import type { Auction } from '../auction/auction.js';
import { auctionPhase, type AuctionPhase } from '../auction/phase.js';
import type { Property } from '../property/property.js';
import type { User } from '../user/user.js';
import { bookedVisitOf } from '../visit/visit-slot.js';
import type { Visit } from '../visit/visit.js';
import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';
import {
  agrementStatus,
  bidderBlocks,
  identityStatus,
  type BidderBlock,
  type BidderFacts,
  type SubmissionStatus,
} from './bidder-eligibility.js';
import {
  buyerFileChecklist,
  checklistRecap,
  type ChecklistRecap,
  type ChecklistStep,
} from './buyer-file-checklist.js';
import type { BuyerFile, FinancingKind, Interest } from './buyer-file.js';

/** The window a sale is timed by: its auction (extensions, an accepted offer), else the offers window. */
export type SaleWindow = Pick<Auction, 'startAt' | 'endAt' | 'closedAt'>;

export const saleWindowOf = (
  property: Pick<Property, 'offersStartAt' | 'offersEndAt'>,
  auction: SaleWindow | null,
): SaleWindow => auction ?? { startAt: property.offersStartAt, endAt: property.offersEndAt, closedAt: null };

/** When the sale ended (or will): its end, or the acceptance of an offer when that came first. */
export const saleEndOf = (window: SaleWindow): Instant =>
  window.closedAt === null ? window.endAt : Math.min(window.closedAt, window.endAt);

/** Everything the views read, loaded by the use case. */
export interface BuyerFileFacts {
  file: BuyerFile;
  account: User;
  property: Property;
  window: SaleWindow;
  /** The property's main photo (position 0), null without photos. */
  mainPhotoUrl: string | null;
  /** The property's visit slots (the buyer's bookings are read from them). */
  visits: readonly Visit[];
  now: Instant;
}

export interface IdentityView {
  status: SubmissionStatus;
  /** The account's identity is approved (on this file or another). */
  accountVerified: boolean;
  /** The document uploaded on this file; null when none, and once deleted. */
  fileName: string | null;
  uploadedAt: Instant | null;
  documentDeleted: boolean;
  /** The negotiator's reason while this file's document stands refused. */
  refusalReason: string | null;
}

export interface AgrementView {
  status: SubmissionStatus;
  signedAt: Instant | null;
  signedName: string | null;
  refusalReason: string | null;
  /** The PDF copy made at signing can be downloaded. */
  copyAvailable: boolean;
}

export interface FinancingView {
  kind: FinancingKind;
  loanAmount: Euros | null;
  certificateFileName: string | null;
}

export interface BookedVisitView {
  visitId: number;
  startsAt: Instant;
  durationMinutes: number;
}

/** The buyer's file on one property, as the buyer space shows it (BuyerFileJson). */
export interface BuyerFileView {
  id: number;
  interest: Interest;
  registeredAt: Instant;
  visitDoneAt: Instant | null;
  property: {
    id: number;
    title: string;
    city: string;
    postcode: string;
    photoUrl: string | null;
    phase: AuctionPhase;
    startAt: Instant;
    endAt: Instant;
  };
  /** The slot the visit step shows (bookedVisitOf); null when the buyer booked none. */
  visit: BookedVisitView | null;
  identity: IdentityView;
  agrement: AgrementView;
  financing: FinancingView | null;
  checklist: ChecklistStep[];
  recap: ChecklistRecap;
  bidderBlocks: BidderBlock[];
}

export function identityView(facts: BidderFacts & { file: BuyerFile }): IdentityView {
  const { document, documentDeletedAt, review } = facts.file.identity;
  const status = identityStatus(facts);
  return {
    status,
    accountVerified: facts.account.identityVerifiedAt !== null,
    fileName: document?.fileName ?? null,
    uploadedAt: document?.uploadedAt ?? review?.submittedAt ?? null,
    documentDeleted: documentDeletedAt !== null,
    refusalReason: status === 'refused' ? (review?.refusalReason ?? null) : null,
  };
}

export function agrementView(file: BuyerFile): AgrementView {
  const { signature, review } = file.agrement;
  const status = agrementStatus(file);
  return {
    status,
    signedAt: signature?.signedAt ?? null,
    signedName: signature?.signedName ?? null,
    refusalReason: status === 'refused' ? (review?.refusalReason ?? null) : null,
    copyAvailable: signature?.copyKey != null,
  };
}

export function financingView(file: BuyerFile): FinancingView | null {
  const plan = file.financing;
  if (plan === null) return null;
  return {
    kind: plan.kind,
    loanAmount: plan.kind === 'loan' ? plan.loanAmount : null,
    certificateFileName: plan.kind === 'certificate' ? plan.certificate.fileName : null,
  };
}

const bookedVisitView = (facts: Pick<BuyerFileFacts, 'visits' | 'file' | 'now'>): BookedVisitView | null => {
  const visit = bookedVisitOf(facts.visits, facts.file.userId, facts.now);
  return visit && { visitId: visit.id, startsAt: visit.startsAt, durationMinutes: visit.durationMinutes };
};

export function buyerFileView(facts: BuyerFileFacts): BuyerFileView {
  const { file, property, window, now } = facts;
  const visit = bookedVisitView(facts);
  const bidder = { account: facts.account, file };
  const checklist = buyerFileChecklist({ ...bidder, bookedVisitStartsAt: visit?.startsAt ?? null });
  return {
    id: file.id,
    interest: file.interest,
    registeredAt: file.registeredAt,
    visitDoneAt: file.visitDoneAt,
    property: {
      id: property.id,
      title: property.title,
      city: property.address.city,
      postcode: property.address.postcode,
      photoUrl: facts.mainPhotoUrl,
      phase: auctionPhase(window, now),
      startAt: window.startAt,
      endAt: window.endAt,
    },
    visit,
    identity: identityView(facts),
    agrement: agrementView(file),
    financing: financingView(file),
    checklist,
    recap: checklistRecap(checklist),
    bidderBlocks: bidderBlocks(bidder),
  };
}

/** Who reads a sale's buyers: its manager, or one of its sellers (no contacts, comments, names of documents, reasons). */
export type BuyerRowAudience = 'negotiator' | 'seller';

/** One buyer of a sale and where their file stands (BuyerRowJson). */
export interface BuyerRow {
  /** The buyer file's id. */
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  interest: Interest;
  registeredAt: Instant;
  visit: { booked: { visitId: number; startsAt: Instant } | null; doneAt: Instant | null };
  identity: Omit<IdentityView, 'documentDeleted'>;
  agrement: Omit<AgrementView, 'copyAvailable'>;
  financing: { kind: FinancingKind; loanAmount: Euros | null } | null;
  readyToBid: boolean;
  bidderBlocks: BidderBlock[];
  commentaireSurAcquereur?: string;
}

export function buyerRow(
  facts: Pick<BuyerFileFacts, 'file' | 'account' | 'visits' | 'now'>,
  audience: BuyerRowAudience,
): BuyerRow {
  const { file, account } = facts;
  const forManager = audience === 'negotiator';
  const booked = bookedVisitView(facts);
  const { documentDeleted: _deleted, ...identity } = identityView({ account, file });
  const { copyAvailable: _copy, ...agrement } = agrementView(file);
  const financing = financingView(file);
  const blocks = bidderBlocks({ account, file });
  return {
    id: file.id,
    userId: file.userId,
    firstName: account.firstName,
    lastName: account.lastName,
    ...(forManager ? { email: account.email, phone: account.phone } : {}),
    interest: file.interest,
    registeredAt: file.registeredAt,
    visit: {
      booked: booked && { visitId: booked.visitId, startsAt: booked.startsAt },
      doneAt: file.visitDoneAt,
    },
    identity: forManager ? identity : { ...identity, fileName: null, refusalReason: null },
    agrement: forManager ? agrement : { ...agrement, refusalReason: null },
    financing: financing && { kind: financing.kind, loanAmount: financing.loanAmount },
    readyToBid: blocks.length === 0,
    bidderBlocks: blocks,
    ...(forManager ? { commentaireSurAcquereur: file.negotiatorComment } : {}),
  };
}
