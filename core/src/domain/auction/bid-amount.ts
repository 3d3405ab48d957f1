import type { MessageCode } from '../../messages/catalogue.js';
import { formatEuros } from '../../shared/format.js';
import type { Euros } from '../../shared/money.js';
import { err, ok, domainError, type DomainError, type Result } from '../../shared/result.js';
import type { Auction, Bid } from './auction.js';

export type Pricing = Pick<Auction, 'currentPrice' | 'firstPrice' | 'step'>;

/** The lowest acceptable bid: the current price plus the step, or the first price when no bid exists. */
export const minimumBid = (auction: Pricing): Euros =>
  auction.currentPrice === null ? auction.firstPrice : auction.currentPrice + auction.step;

/**
 * No bid above 100 times the first price (the spec sets no ceiling). Without one, a single absurd
 * bid (2^53 €) froze a sale for good: the next minimum was no longer a safe integer.
 */
export const MAXIMUM_BID_FIRST_PRICE_FACTOR = 100;
/** Whatever the first price, bids stay far inside safe integers, a step included. */
export const ABSOLUTE_MAXIMUM_BID: Euros = 100_000_000_000;

/** The highest acceptable bid on an auction. */
export const maximumBid = (auction: Pick<Auction, 'firstPrice'>): Euros =>
  Math.min(auction.firstPrice * MAXIMUM_BID_FIRST_PRICE_FACTOR, ABSOLUTE_MAXIMUM_BID);

/** Where the step grid starts: the current price, or the first price before any bid. */
const gridBase = (auction: Pricing): Euros => auction.currentPrice ?? auction.firstPrice;

/**
 * 'Each new offer exceeds the previous by at least the step or a multiple' (spec §9): the
 * distance from the current price (the first price before any bid) is a multiple of the step.
 * A non-positive step (never produced by the sale form) leaves any whole amount on the grid.
 */
export const isOnStepGrid = (auction: Pricing, amount: Euros): boolean => {
  if (auction.step <= 0) return true;
  return (amount - gridBase(auction)) % auction.step === 0;
};

/**
 * Checks an amount against the auction (spec §5.3), in the spec's order: outbid when the highest
 * bid is already at or above it, below the minimum otherwise, then the step grid.
 * `belowMinimumCode` lets the client's second check use the text with the full stop.
 */
export function checkBidAmount(
  auction: Pricing,
  amount: Euros,
  belowMinimumCode: Extract<
    MessageCode,
    'bid_below_minimum' | 'bid_below_minimum_recheck'
  > = 'bid_below_minimum',
): Result<Euros> {
  if (auction.currentPrice !== null && auction.currentPrice >= amount) return err(outbid());
  if (amount < minimumBid(auction)) return err(domainError(belowMinimumCode, undefined, 'amount'));
  if (amount > maximumBid(auction)) {
    return err(domainError('bid_above_maximum', { max: formatEuros(maximumBid(auction)) }, 'amount'));
  }
  if (!isOnStepGrid(auction, amount)) {
    return err(domainError('bid_not_on_step', { step: formatEuros(auction.step) }, 'amount'));
  }
  return ok(amount);
}

/** The client's second check, run after the history was refreshed just before posting. */
export const recheckBidAmount = (auction: Pricing, amount: Euros): Result<Euros> =>
  checkBidAmount(auction, amount, 'bid_below_minimum_recheck');

export const outbid = (): DomainError => domainError('bid_outbid', undefined, 'amount');

/** The next grid amount strictly above `amount` (the step added when `amount` is on the grid). */
const gridAbove = (auction: Pricing, amount: Euros): Euros => {
  if (auction.step <= 0) return amount;
  const base = gridBase(auction);
  return base + (Math.floor((amount - base) / auction.step) + 1) * auction.step;
};

/** The next grid amount strictly below `amount`. */
const gridBelow = (auction: Pricing, amount: Euros): Euros => {
  if (auction.step <= 0) return amount;
  const base = gridBase(auction);
  return base + (Math.ceil((amount - base) / auction.step) - 1) * auction.step;
};

/** The plus button: up by the step, onto the grid, at least to the minimum, never past the maximum. */
export const raiseBid = (input: Euros, auction: Pricing): Euros => {
  const raised = Math.max(minimumBid(auction), gridAbove(auction, input));
  return raised > maximumBid(auction) ? Math.max(minimumBid(auction), input) : raised;
};

/** The minus button: down by the step, onto the grid, never below the minimum. */
export const lowerBid = (input: Euros, auction: Pricing): Euros =>
  Math.max(minimumBid(auction), gridBelow(auction, input));

/**
 * The bid input after the price moved: back to the new minimum when the price passed it (or when
 * the input is empty), kept as typed otherwise.
 */
export const nextBidInput = (previousInput: Euros | null, auction: Pricing): Euros => {
  const minimum = minimumBid(auction);
  return previousInput === null || !Number.isFinite(previousInput) || previousInput < minimum
    ? minimum
    : previousInput;
};

/**
 * Where the auction stands once the seller refused an offer: the price goes back to the best bid
 * still standing (not refused), or to no price at all (the first price is the minimum again) when
 * every bid was refused. Refusing the best offer therefore reopens the bidding below it; the refused
 * offer stays in the history, marked refused, and its amount stays taken (the unique amount key).
 */
export function auctionAfterRefusal<A extends Pick<Auction, 'currentPrice' | 'lastBidId'>>(
  auction: A,
  bids: readonly Pick<Bid, 'id' | 'amount' | 'status'>[],
): A {
  let best: Pick<Bid, 'id' | 'amount'> | null = null;
  for (const bid of bids) {
    if (bid.status !== 'refused' && (best === null || bid.amount > best.amount)) best = bid;
  }
  return { ...auction, currentPrice: best?.amount ?? null, lastBidId: best?.id ?? null };
}
