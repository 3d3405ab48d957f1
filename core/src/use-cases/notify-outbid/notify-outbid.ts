import {
  noticePreferencesOf,
  type NoticePreferences,
} from '../../domain/notifications/notice-preferences.js';
import type { User } from '../../domain/user/user.js';
import { outbidEmail } from '../../domain/notifications/auction-emails.js';
import type { Bid } from '../../domain/auction/auction.js';
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
  /** The bids of the notices begun together, and who led before each, read together. */
  private readonly leads = new TogetherReads<NotifyOutbidInput, Lead>(
    (inputs) => readLeads(this.deps.repos.bids, inputs),
    (input) => readLeads(this.deps.repos.bids, [input]).then(([lead]) => lead!),
  );

  private readonly recipients = new TogetherReads<number, Recipient>(
    (userIds) => readRecipients(this.deps.repos, userIds),
    (userId) => readRecipients(this.deps.repos, [userId]).then(([recipient]) => recipient!),
  );

  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'auctions' | 'bids' | 'users' | 'properties' | 'noticePreferences'>;
      mailer: Mailer;
      siteUrl: string;
    },
  ) {}

  async execute(input: NotifyOutbidInput): Promise<Result<OutbidNotice>> {
    const begun = ++this.begun;
    // Keyed reads, not the whole history: the bid, and the leader before it (the best earlier offer
    // still standing); for the bids of one sale delivered together, two reads in all (readLeads).
    const { bid, earlier } = await this.leads.read(input);
    if (!bid || !earlier || earlier.userId === bid.userId) return ok({ notified: null });

    // The notices of one sale delivered together share the reads of its auction and property, each
    // begun after the notice itself (so after its bid's commit): the end told is never older than it.
    // The bidders to tell, and their choices, read together for the notices begun together.
    const [auction, { bidder, preferences }] = await Promise.all([
      this.auctions.read(input.auctionId, begun, this.begun),
      this.recipients.read(earlier.userId),
    ]);
    const property = auction && (await this.properties.read(auction.propertyId, begun, this.begun));
    if (!auction || !bidder || !property) return ok({ notified: null });
    if (!noticePreferencesOf(preferences).outbid) return ok({ notified: null });
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

interface Recipient {
  bidder: User | null;
  preferences: Partial<NoticePreferences>;
}

/** The accounts and notice choices of these users, in two reads whatever their number. */
async function readRecipients(
  repos: Pick<Repositories, 'users' | 'noticePreferences'>,
  userIds: readonly number[],
): Promise<Recipient[]> {
  const unique = [...new Set(userIds)];
  const [users, preferences] = await Promise.all([
    repos.users.findByIds(unique),
    repos.noticePreferences.findMany(unique),
  ]);
  const byId = new Map(users.map((user) => [user.id, user]));
  return userIds.map((userId) => ({
    bidder: byId.get(userId) ?? null,
    preferences: preferences.get(userId) ?? {},
  }));
}

interface Lead {
  bid: Bid | null;
  earlier: Bid | null;
}

/** Bids between the first and the last of one sale's notices read together, at most (else one by one). */
const BETWEEN_MAX = 500;

const placedBefore = (a: Bid, b: Bid) =>
  a.placedAt < b.placedAt || (a.placedAt === b.placedAt && a.id < b.id);

/**
 * Each notice's bid and the best earlier offer still standing (bestStandingBefore's rule): the bids
 * in one read; per sale, the leader before its first bid, and the standing bids from that bid's time
 * to its last bid's (the bids between included, delivered together or not), the rest in memory.
 */
async function readLeads(bids: Repositories['bids'], inputs: readonly NotifyOutbidInput[]): Promise<Lead[]> {
  const found = await bids.findByIds([...new Set(inputs.map((input) => input.bidId))]);
  const byId = new Map(found.map((bid) => [bid.id, bid]));
  const earlier = new Map<number, Bid | null>();
  const bySale = new Map<number, Bid[]>();
  for (const input of inputs) {
    const bid = byId.get(input.bidId);
    if (!bid || bid.auctionId !== input.auctionId) continue;
    const sale = bySale.get(bid.auctionId) ?? [];
    if (!sale.includes(bid)) sale.push(bid);
    bySale.set(bid.auctionId, sale);
  }
  await Promise.all(
    [...bySale].map(async ([auctionId, sale]) => {
      sale.sort((a, b) => (placedBefore(a, b) ? -1 : 1));
      const first = sale[0]!;
      const last = sale[sale.length - 1]!;
      const [before, between] = await Promise.all([
        bids.bestStandingBefore(first),
        sale.length > 1
          ? bids.listStandingPlacedBetween(auctionId, first.placedAt, last.placedAt, BETWEEN_MAX)
          : Promise.resolve([]),
      ]);
      earlier.set(first.id, before);
      if (sale.length === 1) return;
      if (between.length >= BETWEEN_MAX) {
        for (const bid of sale.slice(1)) earlier.set(bid.id, await bids.bestStandingBefore(bid));
        return;
      }
      // From the first bid on (itself included), the best standing bid placed before each.
      let best = before;
      let next = 0;
      const from = between.filter((candidate) => !placedBefore(candidate, first));
      for (const bid of sale.slice(1)) {
        for (; next < from.length && placedBefore(from[next]!, bid); next += 1)
          if (!best || from[next]!.amount > best.amount) best = from[next]!;
        earlier.set(bid.id, best);
      }
    }),
  );
  return inputs.map((input) => {
    const bid = byId.get(input.bidId);
    return bid && bid.auctionId === input.auctionId
      ? { bid, earlier: earlier.get(bid.id) ?? null }
      : { bid: null, earlier: null };
  });
}

/**
 * Reads asked in the same turn (the notices an outbox round hands over together start in one turn)
 * made together: `together` answers one result per input, in order; if it fails, each is read alone.
 */
class TogetherReads<I, O> {
  private waiting: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly together: (inputs: I[]) => Promise<O[]>,
    private readonly alone: (input: I) => Promise<O>,
  ) {}

  read(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) void Promise.resolve().then(() => this.flush());
      this.waiting.push({ input, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const group = this.waiting;
    this.waiting = [];
    try {
      const outputs = await this.together(group.map(({ input }) => input));
      group.forEach(({ resolve }, i) => resolve(outputs[i]!));
    } catch {
      for (const { input, resolve, reject } of group) this.alone(input).then(resolve, reject);
    }
  }
}
