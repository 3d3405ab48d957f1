import type { Auction, Bid } from '../../domain/auction/auction.js';
import { extendedEnd } from '../../domain/auction/anti-sniping.js';
import { checkBidAmount, outbid } from '../../domain/auction/bid-amount.js';
import { BID_BLOCK_CODES, bidControlsState } from '../../domain/auction/bid-controls.js';
import { auctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import { bidderBlocks } from '../../domain/buyer-file/bidder-eligibility.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import {
  DuplicateBidAmountError,
  type Repositories,
  type UnitOfWork,
} from '../../ports/repositories.port.js';
import type { Clock, DomainEvent } from '../../ports/services.port.js';
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
import { recordEvents } from '../deliver-outbox/record-events.js';

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

/** Thrown inside the transaction to roll it back with a foreseen refusal. */
class BidRefused extends Error {
  constructor(readonly refusal: DomainError) {
    super(refusal.code);
  }
}

/**
 * POST /enchere/make-enchere/{enchereId} (spec §4, §5.3). Who may bid is checked first, outside
 * the transaction; then one transaction locks the auction, re-reads the committed price and end,
 * re-checks the phase and the amount, inserts the bid, moves the price and applies the
 * anti-sniping extension; its events are written in the same transaction.
 */
export class PlaceBid implements UseCase<PlaceBidInput, PlaceBidOutput> {
  constructor(private readonly deps: PlaceBidDeps) {}

  async execute(input: PlaceBidInput): Promise<Result<PlaceBidOutput>> {
    const auctionId = parseRecordId(input.auctionId, 'auctionId');
    if (!auctionId.ok) return auctionId;
    const amount = input.amount;
    if (!isWholeEuros(amount) || amount === 0) return fail('invalid_input', undefined, 'amount');
    if (isAnonymous(input.viewer)) return fail('unauthenticated');

    const allowed = await this.checkBidder(input.viewer, auctionId.value);
    if (!allowed.ok) return allowed;

    let placed: PlaceBidOutput & { extended: boolean };
    try {
      placed = await this.deps.unitOfWork.run((repos) =>
        this.placeInTransaction(repos, auctionId.value, allowed.value, amount),
      );
    } catch (error) {
      if (error instanceof BidRefused) return err(error.refusal);
      throw error;
    }

    const { bid, auction } = placed;
    return ok({ bid, auction });
  }

  /**
   * Who may bid (bidder-eligibility.ts), read from the stored account (an admin may have withdrawn
   * the right to bid since the session began) and the buyer file. Answers the bidder's id.
   */
  private async checkBidder(viewer: Viewer, auctionId: number): Promise<Result<number>> {
    const { repos, clock } = this.deps;
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

  private async placeInTransaction(
    repos: Repositories,
    auctionId: number,
    userId: number,
    amount: number,
  ): Promise<PlaceBidOutput & { extended: boolean }> {
    const current = await repos.auctions.findByIdForUpdate(auctionId);
    if (!current) throw new BidRefused(domainError('not_found', undefined, 'auctionId'));
    // The bid's time is read under the lock, so it is ordered like the bids themselves.
    const now = this.deps.clock.now();
    const phase = auctionPhase(current, now);
    if (phase !== 'live')
      throw new BidRefused(domainError(BID_BLOCK_CODES[phase === 'upcoming' ? 'not_started' : 'ended']));
    const amountCheck = checkBidAmount(current, amount);
    if (!amountCheck.ok) throw new BidRefused(amountCheck.error);

    const bid = await this.insertBid(repos, { auctionId, userId, amount, placedAt: now, status: 'placed' });
    const endAt = extendedEnd(current.endAt, now);
    const auction: Auction = {
      ...current,
      currentPrice: amount,
      lastBidId: bid.id,
      bidCount: current.bidCount + 1,
      endAt,
    };
    await repos.auctions.update(auction);
    const events: DomainEvent[] = [{ type: 'BidPlaced', auctionId, bidId: bid.id, amount, userId, endAt }];
    if (endAt !== current.endAt) events.push({ type: 'AuctionExtended', auctionId, endAt });
    // In the bid's transaction: the bid and its events commit together (the outbox delivers them).
    await recordEvents(repos, now, events);
    return { bid, auction, extended: endAt !== current.endAt };
  }

  /** The unique (auction, amount) key is the last line of defence: a clash means someone got there first. */
  private async insertBid(repos: Repositories, bid: Omit<Bid, 'id'>): Promise<Bid> {
    try {
      return await repos.bids.add(bid);
    } catch (error) {
      if (error instanceof DuplicateBidAmountError) throw new BidRefused(outbid());
      throw error;
    }
  }
}
