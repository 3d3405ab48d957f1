import type { MessageCode } from '../../messages/catalogue.js';
import { hasRole, type Viewer } from '../user/user.js';
import type { AuctionPhase } from './phase.js';

/** Why the bid controls are disabled (spec §5.3, §6), in the order the server reports them. */
export const BID_BLOCK_REASONS = [
  'negotiator',
  'not_verified',
  'cannot_auction',
  'not_registered',
  'visit_not_done',
  'not_started',
  'ended',
  'mid_transaction',
] as const;
export type BidBlockReason = (typeof BID_BLOCK_REASONS)[number];

export interface BidContext {
  viewer: Pick<Viewer, 'roles' | 'verified' | 'canAuction'>;
  phase: AuctionPhase;
  /** A buyer file exists: the viewer registered on the property (bienInscrit '1'). */
  registered: boolean;
  /** The negotiator recorded the buyer's visit. */
  visitDone: boolean;
  /** A bid of this viewer is being confirmed or posted ('Transaction en cours'). */
  midTransaction: boolean;
}

export type BidControlsState =
  | { readonly enabled: true; readonly reasons: readonly [] }
  | { readonly enabled: false; readonly reasons: readonly BidBlockReason[] };

/** Whether the viewer may bid now, and if not every reason why. */
export function bidControlsState(context: BidContext): BidControlsState {
  const blocked: Record<BidBlockReason, boolean> = {
    negotiator: hasRole(context.viewer, 'ROLE_NEGOCIATEUR'),
    not_verified: !context.viewer.verified,
    cannot_auction: !context.viewer.canAuction,
    not_registered: !context.registered,
    visit_not_done: !context.visitDone,
    not_started: context.phase === 'upcoming',
    ended: context.phase === 'ended',
    mid_transaction: context.midTransaction,
  };
  const reasons = BID_BLOCK_REASONS.filter((reason) => blocked[reason]);
  return reasons.length === 0 ? { enabled: true, reasons: [] } : { enabled: false, reasons };
}

/** The catalogue code the server answers for each reason a bid is refused. */
export const BID_BLOCK_CODES: Readonly<Record<BidBlockReason, MessageCode>> = {
  negotiator: 'negotiator_cannot_bid',
  not_verified: 'bid_account_not_verified',
  cannot_auction: 'bid_not_allowed',
  not_registered: 'bid_registration_required',
  visit_not_done: 'bid_visit_required',
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
