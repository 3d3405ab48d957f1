// Who may bid, written once (spec §1, §5.3, §6): the account (e-mail verified, identity approved
// once, right to bid not withdrawn, not a negotiator) and this property's file (registered, visit
// validated, agrément approved). The server refuses a bid with the first block; the property page
// shows it with the link that resolves it; the page header's userVerified and canAuction derive from it.
import { hasRole, type Role, type User } from '../user/user.js';
import type { BuyerFile, ReviewStatus } from './buyer-file.js';

/** Why a buyer may not bid on a property yet, in the order the buyer resolves them. */
export const BIDDER_BLOCKS = [
  'negotiator',
  'not_a_buyer',
  'email_not_verified',
  'bidding_suspended',
  'not_registered',
  'visit_not_validated',
  'identity_missing',
  'identity_pending',
  'identity_refused',
  'agrement_missing',
  'agrement_pending',
  'agrement_refused',
] as const;
export type BidderBlock = (typeof BIDDER_BLOCKS)[number];

/** Where a submitted item (identity document, agrément) stands; 'missing' before it is submitted. */
export type SubmissionStatus = 'missing' | ReviewStatus;

/** What the rule reads of the account and of the buyer's file on the property (null: not registered). */
export interface BidderFacts {
  account: Pick<User, 'emailVerifiedAt' | 'identityVerifiedAt' | 'biddingSuspendedAt'> & {
    roles: readonly Role[];
  };
  file: Pick<BuyerFile, 'visitDoneAt' | 'identity' | 'agrement'> | null;
}

/**
 * The identity step: approved once per account (the account is the authority), else where this
 * file's document stands — pending review, refused, or missing.
 */
export function identityStatus(facts: BidderFacts): SubmissionStatus {
  if (facts.account.identityVerifiedAt !== null) return 'approved';
  const status = facts.file?.identity.review?.status;
  return status === 'pending' || status === 'refused' ? status : 'missing';
}

export const agrementStatus = (file: Pick<BuyerFile, 'agrement'> | null): SubmissionStatus =>
  file?.agrement.review?.status ?? 'missing';

const SUBMISSION_BLOCKS = {
  identity: { missing: 'identity_missing', pending: 'identity_pending', refused: 'identity_refused' },
  agrement: { missing: 'agrement_missing', pending: 'agrement_pending', refused: 'agrement_refused' },
} as const satisfies Record<string, Record<Exclude<SubmissionStatus, 'approved'>, BidderBlock>>;

/** Every reason the buyer may not bid on the property, whatever the auction's phase; empty: may bid. */
export function bidderBlocks(facts: BidderFacts): BidderBlock[] {
  const { account, file } = facts;
  if (hasRole(account, 'ROLE_NEGOCIATEUR')) return ['negotiator'];
  // Bidders are buyers (spec §6): an administrator runs every sale, a seller-only account buys nothing.
  if (!hasRole(account, 'ROLE_USER') || hasRole(account, 'ROLE_ADMIN')) return ['not_a_buyer'];
  const blocks: BidderBlock[] = [];
  if (account.emailVerifiedAt === null) blocks.push('email_not_verified');
  if (account.biddingSuspendedAt !== null) blocks.push('bidding_suspended');
  if (file === null) blocks.push('not_registered');
  else if (file.visitDoneAt === null) blocks.push('visit_not_validated');
  const identity = identityStatus(facts);
  if (identity !== 'approved') blocks.push(SUBMISSION_BLOCKS.identity[identity]);
  const agrement = agrementStatus(file);
  if (file !== null && agrement !== 'approved') blocks.push(SUBMISSION_BLOCKS.agrement[agrement]);
  return blocks;
}

/** userVerified of the page header: the account part of the rule (e-mail and identity). */
export const isVerifiedBidderAccount = (facts: BidderFacts): boolean =>
  facts.account.emailVerifiedAt !== null && identityStatus(facts) === 'approved';

/** canAuction of the page header: nothing left to do on this property but wait for the auction. */
export const mayBidOnProperty = (facts: BidderFacts): boolean => bidderBlocks(facts).length === 0;
