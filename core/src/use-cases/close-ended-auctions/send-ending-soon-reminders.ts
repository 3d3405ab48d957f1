import { auctionPhase } from '../../domain/auction/phase.js';
import { ENDING_SOON_NOTICE_MS } from '../../domain/auction/sale-milestones.js';
import { noticePreferencesOf, unsubscribePagePath } from '../../domain/notifications/notice-preferences.js';
import { siteLink } from '../../domain/notifications/email-content.js';
import { endingSoonEmail } from '../../domain/notifications/sale-notice-emails.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { MailMessage, UnsubscribeTokens } from '../../ports/services.port.js';
import { MILESTONE_BATCH, type SaleMilestoneDeps } from './close-ended-auctions.js';

/**
 * 'Plus qu'une heure' (issue 13): an hour before the end in force, each registered buyer of the
 * property (a buyer file on it) who keeps the reminder on is mailed once, with a link that stops
 * these reminders without logging in. Once per auction, whatever the extensions and the workers:
 * the reminder is recorded under the auction's lock with its e-mails, like a closing.
 */
export class SendEndingSoonReminders {
  constructor(private readonly deps: SaleMilestoneDeps & { unsubscribeTokens: UnsubscribeTokens }) {}

  async execute(): Promise<number[]> {
    const now = this.deps.clock.now();
    const due = await this.deps.repos.auctionMilestones.listDueReminders(
      now,
      now + ENDING_SOON_NOTICE_MS,
      MILESTONE_BATCH,
    );
    const reminded: number[] = [];
    for (const auctionId of due) {
      try {
        if (await this.remind(auctionId)) reminded.push(auctionId);
      } catch (error) {
        this.deps.errors.report(error, { job: 'ending-soon-reminders', auctionId });
      }
    }
    return reminded;
  }

  remind(auctionId: number): Promise<boolean> {
    return this.deps.unitOfWork.run(async (repos) => {
      const auction = await repos.auctions.findByIdForUpdate(auctionId);
      if (!auction) return false;
      const now = this.deps.clock.now();
      if (auctionPhase(auction, now) !== 'live' || auction.endAt - now > ENDING_SOON_NOTICE_MS) return false;
      if (await repos.auctionMilestones.find(auctionId, 'ending_soon')) return false;
      await repos.auctionMilestones.add({
        auctionId,
        kind: 'ending_soon',
        at: now,
        outcome: null,
        price: null,
        winnerId: null,
      });
      const sale = { price: auction.currentPrice ?? auction.firstPrice, endAt: auction.endAt };
      for (const mail of await this.reminders(repos, auction.propertyId, sale)) {
        await repos.eventOutbox.add('mail', mail, now);
      }
      return true;
    });
  }

  private async reminders(
    repos: Repositories,
    propertyId: number,
    sale: { price: number; endAt: number },
  ): Promise<MailMessage[]> {
    const property = await repos.properties.findById(propertyId);
    if (!property) return [];
    const mails: MailMessage[] = [];
    for (const file of await repos.buyerFiles.listByProperty(propertyId)) {
      const buyer = await repos.users.findById(file.userId);
      if (!buyer || !noticePreferencesOf(await repos.noticePreferences.find(buyer.id)).ending_soon) continue;
      const token = await this.deps.unsubscribeTokens.sign({ userId: buyer.id, kind: 'ending_soon' });
      const unsubscribeUrl = siteLink(this.deps.siteUrl, unsubscribePagePath(token));
      mails.push({
        to: buyer.email,
        ...endingSoonEmail(buyer, property, sale, { siteUrl: this.deps.siteUrl, unsubscribeUrl }),
      });
    }
    return mails;
  }
}
