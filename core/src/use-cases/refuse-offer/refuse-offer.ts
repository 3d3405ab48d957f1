import { ok, type Result, type UseCase } from '../../shared/result.js';
import {
  answerOffer,
  type OfferAnswer,
  type OfferAnswerDeps,
  type OfferAnswerInput,
} from '../accept-offer/offer-answer.js';

/**
 * The seller refuses an offer (the spec allows refusing every offer): during the sale the auction
 * goes on; after its end, refusing the highest offer leaves the property unsold (saleOutcome).
 */
export class RefuseOffer implements UseCase<OfferAnswerInput, OfferAnswer> {
  constructor(private readonly deps: OfferAnswerDeps) {}

  execute(input: OfferAnswerInput): Promise<Result<OfferAnswer>> {
    return answerOffer(this.deps, input, 'OfferRefused', async (repos, bid, auction, answer) => {
      await repos.bids.setStatus(bid.id, 'refused', answer);
      const answered = { ...bid, status: 'refused' as const, answeredAt: answer.at, answeredBy: answer.by };
      return ok({ bid: answered, auction });
    });
  }
}
