// The agrément request (spec §1): the conditions the buyer reads before signing, and the data of
// the PDF copy made at signing (rendered by the AgrementCopyRenderer port).
import type { MessageCode } from '../../messages/catalogue.js';
import type { Locale } from '../../messages/translate.js';
import type { Instant } from '../../shared/time.js';

/** What the buyer accepts by signing, in the order shown (texts in the buyer-file catalogue area). */
export const AGREMENT_CONDITIONS: readonly MessageCode[] = [
  'agrement_condition_free',
  'agrement_condition_fees',
  'agrement_condition_refusal',
  'agrement_condition_commitment',
  'agrement_condition_identity',
];

/** Everything the PDF copy of a signed agrément shows, texts already in the buyer's language. */
export interface AgrementCopy {
  locale: Locale;
  buyerFileId: number;
  property: { id: number; reference: string; title: string; postcode: string; city: string };
  buyer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    postcode: string;
    city: string;
    country: string;
  };
  /** The conditions as the buyer read them. */
  conditions: string[];
  signedName: string;
  signedAt: Instant;
  signedFrom: string;
}
