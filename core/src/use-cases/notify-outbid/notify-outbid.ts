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
  /** Notices begun so far: a read joins another only if that read began after its own notice did. */
  private begun = 0;
  private readonly auctions = new SharedReads((id) => this.deps.repos.auctions.findById(id));
  private readonly properties = new SharedReads((id) => this.deps.repos.properties.findById(id));

  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'auctions' | 'bids' | 'users' | 'properties' | 'noticePreferences'>;
      mailer: Mailer;
      siteUrl: string;
    },
  ) {}

  async execute(input: NotifyOutbidInput): Promise<Result<OutbidNotice>> {
    const { repos } = this.deps;
    const begun = ++this.begun;
    // Two keyed reads, not the whole history: the bid, and the leader before it (the best earlier
    // offer still standing).
    const bid = await repos.bids.findById(input.bidId);
    if (!bid || bid.auctionId !== input.auctionId) return ok({ notified: null });
    const earlier = await repos.bids.bestStandingBefore(bid);
    if (!earlier || earlier.userId === bid.userId) return ok({ notified: null });

    // The notices of one sale delivered together share the reads of its auction and property, each
    // begun after the notice itself (so after its bid's commit): the end told is never older than it.
    const [auction, bidder] = await Promise.all([
      this.auctions.read(input.auctionId, begun, this.begun),
      repos.users.findById(earlier.userId),
    ]);
    const property = auction && (await this.properties.read(auction.propertyId, begun, this.begun));
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

/**
 * Reads of one key shared by callers that may use any read begun after a moment of theirs: a caller
 * joins the read under way if it began at or after its moment, else starts its own.
 */
class SharedReads<T> {
  private readonly running = new Map<number, { from: number; read: Promise<T> }>();

  constructor(private readonly load: (key: number) => Promise<T>) {}

  /** `since`: the caller's moment; `now`: the moment counter as this read would begin. */
  read(key: number, since: number, now: number): Promise<T> {
    const under = this.running.get(key);
    if (under && under.from >= since) return under.read;
    const read = this.load(key);
    const forget = () => {
      if (this.running.get(key)?.read === read) this.running.delete(key);
    };
    read.then(forget, forget);
    this.running.set(key, { from: now, read });
    return read;
  }
}
