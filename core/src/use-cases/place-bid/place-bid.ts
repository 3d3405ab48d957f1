import type { Auction, Bid } from '../../domain/auction/auction.js';
import { maximumMatching, type AutomaticBid } from '../../domain/auction/automatic-bid.js';
import { checkBidAmount, outbid } from '../../domain/auction/bid-amount.js';
import { auctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import { BID_BLOCK_CODES } from '../../domain/auction/bid-controls.js';
import { bidderBlocks } from '../../domain/buyer-file/bidder-eligibility.js';
import { acceptsLoginToken } from '../../domain/user/login-session.js';
import { isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, TokenDenyList, TokenLogin } from '../../ports/services.port.js';
import { isWholeEuros, type Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';
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
import { PerKeyBatches } from './per-key-batches.js';

export interface PlaceBidInput {
  viewer: Viewer;
  auctionId: unknown;
  /** From the wire: must be a whole number of euros. */
  amount: unknown;
  /** The viewer's account as read to authenticate this request, if it was read fresh: not read again. */
  account?: User | undefined;
  /**
   * The request's login token, verified but its account not read (the route leaves that read to the
   * bid): the account and the token's revocation are read with the bid's batch, under the auction's
   * lock, and a revoked token, a missing account or one the token no longer opens is refused
   * `unauthenticated`, as the authentication would. `viewer` is not read then.
   */
  login?: TokenLogin | undefined;
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
  /**
   * The logins' deny list (`login` bids): one kept apart from the accounts (Redis) is asked for the
   * batch's tokens; the database's is read with the accounts (`readWithAccounts`). Absent: only the
   * accounts' read's revocations apply.
   */
  denyList?: TokenDenyList;
}

/**
 * POST /enchere/make-enchere/{enchereId} (spec §4, §5.3). The bid joins its auction's queue as it
 * arrives (group commit, per-key-batches.ts): the bids that arrive while one transaction on the
 * auction is in flight go together in the next. That transaction locks the auction once, reads the
 * accounts of its bidders that came with a login (and their tokens' revocation) in one statement and
 * their files in another, and takes its bids in arrival order, each as if alone: who
 * may bid (the fresh account and file, bidder-eligibility.ts), the time read under the lock, the phase
 * and the amount checked against the auction as the bids before it left it, the bid inserted (chained, bid-chain.ts), the price moved, the anti-sniping extension
 * applied, then the automatic bids the standing maxima give (automatic-bid.ts). The auction and the
 * events are written once, and every bidder is answered only after the commit: accepted with the
 * committed auction, or refused with his own reason. Across processes the row lock orders the
 * transactions as before.
 */
export class PlaceBid implements UseCase<PlaceBidInput, PlaceBidOutput> {
  private readonly queue = new PerKeyBatches<number, QueuedBid, Placement>((auctionId, bids) =>
    this.placeBatch(auctionId, bids),
  );

  constructor(private readonly deps: PlaceBidDeps) {}

  async execute(input: PlaceBidInput): Promise<Result<PlaceBidOutput>> {
    const auctionId = parseRecordId(input.auctionId, 'auctionId');
    if (!auctionId.ok) return auctionId;
    const amount = input.amount;
    if (!isWholeEuros(amount) || amount === 0) return fail('invalid_input', undefined, 'amount');
    const { login } = input;
    if (!login && isAnonymous(input.viewer)) return fail('unauthenticated');

    // The bid's place in the auction's queue is taken as it arrives, before any read.
    const place = this.queue.reserve(auctionId.value);
    if (login) return answerOf(await place.submit({ login, amount }));
    const account =
      input.account?.id === input.viewer.id
        ? input.account
        : await this.deps.repos.users.findById(input.viewer.id).catch((error: unknown) => {
            place.cancel();
            throw error;
          });
    if (!account) {
      place.cancel();
      return fail('unauthenticated');
    }
    // Who may bid is decided under the lock, with the files of the batch's bidders read there.
    return answerOf(await place.submit({ account, amount }));
  }

  private async placeBatch(auctionId: number, bids: readonly QueuedBid[]): Promise<Placement[]> {
    try {
      return await this.deps.unitOfWork.run((repos) => placeInTransaction(repos, this.deps, auctionId, bids));
    } catch (error) {
      if (bids.length === 1)
        return [error instanceof BidRefused ? { refusal: error.refusal } : { failure: error }];
      // Rolled back, so nobody was told anything yet: each bid again on its own, as if it had come alone,
      // so that one bid's failure is not its neighbours'.
      const placements: Placement[] = [];
      for (const bid of bids) placements.push(...(await this.placeBatch(auctionId, [bid])));
      return placements;
    }
  }
}

/** A bid with its bidder's account as read fresh for this request, or with the login to read it from. */
type QueuedBid = ({ account: User } | { login: TokenLogin }) & { amount: Euros };

type Placement = PlaceBidOutput | { refusal: DomainError } | { failure: unknown };

function answerOf(placed: Placement): Result<PlaceBidOutput> {
  if ('failure' in placed) throw placed.failure;
  if ('refusal' in placed) return err(placed.refusal);
  return ok(placed);
}

/**
 * Each bid's account: its own, or its login's read now in one statement for the batch (the database's
 * deny list with it; a list kept apart asked besides). Null where the authentication would have found
 * no one: the token revoked, the account gone, or one the token no longer opens (acceptsLoginToken).
 */
async function accountsOf(
  repos: Repositories,
  denyList: TokenDenyList | undefined,
  bids: readonly QueuedBid[],
): Promise<(User | null)[]> {
  const logins = bids.flatMap((bid) => ('login' in bid ? [bid.login] : []));
  if (logins.length === 0) return bids.map((bid) => ('account' in bid ? bid.account : null));
  const tokenIds = [...new Set(logins.flatMap(({ tokenId }) => (tokenId ? [tokenId] : [])))];
  const { accounts, revoked } = await repos.users.findWithRevocations(
    [...new Set(logins.map(({ userId }) => userId))],
    tokenIds,
  );
  const revokedApart =
    denyList && !denyList.readWithAccounts
      ? await Promise.all(tokenIds.map(async (id) => ((await denyList.isRevoked(id)) ? [id] : [])))
      : [];
  const refused = new Set([...revoked, ...revokedApart.flat()]);
  return bids.map((bid) => {
    if ('account' in bid) return bid.account;
    const { userId, tokenId, issuedAt } = bid.login;
    const account = accounts.find((candidate) => candidate.id === userId);
    if (!account || (tokenId && refused.has(tokenId))) return null;
    return acceptsLoginToken(account, issuedAt) ? account : null;
  });
}

/** The bids of one batch on one locked auction, in order; one placement per bid, the auction written once. */
async function placeInTransaction(
  repos: Repositories,
  { clock, denyList }: PlaceBidDeps,
  auctionId: number,
  bids: readonly QueuedBid[],
): Promise<Placement[]> {
  const current = await repos.auctions.findByIdForUpdate(auctionId);
  // Who is bidding: an unusable login is refused first, whatever the auction, as the authentication did.
  const accounts = await accountsOf(repos, denyList, bids);
  const unauthenticated = { refusal: domainError('unauthenticated') };
  if (!current) {
    const notFound = { refusal: domainError('not_found', undefined, 'auctionId') };
    return accounts.map((account) => (account ? notFound : unauthenticated));
  }
  // Who may bid (bidder-eligibility.ts), on each bidder's file read now, under the lock: one read for
  // the batch, and never older than the bid.
  const files = await repos.buyerFiles.findForUsers(
    current.propertyId,
    accounts.flatMap((account) => (account ? [account.id] : [])),
  );
  let ledger: BidLedger | undefined;
  let maxima: readonly AutomaticBid[] | undefined;
  const outcomes: (Bid | DomainError)[] = [];
  for (const [index, { amount }] of bids.entries()) {
    const account = accounts[index];
    if (!account) {
      outcomes.push(unauthenticated.refusal);
      continue;
    }
    const userId = account.id;
    const [block] = bidderBlocks({ account, file: files.find((file) => file.userId === userId) ?? null });
    if (block !== undefined) {
      outcomes.push(domainError(BID_BLOCK_CODES[block]));
      continue;
    }
    // Each bid's time is read under the lock, in its turn, so it is ordered like the bids themselves.
    const now = clock.now();
    if (ledger) ledger.advanceTo(now);
    else ledger = new BidLedger(repos, current, now);
    const refusal = refusalOf(ledger.auction, amount, now);
    if (refusal) {
      outcomes.push(refusal);
      continue;
    }
    maxima ??= await repos.automaticBids.listByAuction(auctionId);
    // A manual bid equal to a standing maximum loses to it: the maximum takes the amount, and the
    // transaction commits that automatic bid while the bidder is told he was outbid.
    const matching = maximumMatching(ledger.auction, userId, amount, maxima);
    const bid = await ledger.append(matching?.userId ?? userId, amount, matching !== null);
    await ledger.resolveAutomaticBids(maxima);
    outcomes.push(matching ? outbid() : bid);
  }
  await ledger?.commit();
  const committed = ledger?.auction ?? current;
  return outcomes.map((outcome) =>
    'code' in outcome ? { refusal: outcome } : { bid: outcome, auction: committed },
  );
}

/** Why a bid of `amount` at `now` cannot stand on the auction as it is, if it cannot. */
function refusalOf(auction: Auction, amount: Euros, now: Instant): DomainError | null {
  const phase = auctionPhase(auction, now);
  if (phase !== 'live') return domainError(BID_BLOCK_CODES[phase === 'upcoming' ? 'not_started' : 'ended']);
  const amountCheck = checkBidAmount(auction, amount);
  return amountCheck.ok ? null : amountCheck.error;
}
