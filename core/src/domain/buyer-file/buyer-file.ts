import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';

export const INTEREST_VALUES = ['interested', 'not_interested', 'undecided', 'no_comment'] as const;
export type Interest = (typeof INTEREST_VALUES)[number];

/** A file the buyer gave (identity document, financing certificate), kept in private storage. */
export interface UploadedFile {
  /** Where FileStorage keeps it: never served at a public URL. */
  storageKey: string;
  /** The name the buyer's file had, for the download. */
  fileName: string;
  contentType: BuyerUploadContentType;
  size: number;
  uploadedAt: Instant;
}

/** What a buyer may upload, judged by content (buyer-uploads.ts). */
export const BUYER_UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type BuyerUploadContentType = (typeof BUYER_UPLOAD_CONTENT_TYPES)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The negotiator's (or an administrator's) answer to what the buyer submitted. */
export interface Review {
  status: ReviewStatus;
  /** When the buyer submitted what is reviewed. */
  submittedAt: Instant;
  /** Null while pending. */
  decidedAt: Instant | null;
  decidedBy: number | null;
  /** Required when refused, shown to the buyer. */
  refusalReason: string | null;
}

/** The identity document of this file. Its approval also marks the account (User.identityVerifiedAt). */
export interface IdentityPart {
  /** Null before an upload, and after the retention job deleted it (documentDeletedAt). */
  document: UploadedFile | null;
  /** Set by the retention job: the end of the sale plus one month (spec §1). */
  documentDeletedAt: Instant | null;
  /** Null until a document is uploaded. */
  review: Review | null;
}

/** The agrément request the buyer signed (typed full name and a ticked box, time and address kept). */
export interface AgrementSignature {
  signedAt: Instant;
  /** The full name as the buyer typed it. */
  signedName: string;
  /** The client's network address when signing. */
  signedFrom: string;
  /** The PDF copy generated at signing, in private storage; null for requests signed before copies were kept. */
  copyKey: string | null;
}

export interface AgrementPart {
  signature: AgrementSignature | null;
  /** Null until signed. */
  review: Review | null;
}

export const FINANCING_KINDS = ['cash', 'loan', 'certificate'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];

/** The financing plan: advised, not required (spec §1). */
export type FinancingPlan =
  | { kind: 'cash'; declaredAt: Instant }
  | { kind: 'loan'; loanAmount: Euros; declaredAt: Instant }
  | { kind: 'certificate'; certificate: UploadedFile; declaredAt: Instant };

/**
 * A buyer's file (dossier acheteur) on one property. Its existence means the buyer registered
 * ('Ce bien m'intéresse', bienInscrit '1'): the buyer is one of the property's acheteurs.
 * What the buyer still lacks to bid is worked out by bidder-eligibility.ts.
 */
export interface BuyerFile {
  id: number;
  propertyId: number;
  userId: number;
  interest: Interest;
  registeredAt: Instant;
  /** Set by the negotiator once the buyer has visited (and the slot has started): bidding needs it. */
  visitDoneAt: Instant | null;
  identity: IdentityPart;
  agrement: AgrementPart;
  /** Null: no plan given (advised, not required). */
  financing: FinancingPlan | null;
  /** The negotiator's comment on the buyer (commentaireSurAcquereur). */
  negotiatorComment: string;
}
