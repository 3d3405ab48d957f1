import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';
import type { Auction, Bid } from './auction.js';
import { auctionPhase } from './phase.js';

/**
 * Where a sale stands for everyone who looks at it (issue 12): before and during the auction, then
 * after it — the seller accepted an offer (the sale is sold at that price), the highest offer awaits
 * the seller's answer, the seller refused it (unsold), or nobody bid.
 */
export type SaleOutcome =
  | { kind: 'upcoming' }
  | { kind: 'open' }
  | { kind: 'accepted'; price: Euros; at: Instant }
  | { kind: 'awaiting_seller'; price: Euros }
  | { kind: 'unsold'; price: Euros }
  | { kind: 'no_bids' };

export type SaleOutcomeKind = SaleOutcome['kind'];

/**
 * The outcome at `now`, from the auction and its highest offer (the auction's last bid, null before
 * any). Accepting ends the sale at once ('Fin de vente dès l'acceptation de l'offre par le vendeur');
 * a refusal during the sale lets it go on; after the end the highest offer's answer decides.
 */
export function saleOutcome(
  auction: Pick<Auction, 'startAt' | 'endAt' | 'closedAt' | 'acceptedBidId' | 'currentPrice'>,
  highest: Pick<Bid, 'amount' | 'status'> | null,
  now: Instant,
): SaleOutcome {
  if (auction.acceptedBidId !== null && auction.closedAt !== null) {
    return { kind: 'accepted', price: highest?.amount ?? auction.currentPrice ?? 0, at: auction.closedAt };
  }
  const phase = auctionPhase(auction, now);
  if (phase === 'upcoming') return { kind: 'upcoming' };
  if (phase === 'live') return { kind: 'open' };
  if (!highest) return { kind: 'no_bids' };
  if (highest.status === 'refused') return { kind: 'unsold', price: highest.amount };
  return { kind: 'awaiting_seller', price: highest.amount };
}

/** The message code naming an outcome (publication area): 'outcome_accepted' takes {price}. */
export const saleOutcomeCode = (kind: SaleOutcomeKind) => `outcome_${kind}` as const;

/**
 * The offer a sale's outcome is read from, given all its bids: the best offer still standing (the
 * auction's price), or — once the seller refused every one — the highest refused offer.
 */
export function outcomeOffer<B extends Pick<Bid, 'amount' | 'status'>>(bids: readonly B[]): B | null {
  const byAmount = [...bids].sort((a, b) => b.amount - a.amount);
  return byAmount.find((bid) => bid.status !== 'refused') ?? byAmount[0] ?? null;
}
