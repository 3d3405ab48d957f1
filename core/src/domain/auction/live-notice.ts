// What the property page tells the viewer when the live auction moves (issue 13, item 6): decided
// here from two snapshots of the auction, so the page (polling or a push stream) only displays it.
import type { Euros } from '../../shared/money.js';
import { MINUTE_MS, type Instant } from '../../shared/time.js';
import { minimumBid, type Pricing } from './bid-amount.js';
import { ANTI_SNIPING_EXTENSION_MS } from './constants.js';

/** The auction as one poll (or one pushed event) shows it. */
export interface AuctionSnapshot {
  /** Null before the first bid. */
  price: Euros | null;
  /** The end in force (extensions included). */
  endAt: Instant;
  /** The bidder of the highest offer; null before the first bid. */
  leaderId: number | null;
  /** Everyone who bid so far. */
  bidderIds: readonly number[];
  ended: boolean;
  /** The seller accepted the highest offer (the sale is concluded at that price). */
  accepted: boolean;
}

/** The viewer's place once the sale is over. */
export type SaleEndRole = 'winner' | 'bidder' | 'viewer';

export type LiveNotice =
  | { kind: 'outbid'; price: Euros }
  | { kind: 'extended'; minutes: number }
  | { kind: 'ended'; role: SaleEndRole; price: Euros | null; accepted: boolean };

export type LiveNoticeKind = LiveNotice['kind'];

/** How the end reads for this viewer: the leader of the last offer won it, a bidder did not. */
export function saleEndNotice(
  snapshot: AuctionSnapshot,
  viewerId: number,
): Extract<LiveNotice, { kind: 'ended' }> {
  const role: SaleEndRole =
    viewerId === 0
      ? 'viewer'
      : snapshot.leaderId === viewerId
        ? 'winner'
        : snapshot.bidderIds.includes(viewerId)
          ? 'bidder'
          : 'viewer';
  return { kind: 'ended', role, price: snapshot.price, accepted: snapshot.accepted };
}

/**
 * The notices a change of the auction brings to `viewerId` (0: anonymous): outbid when the offer
 * that led was his and no longer does; extended when the end moved later while the sale runs;
 * ended, with his part in it, when the sale just ended. The first snapshot brings none.
 */
export function liveNotices(
  previous: AuctionSnapshot | null,
  next: AuctionSnapshot,
  viewerId: number,
): LiveNotice[] {
  if (!previous) return [];
  if (next.ended) return previous.ended ? [] : [saleEndNotice(next, viewerId)];
  const notices: LiveNotice[] = [];
  if (
    viewerId !== 0 &&
    previous.leaderId === viewerId &&
    next.leaderId !== null &&
    next.leaderId !== viewerId &&
    next.price !== null
  ) {
    notices.push({ kind: 'outbid', price: next.price });
  }
  if (next.endAt > previous.endAt) {
    notices.push({ kind: 'extended', minutes: Math.round(ANTI_SNIPING_EXTENSION_MS / MINUTE_MS) });
  }
  return notices;
}

/**
 * The amount of a bid waiting for the viewer's confirmation once the price moved: raised to the new
 * minimum when the price caught up with it, kept otherwise.
 */
export const amountToConfirm = (amount: Euros, auction: Pricing): Euros =>
  Math.max(amount, minimumBid(auction));

/**
 * The notices on screen after a change: the new ones replace those of the same kind, and 'outbid'
 * goes away once the viewer leads again.
 */
export function shownLiveNotices(
  shown: readonly LiveNotice[],
  previous: AuctionSnapshot | null,
  next: AuctionSnapshot,
  viewerId: number,
): LiveNotice[] {
  const fresh = liveNotices(previous, next, viewerId);
  const leading = viewerId !== 0 && next.leaderId === viewerId;
  return [
    ...shown.filter(
      (notice) => !fresh.some((f) => f.kind === notice.kind) && !(leading && notice.kind === 'outbid'),
    ),
    ...fresh,
  ];
}
