import { auctionPhase } from '../../domain/auction/phase.js';
import { noticePreferencesOf } from '../../domain/notifications/notice-preferences.js';
import { offerAnswerEmail } from '../../domain/notifications/sale-notice-emails.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Mailer } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

export interface NotifyOfferAnswerInput {
  decision: 'accepted' | 'refused';
  bidId: number;
}

/**
 * After the seller's answer (the `OfferAccepted` / `OfferRefused` event, from the outbox): the
 * bidder of the offer is told, unless he switched these notices off — except an acceptance, which
 * he always receives (he bought a property). The negotiator has his own mail (AcceptOffer, RefuseOffer).
 */
export class NotifyOfferAnswer implements UseCase<NotifyOfferAnswerInput, { notified: number | null }> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'auctions' | 'bids' | 'users' | 'properties' | 'noticePreferences'>;
      mailer: Mailer;
      siteUrl: string;
    },
  ) {}

  async execute(input: NotifyOfferAnswerInput): Promise<Result<{ notified: number | null }>> {
    const { repos } = this.deps;
    const bid = await repos.bids.findById(input.bidId);
    const auction = bid && (await repos.auctions.findById(bid.auctionId));
    const property = auction && (await repos.properties.findById(auction.propertyId));
    const bidder = bid && (await repos.users.findById(bid.userId));
    if (!bid || !auction || !property || !bidder) return ok({ notified: null });
    const wanted = noticePreferencesOf(await repos.noticePreferences.find(bidder.id)).offer_answer;
    if (input.decision === 'refused' && !wanted) return ok({ notified: null });
    const at = bid.answeredAt ?? auction.closedAt ?? auction.endAt;
    const saleEnded = auctionPhase({ ...auction, closedAt: null }, at) === 'ended';
    await this.deps.mailer.send({
      to: bidder.email,
      ...offerAnswerEmail(
        input.decision,
        bidder,
        property,
        { amount: bid.amount, at, saleEnded },
        this.deps.siteUrl,
      ),
    });
    return ok({ notified: bidder.id });
  }
}
