import { noticePreferencesOf } from '../../domain/notifications/notice-preferences.js';
import { outbidEmail } from '../../domain/notifications/auction-emails.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Mailer } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

export interface NotifyOutbidInput {
  auctionId: number;
  bidId: number;
}

/** Whom an accepted bid outbid: nobody (the first bid, or the leader raising his own offer) or one bidder. */
export type OutbidNotice = { notified: null } | { notified: number };

/**
 * After a bid (the `BidPlaced` event, from the outbox): e-mails the bidder who led just before it,
 * unless he placed it himself or switched these notices off. The price and end are read now, so a retried delivery tells the
 * state of the sale at that moment; the outbox may deliver an event twice, and then so is the mail.
 */
export class NotifyOutbid implements UseCase<NotifyOutbidInput, OutbidNotice> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'auctions' | 'bids' | 'users' | 'properties' | 'noticePreferences'>;
      mailer: Mailer;
      siteUrl: string;
    },
  ) {}

  async execute(input: NotifyOutbidInput): Promise<Result<OutbidNotice>> {
    const { repos } = this.deps;
    // Two keyed reads, not the whole history: the bid, and the leader before it (the best earlier
    // offer still standing).
    const bid = await repos.bids.findById(input.bidId);
    if (!bid || bid.auctionId !== input.auctionId) return ok({ notified: null });
    const earlier = await repos.bids.bestStandingBefore(bid);
    if (!earlier || earlier.userId === bid.userId) return ok({ notified: null });

    const [auction, bidder] = await Promise.all([
      repos.auctions.findById(input.auctionId),
      repos.users.findById(earlier.userId),
    ]);
    const property = auction && (await repos.properties.findById(auction.propertyId));
    if (!auction || !bidder || !property) return ok({ notified: null });
    if (!noticePreferencesOf(await repos.noticePreferences.find(bidder.id)).outbid)
      return ok({ notified: null });
    await this.deps.mailer.send({
      to: bidder.email,
      ...outbidEmail(bidder, property, { price: bid.amount, endAt: auction.endAt }, this.deps.siteUrl),
    });
    return ok({ notified: bidder.id });
  }
}
