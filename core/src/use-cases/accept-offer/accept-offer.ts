import type { Auction } from '../../domain/auction/auction.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import {
  answerOffer,
  type OfferAnswer,
  type OfferAnswerDeps,
  type OfferAnswerInput,
} from './offer-answer.js';

/**
 * The seller accepts the highest offer: the sale ends there and then (closedAt), whatever the
 * scheduled end — 'Fin de vente dès l'acceptation de l'offre par le vendeur'.
 */
export class AcceptOffer implements UseCase<OfferAnswerInput, OfferAnswer> {
  constructor(private readonly deps: OfferAnswerDeps) {}

  execute(input: OfferAnswerInput): Promise<Result<OfferAnswer>> {
    return answerOffer(this.deps, input, 'OfferAccepted', async (repos, bid, current, answer) => {
      if (current.lastBidId !== bid.id) return fail('offer_not_highest');
      const auction: Auction = { ...current, closedAt: answer.at, acceptedBidId: bid.id };
      await repos.bids.setStatus(bid.id, 'accepted', answer);
      await repos.auctions.update(auction);
      const answered = { ...bid, status: 'accepted' as const, answeredAt: answer.at, answeredBy: answer.by };
      return ok({ bid: answered, auction });
    });
  }
}
