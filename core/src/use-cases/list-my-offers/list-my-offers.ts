import type { Instant } from '../../shared/time.js';
import type { Bid } from '../../domain/auction/auction.js';
import { myOfferStanding, myOffersOrder, type MyOfferStanding } from '../../domain/auction/my-offers.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import type { Euros } from '../../shared/money.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { readPublicSaleCard } from '../list-public-sales/public-sale-card.js';

export interface ListMyOffersInput {
  viewer: Viewer;
}

/** One sale the viewer bid on, as the public card shows it, and where the viewer stands. */
export interface MyOffer extends MyOfferStanding {
  propertyId: number;
  auctionId: number;
  title: string;
  city: string;
  postcode: string;
  /** The main photo at width 1024, null without photos. */
  imageUrl: string | null;
  /** Null before the first bid (never, once the viewer bid). */
  currentPrice: Euros | null;
}

export interface ListMyOffersOutput {
  items: MyOffer[];
  /** Server time when the list was read: the buyer space's countdowns run on it. */
  now: Instant;
}

/**
 * GET /api/me/offres ("mes offres"): every sale the viewer bid on, always the viewer's own bids —
 * running sales first, ending soonest first, then the ended ones, latest first. A sale whose
 * property was deleted drops out. Errors: unauthenticated.
 */
export class ListMyOffers implements UseCase<ListMyOffersInput, ListMyOffersOutput> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: ListMyOffersInput): Promise<Result<ListMyOffersOutput>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const { repos } = this.deps;
    const now = this.deps.clock.now();
    const bidsByAuction = new Map<number, Bid[]>();
    for (const bid of await repos.bids.listByUser(input.viewer.id)) {
      bidsByAuction.set(bid.auctionId, [...(bidsByAuction.get(bid.auctionId) ?? []), bid]);
    }

    const offers = await Promise.all(
      [...bidsByAuction].map(async ([auctionId, myBids]): Promise<MyOffer | null> => {
        const auction = await repos.auctions.findById(auctionId);
        const card = auction && (await readPublicSaleCard(repos, auction.propertyId, now));
        if (!auction || !card) return null;
        return {
          propertyId: card.propertyId,
          auctionId,
          title: card.title,
          city: card.city,
          postcode: card.postcode,
          imageUrl: card.imageUrl,
          currentPrice: auction.currentPrice,
          ...myOfferStanding(auction, myBids, now),
        };
      }),
    );
    const items = offers.filter((offer): offer is MyOffer => offer !== null).sort(myOffersOrder);
    return ok({ items, now });
  }
}
