import type { Auction } from '../../domain/auction/auction.js';
import { BID_BLOCK_CODES, bidControlsState } from '../../domain/auction/bid-controls.js';
import { auctionPhase } from '../../domain/auction/phase.js';
import { bidderBlocks } from '../../domain/buyer-file/bidder-eligibility.js';
import type { User, Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result } from '../../shared/result.js';

/** What the caller already holds, so that the check reads it no second time. */
export interface BidderCheckHints {
  /** The account as read to authenticate this very request (fresh, not a cached token check). */
  account?: User | undefined;
  /**
   * The auction as last seen live in this process: its sale (which never changes) is taken from it
   * when it is still live by the clock. Used only by a bid, whose phase is checked again under the
   * auction's lock with the same refusal codes; any refusal here is decided on a fresh read.
   */
  liveAuction?: Auction | undefined;
}

/**
 * Who may bid (bidder-eligibility.ts), read from the stored account (an admin may have withdrawn
 * the right to bid since the session began) and the buyer file, always fresh: the same rule for a bid
 * and for an automatic maximum. Answers the bidder's id and the auction when it was read.
 */
export async function checkBidder(
  deps: { repos: Repositories; clock: Clock },
  viewer: Viewer,
  auctionId: number,
  hints: BidderCheckHints = {},
): Promise<Result<number> & { auctionRead?: Auction }> {
  const { repos, clock } = deps;
  const user =
    hints.account && hints.account.id === viewer.id ? hints.account : await repos.users.findById(viewer.id);
  if (!user) return fail('unauthenticated');
  const now = clock.now();
  const remembered =
    hints.liveAuction?.id === auctionId && auctionPhase(hints.liveAuction, now) === 'live'
      ? hints.liveAuction
      : null;
  if (remembered) {
    const file = await repos.buyerFiles.find(remembered.propertyId, user.id);
    // No block: the bid goes to the lock, where the phase is checked again (auction_not_open,
    // auction_ended, not_found as here). A block: decided below on a fresh read of the auction.
    if (bidderBlocks({ account: user, file }).length === 0) return ok(user.id);
  }
  const auction = await repos.auctions.findById(auctionId);
  if (!auction) return fail('not_found', undefined, 'auctionId');
  const file = await repos.buyerFiles.find(auction.propertyId, user.id);
  const controls = bidControlsState({
    blocks: bidderBlocks({ account: user, file }),
    phase: auctionPhase(auction, clock.now()),
    midTransaction: false,
  });
  const [reason] = controls.reasons;
  return reason === undefined ? { ...ok(user.id), auctionRead: auction } : fail(BID_BLOCK_CODES[reason]);
}
