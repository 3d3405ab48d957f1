import type { Auction, Bid } from '../../domain/auction/auction.js';
import { minimumBid } from '../../domain/auction/bid-amount.js';
import { isInFinalPhase } from '../../domain/auction/final-phase.js';
import { auctionPhase, type AuctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import type { Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import type { Euros } from '../../shared/money.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';

export interface GetCurrentAuctionInput {
  /** Anyone may poll (anonymous viewers every 5 s); the viewer names 'Moi' in the history. */
  viewer: Viewer;
  auctionId: unknown;
  /** Only the latest bids (the poll's bounded body); every bid when absent. */
  latestBids?: number;
}

export interface CurrentAuction {
  /** Server time (currentAuctionNowDateTime): the only clock the page trusts. */
  now: Instant;
  auction: Auction;
  /** Oldest first: every bid, or the latest `latestBids`. */
  bids: Bid[];
  /** How many bids the auction has (hydra:totalItems), whatever `bids` holds. */
  totalBids: number;
  phase: AuctionPhase;
  /** bienIn36h. */
  inFinalPhase: boolean;
  minimumBid: Euros;
}

/** What the poll shows that does not move with time alone. */
export type CurrentAuctionData = Omit<CurrentAuction, 'now' | 'phase' | 'inFinalPhase'>;

/** The order of the poll's bids (the repositories' sliceByAuction): by time, then id. */
const byTimeThenId = (a: Bid, b: Bid) => a.placedAt - b.placedAt || a.id - b.id;

/**
 * The poll's data after a unit of work moved the auction from the state `previous` shows to `after`,
 * adding `added` (a bid and the automatic replies): what a read of the `latestBids` latest would give,
 * without the read. Only valid when `previous` is the very state the unit locked.
 */
export function currentAuctionAfterBids(
  previous: CurrentAuctionData,
  after: Auction,
  added: readonly Bid[],
  latestBids: number,
): CurrentAuctionData {
  const bids = [...previous.bids, ...added].sort(byTimeThenId);
  return {
    auction: after,
    bids: bids.slice(Math.max(0, bids.length - latestBids)),
    totalBids: previous.totalBids + added.length,
    minimumBid: minimumBid(after),
  };
}

/**
 * GET /api/bien/currentauction/{enchereId}: what the poll needs (spec §7). The auction and its
 * bids are read in one unit, so the price, the end and the history always agree.
 */
export class GetCurrentAuction implements UseCase<GetCurrentAuctionInput, CurrentAuction> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: GetCurrentAuctionInput): Promise<Result<CurrentAuction>> {
    const auctionId = parseRecordId(input.auctionId, 'auctionId');
    if (!auctionId.ok) return auctionId;

    return this.deps.unitOfWork.run(async (repos) => {
      const auction = await repos.auctions.findById(auctionId.value);
      if (!auction) return fail('not_found', undefined, 'auctionId');
      const { bids, total } =
        input.latestBids === undefined
          ? await repos.bids.listByAuction(auction.id).then((all) => ({ bids: all, total: all.length }))
          : await repos.bids.sliceByAuction(auction.id, { last: input.latestBids });
      const now = this.deps.clock.now();
      const phase = auctionPhase(auction, now);
      return ok({
        now,
        auction,
        bids,
        totalBids: total,
        phase,
        // A sale closed by an accepted offer has left its final phase.
        inFinalPhase: phase !== 'ended' && isInFinalPhase(auction, now),
        minimumBid: minimumBid(auction),
      });
    });
  }
}
