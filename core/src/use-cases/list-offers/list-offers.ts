import { outcomeOffer, saleOutcome, type SaleOutcome } from '../../domain/auction/outcome.js';
import type { Auction, Bid } from '../../domain/auction/auction.js';
import { auctionPhase, type AuctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { mayAnswerOffers } from '../accept-offer/offer-answer.js';

export interface ListOffersInput {
  viewer: Viewer;
  propertyId: unknown;
}

/** One purchase offer as the seller sees it, with what they may still do with it. */
export interface OfferLine {
  bid: Bid;
  /** The highest offer (the auction's last bid). */
  highest: boolean;
  /** Only the highest offer, still unanswered, of a sale not yet closed may be accepted. */
  canAccept: boolean;
  /** Any unanswered offer of a sale not yet closed may be refused. */
  canRefuse: boolean;
}

export interface OfferList {
  now: Instant;
  propertyId: number;
  title: string;
  /** Null for a property without an auction (then there is no offer). */
  auction: Auction | null;
  phase: AuctionPhase;
  /** Highest first (bids only ever go up, so also newest first). */
  offers: OfferLine[];
  /** Where the sale stands: open, accepted at a price, awaiting the seller, unsold, no bids. */
  outcome: SaleOutcome;
}

/**
 * GET /api/vendeur/bien/{bien}/offres: the purchase offers of a sale, for one of its sellers (a
 * ROLE_VENDEUR whose e-mail is among the property's vendors) or an administrator — the same
 * people who may accept or refuse them. Errors: invalid_input, unauthenticated, not_found, forbidden.
 */
export class ListOffers implements UseCase<ListOffersInput, OfferList> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: ListOffersInput): Promise<Result<OfferList>> {
    const propertyId = parseRecordId(input.propertyId, 'propertyId');
    if (!propertyId.ok) return propertyId;
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const { repos } = this.deps;
    const user = await repos.users.findById(input.viewer.id);
    if (!user) return fail('unauthenticated');
    const property = await repos.properties.findById(propertyId.value);
    if (!property) return fail('not_found', undefined, 'propertyId');
    if (!mayAnswerOffers(user, property)) return fail('forbidden');

    const auction = await repos.auctions.findByPropertyId(property.id);
    const bids = auction ? await repos.bids.listByAuction(auction.id) : [];
    const now = this.deps.clock.now();
    const open = auction !== null && auction.closedAt === null;
    const offers = [...bids]
      .sort((a, b) => b.amount - a.amount || b.id - a.id)
      .map((bid): OfferLine => {
        const highest = auction?.lastBidId === bid.id;
        const unanswered = bid.status === 'placed';
        return { bid, highest, canAccept: open && unanswered && highest, canRefuse: open && unanswered };
      });
    const phase = auctionPhase(
      auction ?? { startAt: property.offersStartAt, endAt: property.offersEndAt, closedAt: null },
      now,
    );
    const highest = bids.find((bid) => bid.id === auction?.lastBidId) ?? outcomeOffer(bids);
    const outcome = auction
      ? saleOutcome(auction, highest, now)
      : saleOutcome(
          {
            startAt: property.offersStartAt,
            endAt: property.offersEndAt,
            closedAt: null,
            acceptedBidId: null,
            currentPrice: null,
          },
          null,
          now,
        );
    return ok({ now, propertyId: property.id, title: property.title, auction, phase, offers, outcome });
  }
}
