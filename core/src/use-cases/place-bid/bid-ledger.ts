import type { Auction, Bid } from '../../domain/auction/auction.js';
import { extendedEnd } from '../../domain/auction/anti-sniping.js';
import { automaticReplies, type AutomaticBid, type Leader } from '../../domain/auction/automatic-bid.js';
import { checkBidAmount, outbid } from '../../domain/auction/bid-amount.js';
import { bidChainHash } from '../../domain/auction/bid-chain.js';
import { DuplicateBidAmountError, type Repositories } from '../../ports/repositories.port.js';
import type { DomainEvent } from '../../ports/services.port.js';
import type { DomainError } from '../../shared/result.js';
import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';

/** Thrown inside the transaction to roll it back with a foreseen refusal. */
export class BidRefused extends Error {
  constructor(readonly refusal: DomainError) {
    super(refusal.code);
  }
}

/** No real auction needs more rounds: one resolution leaves nobody able to outbid (automatic-bid.ts). */
const MAX_RESOLUTION_ROUNDS = 8;

/**
 * The bids of one locked transaction on one auction (PlaceBid, SetAutomaticBid): each bid is
 * checked against the auction as it stands, chained to the previous one, moves the price, applies
 * anti-sniping and records its events; `commit` writes the auction and the events once at the end.
 * Every bid carries a time read under the lock: the transaction's, or the one `advanceTo` gives for
 * the next bids (a batch of bidders, each at the time its turn came).
 */
export class BidLedger {
  private previousHash: string | null | undefined;
  private readonly events: { event: DomainEvent; at: Instant }[] = [];
  readonly placed: Bid[] = [];

  /** `auction` as read by findByIdForUpdate in the same transaction. */
  constructor(
    private readonly repos: Repositories,
    public auction: Auction,
    private now: Instant,
  ) {}

  /** The bids appended from now on are placed at `now`, read under the lock after the previous ones. */
  advanceTo(now: Instant): void {
    this.now = now;
  }

  async append(userId: number, amount: Euros, automatic: boolean): Promise<Bid> {
    const check = checkBidAmount(this.auction, amount);
    if (!check.ok) throw new BidRefused(check.error);
    if (this.previousHash === undefined)
      this.previousHash = await this.repos.bids.lastChainHash(this.auction.id);
    const fields = { auctionId: this.auction.id, userId, amount, placedAt: this.now, automatic };
    const chainHash = bidChainHash(fields, this.previousHash);
    let bid: Bid;
    try {
      bid = await this.repos.bids.add({
        auctionId: this.auction.id,
        userId,
        amount,
        placedAt: this.now,
        status: 'placed',
        ...(automatic ? { automatic: true } : {}),
        chainHash,
      });
    } catch (error) {
      // The unique (auction, amount) key is the last line of defence: someone got there first.
      if (error instanceof DuplicateBidAmountError) throw new BidRefused(outbid());
      throw error;
    }
    this.previousHash = chainHash;
    const endAt = extendedEnd(this.auction.endAt, this.now);
    const extended = endAt !== this.auction.endAt;
    this.auction = {
      ...this.auction,
      currentPrice: amount,
      lastBidId: bid.id,
      bidCount: this.auction.bidCount + 1,
      endAt,
    };
    const at = this.now;
    this.events.push({
      event: { type: 'BidPlaced', auctionId: bid.auctionId, bidId: bid.id, amount, userId, endAt },
      at,
    });
    // A bid and the automatic replies it draws share a time: only the first of them can extend.
    if (extended)
      this.events.push({ event: { type: 'AuctionExtended', auctionId: bid.auctionId, endAt }, at });
    this.placed.push(bid);
    return bid;
  }

  /** Places, for the standing maxima, every bid the rules give (automatic-bid.ts), until nobody can reply. */
  async resolveAutomaticBids(maxima: readonly AutomaticBid[]): Promise<void> {
    for (let round = 0; round < MAX_RESOLUTION_ROUNDS; round += 1) {
      const leader = await this.leader();
      const replies = automaticReplies(this.auction, leader, maxima);
      if (replies.length === 0) return;
      for (const reply of replies) await this.append(reply.userId, reply.amount, true);
    }
  }

  private async leader(): Promise<Leader | null> {
    const lastBidId = this.auction.lastBidId;
    if (lastBidId === null) return null;
    const last =
      this.placed.find((bid) => bid.id === lastBidId) ?? (await this.repos.bids.findById(lastBidId));
    return last ? { userId: last.userId, since: last.placedAt } : null;
  }

  /** Writes the auction and the events (the outbox) in the transaction, when anything moved. */
  async commit(): Promise<void> {
    if (this.placed.length === 0) return;
    await this.repos.auctions.update(this.auction);
    await this.repos.eventOutbox.addAll(
      this.events.map(({ event, at }) => ({ topic: 'domain-event', payload: event, at })),
    );
  }
}
