import type { Auction } from '../../domain/auction/auction.js';
import type { AutomaticBid } from '../../domain/auction/automatic-bid.js';
import { checkBidAmount } from '../../domain/auction/bid-amount.js';
import { BID_BLOCK_CODES } from '../../domain/auction/bid-controls.js';
import { auctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { formatEuros } from '../../shared/format.js';
import { isWholeEuros } from '../../shared/money.js';
import { domainError, err, fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { BidLedger, BidRefused } from '../place-bid/bid-ledger.js';
import { checkBidder } from '../place-bid/check-bidder.js';

export interface AutomaticBidDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

/** What the owner of a maximum sees of it; nobody else is ever answered with it. */
export interface MyAutomaticBid {
  maximum: AutomaticBid | null;
  /** His bids the platform placed for him, oldest first (the page marks those history rows). */
  automaticBidIds: number[];
  /** The auction as committed (after the bids a new maximum gave). */
  auction: Auction;
}

export interface SetAutomaticBidInput {
  viewer: Viewer;
  auctionId: unknown;
  maximum: unknown;
}

async function myAutomaticBid(
  repos: Repositories,
  auction: Auction,
  userId: number,
): Promise<MyAutomaticBid> {
  const [maximum, bids] = await Promise.all([
    repos.automaticBids.find(auction.id, userId),
    repos.bids.listByAuction(auction.id),
  ]);
  return {
    maximum,
    automaticBidIds: bids
      .filter((bid) => bid.userId === userId && bid.automatic === true)
      .map((bid) => bid.id),
    auction,
  };
}

/** Locks the auction and refuses any change once the sale is not live. */
async function lockLive(repos: Repositories, auctionId: number, clock: Clock) {
  const current = await repos.auctions.findByIdForUpdate(auctionId);
  if (!current) throw new BidRefused(domainError('not_found', undefined, 'auctionId'));
  const now = clock.now();
  const phase = auctionPhase(current, now);
  if (phase !== 'live')
    throw new BidRefused(domainError(BID_BLOCK_CODES[phase === 'upcoming' ? 'not_started' : 'ended']));
  return { current, now };
}

async function refusalsAsErrors<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof BidRefused) return err(error.refusal);
    throw error;
  }
}

/**
 * PUT /api/enchere/{enchereId}/enchere-automatique: sets or raises the viewer's hidden maximum. The
 * same bidders as PlaceBid; the maximum is checked as a bid would be (at least the next minimum, at
 * most the auction's maximum bid, on the step grid) and a raise must exceed the previous maximum.
 * In one transaction with the auction locked, the maximum is saved (its time is now: between equal
 * maxima the earlier wins, and a raise is a new commitment) and the platform places at once the bids
 * it gives (automatic-bid.ts), chained and extended like any bid.
 */
export class SetAutomaticBid implements UseCase<SetAutomaticBidInput, MyAutomaticBid> {
  constructor(private readonly deps: AutomaticBidDeps) {}

  async execute(input: SetAutomaticBidInput): Promise<Result<MyAutomaticBid>> {
    const auctionId = parseRecordId(input.auctionId, 'auctionId');
    if (!auctionId.ok) return auctionId;
    const maximum = input.maximum;
    if (!isWholeEuros(maximum) || maximum === 0) return fail('invalid_input', undefined, 'maximum');
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const allowed = await checkBidder(this.deps, input.viewer, auctionId.value);
    if (!allowed.ok) return allowed;
    const userId = allowed.value;

    return refusalsAsErrors(() =>
      this.deps.unitOfWork.run(async (repos) => {
        const { current, now } = await lockLive(repos, auctionId.value, this.deps.clock);
        const previous = await repos.automaticBids.find(current.id, userId);
        if (previous && maximum <= previous.maximum) {
          throw new BidRefused(
            domainError('automatic_bid_not_raised', { current: formatEuros(previous.maximum) }, 'maximum'),
          );
        }
        const check = checkBidAmount(current, maximum);
        if (!check.ok) throw new BidRefused({ ...check.error, field: 'maximum' });
        await repos.automaticBids.save({ auctionId: current.id, userId, maximum, setAt: now });
        const ledger = new BidLedger(repos, current, now);
        await ledger.resolveAutomaticBids(await repos.automaticBids.listByAuction(current.id));
        await ledger.commit();
        return myAutomaticBid(repos, ledger.auction, userId);
      }),
    );
  }
}

export interface AutomaticBidOwnerInput {
  viewer: Viewer;
  auctionId: unknown;
}

/**
 * DELETE /api/enchere/{enchereId}/enchere-automatique: withdraws the viewer's maximum (under the
 * auction's lock, so no bid is placed for it afterwards). The bids already placed for it stay.
 * Withdrawing is allowed whatever the phase. Errors: automatic_bid_not_found.
 */
export class WithdrawAutomaticBid implements UseCase<AutomaticBidOwnerInput, MyAutomaticBid> {
  constructor(private readonly deps: AutomaticBidDeps) {}

  async execute(input: AutomaticBidOwnerInput): Promise<Result<MyAutomaticBid>> {
    const auctionId = parseRecordId(input.auctionId, 'auctionId');
    if (!auctionId.ok) return auctionId;
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const userId = input.viewer.id;
    return refusalsAsErrors(() =>
      this.deps.unitOfWork.run(async (repos) => {
        const current = await repos.auctions.findByIdForUpdate(auctionId.value);
        if (!current) throw new BidRefused(domainError('not_found', undefined, 'auctionId'));
        if (!(await repos.automaticBids.find(current.id, userId))) {
          throw new BidRefused(domainError('automatic_bid_not_found'));
        }
        await repos.automaticBids.remove(current.id, userId);
        return myAutomaticBid(repos, current, userId);
      }),
    );
  }
}

/** GET /api/enchere/{enchereId}/enchere-automatique: the viewer's own maximum (null when none) and his automatic bids. */
export class GetMyAutomaticBid implements UseCase<AutomaticBidOwnerInput, MyAutomaticBid> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(input: AutomaticBidOwnerInput): Promise<Result<MyAutomaticBid>> {
    const auctionId = parseRecordId(input.auctionId, 'auctionId');
    if (!auctionId.ok) return auctionId;
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    return this.deps.unitOfWork.run(async (repos) => {
      const auction = await repos.auctions.findById(auctionId.value);
      if (!auction) return fail('not_found', undefined, 'auctionId');
      return ok(await myAutomaticBid(repos, auction, input.viewer.id));
    });
  }
}
