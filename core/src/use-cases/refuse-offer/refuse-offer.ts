import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { ErrorReporter, EventPublisher } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import {
  authorizeOfferAnswer,
  type OfferAnswer,
  type OfferAnswerInput,
} from '../accept-offer/offer-answer.js';
import { publishAfterCommit } from '../place-bid/publish-after-commit.js';

/** The seller refuses an offer (the spec allows refusing every offer): the auction goes on. */
export class RefuseOffer implements UseCase<OfferAnswerInput, OfferAnswer> {
  constructor(
    private readonly deps: {
      repos: Repositories;
      unitOfWork: UnitOfWork;
      events: EventPublisher;
      errors: ErrorReporter;
    },
  ) {}

  async execute(input: OfferAnswerInput): Promise<Result<OfferAnswer>> {
    const authorized = await authorizeOfferAnswer(this.deps.repos, input);
    if (!authorized.ok) return authorized;
    const bidId = authorized.value;

    const result = await this.deps.unitOfWork.run(async (repos): Promise<Result<OfferAnswer>> => {
      const bid = await repos.bids.findById(bidId);
      const auction = bid && (await repos.auctions.findByIdForUpdate(bid.auctionId));
      if (!bid || !auction) return fail('not_found', undefined, 'bidId');
      if (auction.closedAt !== null) return fail('offer_sale_closed');
      if (bid.status !== 'placed') return fail('offer_already_answered');
      await repos.bids.setStatus(bid.id, 'refused');
      return ok({ bid: { ...bid, status: 'refused' }, auction });
    });

    if (result.ok) {
      await publishAfterCommit(this.deps, [
        { type: 'OfferRefused', auctionId: result.value.auction.id, bidId: result.value.bid.id },
      ]);
    }
    return result;
  }
}
