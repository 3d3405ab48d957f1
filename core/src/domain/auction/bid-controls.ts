import type { MessageCode } from '../../messages/catalogue.js';
import { BIDDER_BLOCKS, type BidderBlock } from '../buyer-file/bidder-eligibility.js';
import type { Viewer } from '../user/user.js';
import type { AuctionPhase } from './phase.js';

/** Why the bid controls are disabled (spec §5.3, §6): the bidder's blocks, then the auction's and the page's. */
export const BID_BLOCK_REASONS = [...BIDDER_BLOCKS, 'not_started', 'ended', 'mid_transaction'] as const;
export type BidBlockReason = (typeof BID_BLOCK_REASONS)[number];

export interface BidContext {
  /** What the bidder still lacks on this property (bidderBlocks). */
  blocks: readonly BidderBlock[];
  phase: AuctionPhase;
  /** A bid of this viewer is being confirmed or posted ('Transaction en cours'). */
  midTransaction: boolean;
}

export type BidControlsState =
  | { readonly enabled: true; readonly reasons: readonly [] }
  | { readonly enabled: false; readonly reasons: readonly BidBlockReason[] };

/** Whether the viewer may bid now, and if not every reason why. */
export function bidControlsState(context: BidContext): BidControlsState {
  const reasons: BidBlockReason[] = [...context.blocks];
  if (context.phase === 'upcoming') reasons.push('not_started');
  if (context.phase === 'ended') reasons.push('ended');
  if (context.midTransaction) reasons.push('mid_transaction');
  return reasons.length === 0 ? { enabled: true, reasons: [] } : { enabled: false, reasons };
}

/** The catalogue code the server answers (and the page shows) for each reason a bid is refused. */
export const BID_BLOCK_CODES: Readonly<Record<BidBlockReason, MessageCode>> = {
  negotiator: 'negotiator_cannot_bid',
  not_a_buyer: 'bid_buyers_only',
  email_not_verified: 'bid_email_not_verified',
  bidding_suspended: 'bid_not_allowed',
  not_registered: 'bid_registration_required',
  visit_not_validated: 'bid_visit_required',
  identity_missing: 'bid_identity_missing',
  identity_pending: 'bid_identity_pending',
  identity_refused: 'bid_identity_refused',
  agrement_missing: 'bid_agrement_missing',
  agrement_pending: 'bid_agrement_pending',
  agrement_refused: 'bid_agrement_refused',
  not_started: 'auction_not_open',
  ended: 'auction_ended',
  mid_transaction: 'bid_in_progress',
};

/**
 * The 'Ce bien m'intéresse' rule (spec §5.3): a viewer must register when their only role is
 * ROLE_USER and they are not registered on the property, or when they have no role at all
 * (anonymous). Negotiators, sellers and admins never see it.
 */
export function mustRegister(viewer: Pick<Viewer, 'roles'>, registered: boolean): boolean {
  if (viewer.roles.length === 0) return true;
  const onlyUser = viewer.roles.every((role) => role === 'ROLE_USER');
  return onlyUser && !registered;
}
