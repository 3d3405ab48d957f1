import type { Auction, Bid } from '../../domain/auction/auction.js';
import { maximumMatching } from '../../domain/auction/automatic-bid.js';
import { checkBidAmount, outbid } from '../../domain/auction/bid-amount.js';
import { auctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import { BID_BLOCK_CODES } from '../../domain/auction/bid-controls.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { isWholeEuros } from '../../shared/money.js';
import {
  domainError,
  err,
  fail,
  ok,
  type DomainError,
  type Result,
  type UseCase,
} from '../../shared/result.js';
import { BidLedger, BidRefused } from './bid-ledger.js';
import { checkBidder } from './check-bidder.js';

export interface PlaceBidInput {
  viewer: Viewer;
  auctionId: unknown;
  /** From the wire: must be a whole number of euros. */
  amount: unknown;
}

export interface PlaceBidOutput {
  bid: Bid;
  /** The auction as committed: new price, last bid, bid count and end (extended or not). */
  auction: Auction;
}

export interface PlaceBidDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

/**
 * POST /enchere/make-enchere/{enchereId} (spec §4, §5.3). Who may bid is checked first, outside
 * the transaction; then one transaction locks the auction, re-reads the committed price and end,
 * re-checks the phase and the amount, inserts the bid (chained, bid-chain.ts), moves the price and
 * applies the anti-sniping extension, then places the automatic bids the standing maxima give
 * (automatic-bid.ts); the events are written in the same transaction.
 */
export class PlaceBid implements UseCase<PlaceBidInput, PlaceBidOutput> {
  constructor(private readonly deps: PlaceBidDeps) {}

  async execute(input: PlaceBidInput): Promise<Result<PlaceBidOutput>> {
    const auctionId = parseRecordId(input.auctionId, 'auctionId');
    if (!auctionId.ok) return auctionId;
    const amount = input.amount;
    if (!isWholeEuros(amount) || amount === 0) return fail('invalid_input', undefined, 'amount');
    if (isAnonymous(input.viewer)) return fail('unauthenticated');

    const allowed = await checkBidder(this.deps, input.viewer, auctionId.value);
    if (!allowed.ok) return allowed;

    let placed: Placement;
    try {
      placed = await this.deps.unitOfWork.run((repos) =>
        this.placeInTransaction(repos, auctionId.value, allowed.value, amount),
      );
    } catch (error) {
      if (error instanceof BidRefused) return err(error.refusal);
      throw error;
    }

    if ('refusal' in placed) return err(placed.refusal);
    return ok(placed);
  }

  private async placeInTransaction(
    repos: Repositories,
    auctionId: number,
    userId: number,
    amount: number,
  ): Promise<Placement> {
    const current = await repos.auctions.findByIdForUpdate(auctionId);
    if (!current) throw new BidRefused(domainError('not_found', undefined, 'auctionId'));
    // The bid's time is read under the lock, so it is ordered like the bids themselves.
    const now = this.deps.clock.now();
    const phase = auctionPhase(current, now);
    if (phase !== 'live')
      throw new BidRefused(domainError(BID_BLOCK_CODES[phase === 'upcoming' ? 'not_started' : 'ended']));
    const amountCheck = checkBidAmount(current, amount);
    if (!amountCheck.ok) throw new BidRefused(amountCheck.error);

    const ledger = new BidLedger(repos, current, now);
    const maxima = await repos.automaticBids.listByAuction(auctionId);
    // A manual bid equal to a standing maximum loses to it: the maximum takes the amount, and the
    // transaction commits that automatic bid while the bidder is told he was outbid.
    const matching = maximumMatching(current, userId, amount, maxima);
    const bid = await ledger.append(matching?.userId ?? userId, amount, matching !== null);
    await ledger.resolveAutomaticBids(maxima);
    await ledger.commit();
    return matching ? { refusal: outbid() } : { bid, auction: ledger.auction };
  }
}

type Placement = PlaceBidOutput | { refusal: DomainError };
