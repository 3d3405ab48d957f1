import type { Instant } from '../../shared/time.js';

export const INTEREST_VALUES = ['interested', 'not_interested', 'undecided', 'no_comment'] as const;
export type Interest = (typeof INTEREST_VALUES)[number];

/**
 * A buyer's file (dossier acheteur) on one property. Its existence means the buyer registered
 * ('Ce bien m'intéresse', bienInscrit '1'): the buyer is one of the property's acheteurs.
 */
export interface BuyerFile {
  id: number;
  propertyId: number;
  userId: number;
  interest: Interest;
  registeredAt: Instant;
  /** Set by the negotiator once the buyer has visited: only then may the buyer bid. */
  visitDoneAt: Instant | null;
  /** The agrément request signed by the buyer. */
  agrementSignedAt: Instant | null;
  /** Storage key of the identity document, kept until the end of the sale plus one month. */
  identityDocumentKey: string | null;
  /** Advised, not required. */
  financingPlanProvided: boolean;
  /** The negotiator's comment on the buyer (commentaireSurAcquereur). */
  negotiatorComment: string;
}
