import { ok, type Result, type UseCase } from '../../shared/result.js';
import {
  answerOffer,
  type OfferAnswer,
  type OfferAnswerDeps,
  type OfferAnswerInput,
} from '../accept-offer/offer-answer.js';

/** The seller refuses an offer (the spec allows refusing every offer): the auction goes on. */
export class RefuseOffer implements UseCase<OfferAnswerInput, OfferAnswer> {
  constructor(private readonly deps: OfferAnswerDeps) {}

  execute(input: OfferAnswerInput): Promise<Result<OfferAnswer>> {
    return answerOffer(this.deps, input, 'OfferRefused', async (repos, bid, auction) => {
      await repos.bids.setStatus(bid.id, 'refused');
      return ok({ bid: { ...bid, status: 'refused' }, auction });
    });
  }
}
