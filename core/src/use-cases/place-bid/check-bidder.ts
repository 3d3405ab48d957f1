import { BID_BLOCK_CODES, bidControlsState } from '../../domain/auction/bid-controls.js';
import { auctionPhase } from '../../domain/auction/phase.js';
import { bidderBlocks } from '../../domain/buyer-file/bidder-eligibility.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result } from '../../shared/result.js';

/**
 * Who may set an automatic maximum (bidder-eligibility.ts), read from the stored account (an admin may
 * have withdrawn the right to bid since the session began) and the buyer file, always fresh: the rule
 * a bid follows too (PlaceBid applies it under the auction's lock). Answers the bidder's id.
 */
export async function checkBidder(
  deps: { repos: Repositories; clock: Clock },
  viewer: Viewer,
  auctionId: number,
): Promise<Result<number>> {
  const { repos, clock } = deps;
  const user = await repos.users.findById(viewer.id);
  if (!user) return fail('unauthenticated');
  const auction = await repos.auctions.findById(auctionId);
  if (!auction) return fail('not_found', undefined, 'auctionId');
  const file = await repos.buyerFiles.find(auction.propertyId, user.id);
  const controls = bidControlsState({
    blocks: bidderBlocks({ account: user, file }),
    phase: auctionPhase(auction, clock.now()),
    midTransaction: false,
  });
  const [reason] = controls.reasons;
  return reason === undefined ? ok(user.id) : fail(BID_BLOCK_CODES[reason]);
}
