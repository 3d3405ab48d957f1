import type { Auction } from '../../domain/auction/auction.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, ErrorReporter, EventPublisher } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { publishAfterCommit } from '../place-bid/publish-after-commit.js';
import { authorizeOfferAnswer, type OfferAnswer, type OfferAnswerInput } from './offer-answer.js';

/**
 * The seller accepts the highest offer: the sale ends there and then (closedAt), whatever the
 * scheduled end — 'Fin de vente dès l'acceptation de l'offre par le vendeur'.
 */
export class AcceptOffer implements UseCase<OfferAnswerInput, OfferAnswer> {
  constructor(
    private readonly deps: {
      repos: Repositories;
      unitOfWork: UnitOfWork;
      clock: Clock;
      events: EventPublisher;
      errors: ErrorReporter;
    },
  ) {}

  async execute(input: OfferAnswerInput): Promise<Result<OfferAnswer>> {
    const authorized = await authorizeOfferAnswer(this.deps.repos, input);
    if (!authorized.ok) return authorized;
    const bidId = authorized.value;

    // The lock on the auction orders the acceptance with any bid arriving at the same moment.
    const result = await this.deps.unitOfWork.run(async (repos): Promise<Result<OfferAnswer>> => {
      const bid = await repos.bids.findById(bidId);
      const current = bid && (await repos.auctions.findByIdForUpdate(bid.auctionId));
      if (!bid || !current) return fail('not_found', undefined, 'bidId');
      if (current.closedAt !== null) return fail('offer_sale_closed');
      if (bid.status !== 'placed') return fail('offer_already_answered');
      if (current.lastBidId !== bid.id) return fail('offer_not_highest');
      const auction: Auction = { ...current, closedAt: this.deps.clock.now(), acceptedBidId: bid.id };
      await repos.bids.setStatus(bid.id, 'accepted');
      await repos.auctions.update(auction);
      return ok({ bid: { ...bid, status: 'accepted' }, auction });
    });

    if (result.ok) {
      await publishAfterCommit(this.deps, [
        { type: 'OfferAccepted', auctionId: result.value.auction.id, bidId: result.value.bid.id },
      ]);
    }
    return result;
  }
}
