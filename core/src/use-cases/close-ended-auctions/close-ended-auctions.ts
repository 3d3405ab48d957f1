import type { Auction } from '../../domain/auction/auction.js';
import { outcomeOffer, saleOutcome, type SaleOutcome } from '../../domain/auction/outcome.js';
import { auctionPhase } from '../../domain/auction/phase.js';
import { winningBidder } from '../../domain/auction/sale-milestones.js';
import { noticePreferencesOf } from '../../domain/notifications/notice-preferences.js';
import {
  saleEndedEmail,
  type ClosedSale,
  type SaleEndedRecipientRole,
} from '../../domain/notifications/sale-notice-emails.js';
import type { Property } from '../../domain/property/property.js';
import type { User } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, ErrorReporter, MailMessage } from '../../ports/services.port.js';
import { recordEvents } from '../deliver-outbox/record-events.js';

export interface SaleMilestoneDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  clock: Clock;
  errors: ErrorReporter;
  /** The public site address the e-mails link to. */
  siteUrl: string;
}

/** Auctions looked at per run; the next run takes the rest. */
export const MILESTONE_BATCH = 50;

/**
 * The end-of-sale job (issue 13, item 5): closes each auction whose end in force has passed (or
 * whose seller accepted an offer) exactly once. One transaction per auction locks its row — so a
 * bid arriving at the last moment, and its extension, is ordered with the closing — checks it is
 * still over and not closed yet, records the closing with its outcome (core's outcome rules), and
 * writes the `AuctionClosed` event and the e-mails (winner, other bidders, sellers, negotiator)
 * into the outbox with it. Several workers may run it at once: the lock and the unique closing
 * record let one of them close an auction, the others find it closed.
 */
export class CloseEndedAuctions {
  constructor(private readonly deps: SaleMilestoneDeps) {}

  /** Closes every auction due now; the ids closed by this run. */
  async execute(): Promise<number[]> {
    const due = await this.deps.repos.auctionMilestones.listDueClosings(
      this.deps.clock.now(),
      MILESTONE_BATCH,
    );
    const closed: number[] = [];
    for (const auctionId of due) {
      try {
        if (await this.close(auctionId)) closed.push(auctionId);
      } catch (error) {
        this.deps.errors.report(error, { job: 'close-ended-auctions', auctionId });
      }
    }
    return closed;
  }

  /** Closes one auction if it is over and still open; whether this call closed it. */
  close(auctionId: number): Promise<boolean> {
    return this.deps.unitOfWork.run(async (repos) => {
      const auction = await repos.auctions.findByIdForUpdate(auctionId);
      if (!auction) return false;
      // Read under the lock, like a bid's time: a bid committed first has moved the end already.
      const now = this.deps.clock.now();
      if (auctionPhase(auction, now) !== 'ended') return false;
      if (await repos.auctionMilestones.find(auctionId, 'closed')) return false;
      const bids = await repos.bids.listByAuction(auctionId);
      const best = outcomeOffer(bids);
      const outcome = saleOutcome(auction, best, now);
      const price = 'price' in outcome ? outcome.price : null;
      const winnerId = winningBidder(outcome, best);
      await repos.auctionMilestones.add({
        auctionId,
        kind: 'closed',
        at: now,
        outcome: outcome.kind,
        price,
        winnerId,
      });
      await recordEvents(repos, now, [
        { type: 'AuctionClosed', auctionId, outcome: outcome.kind, price, winnerId },
      ]);
      const sale: ClosedSale = {
        outcome: outcome.kind,
        price,
        endedAt: endedAt(auction),
        bidCount: bids.length,
      };
      const bidderIds = [...new Set(bids.map((bid) => bid.userId))];
      for (const mail of await this.notices(repos, auction, outcome, sale, { winnerId, bidderIds })) {
        await repos.eventOutbox.add('mail', mail, now);
      }
      return true;
    });
  }

  private async notices(
    repos: Repositories,
    auction: Auction,
    outcome: SaleOutcome,
    sale: ClosedSale,
    people: { winnerId: number | null; bidderIds: number[] },
  ): Promise<MailMessage[]> {
    const property = await repos.properties.findById(auction.propertyId);
    if (!property) return [];
    const mails: MailMessage[] = [];
    const mail = (role: SaleEndedRecipientRole, to: string, recipient: Pick<User, 'firstName' | 'locale'>) =>
      mails.push({ to, ...saleEndedEmail(role, recipient, property, sale, this.deps.siteUrl) });

    for (const userId of people.bidderIds) {
      const user = await repos.users.findById(userId);
      if (!user) continue;
      if (userId === people.winnerId) {
        // An accepted offer was told to its bidder when the seller accepted it (NotifyOfferAnswer).
        if (outcome.kind !== 'accepted') mail('winner', user.email, user);
      } else if (noticePreferencesOf(await repos.noticePreferences.find(userId)).sale_ended) {
        mail('bidder', user.email, user);
      }
    }
    for (const vendor of sellersOf(property)) {
      const account = await repos.users.findByEmail(vendor);
      mail('seller', vendor, account ?? { firstName: '', locale: 'fr' });
    }
    const negotiator = await repos.users.findById(property.negotiatorId);
    if (negotiator) mail('negotiator', negotiator.email, negotiator);
    return mails;
  }
}

/** When the sale ended: the acceptance of an offer, or its end in force. */
const endedAt = (auction: Auction) =>
  auction.closedAt !== null && auction.closedAt < auction.endAt ? auction.closedAt : auction.endAt;

const sellersOf = (property: Pick<Property, 'vendors'>): string[] => [
  ...new Set(property.vendors.map((vendor) => vendor.email)),
];
