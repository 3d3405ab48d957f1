import { auctionAfterRefusal } from '../../domain/auction/bid-amount.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';
import {
  answerOffer,
  type OfferAnswer,
  type OfferAnswerDeps,
  type OfferAnswerInput,
} from '../accept-offer/offer-answer.js';

/**
 * The seller refuses an offer (the spec allows refusing every offer): the auction goes on, its price
 * back to the best offer still standing (docs/auction-integrity.md); after its end, refusing the
 * highest offer leaves the property unsold (saleOutcome).
 */
export class RefuseOffer implements UseCase<OfferAnswerInput, OfferAnswer> {
  constructor(private readonly deps: OfferAnswerDeps) {}

  execute(input: OfferAnswerInput): Promise<Result<OfferAnswer>> {
    return answerOffer(this.deps, input, 'OfferRefused', async (repos, bid, current, answer) => {
      await repos.bids.setStatus(bid.id, 'refused', answer);
      const bids = (await repos.bids.listByAuction(current.id)).map((other) =>
        other.id === bid.id ? { ...other, status: 'refused' as const } : other,
      );
      const auction = auctionAfterRefusal(current, bids);
      await repos.auctions.update(auction);
      const answered = { ...bid, status: 'refused' as const, answeredAt: answer.at, answeredBy: answer.by };
      return ok({ bid: answered, auction });
    });
  }
}
