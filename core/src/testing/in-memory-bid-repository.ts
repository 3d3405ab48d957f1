import type { Bid, BidStatus, OfferAnswerRecord } from '../domain/auction/auction.js';
import { DuplicateBidAmountError, type BidRepository, type New } from '../ports/repositories.port.js';
import type { Instant } from '../shared/time.js';
import { findRow, insertRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

export class InMemoryBidRepository implements BidRepository {
  constructor(private readonly state: InMemoryState) {}

  /** Oldest first; bids placed in the same instant keep their insertion order. */
  async listByAuction(auctionId: number): Promise<Bid[]> {
    return selectRows(this.state.bids, (b) => b.auctionId === auctionId).sort(
      (a, b) => a.placedAt - b.placedAt || a.id - b.id,
    );
  }

  async sliceByAuction(
    auctionId: number,
    slice: { last: number } | { offset: number; limit: number },
  ): Promise<{ bids: Bid[]; total: number }> {
    const all = await this.listByAuction(auctionId);
    const bids =
      'last' in slice
        ? all.slice(Math.max(0, all.length - slice.last))
        : all.slice(slice.offset, slice.offset + slice.limit);
    return { bids, total: all.length };
  }

  async listByUser(userId: number): Promise<Bid[]> {
    return selectRows(this.state.bids, (b) => b.userId === userId).sort(
      (a, b) => a.placedAt - b.placedAt || a.id - b.id,
    );
  }

  async findById(id: number): Promise<Bid | null> {
    return findRow(this.state.bids, id);
  }

  async bestStandingBefore(bid: Bid): Promise<Bid | null> {
    const earlier = (candidate: Bid) =>
      candidate.placedAt < bid.placedAt || (candidate.placedAt === bid.placedAt && candidate.id < bid.id);
    const standing = selectRows(
      this.state.bids,
      (b) => b.auctionId === bid.auctionId && b.status !== 'refused' && earlier(b),
    );
    return standing.sort((a, b) => b.amount - a.amount)[0] ?? null;
  }

  async findByIds(ids: readonly number[]): Promise<Bid[]> {
    const wanted = new Set(ids);
    return selectRows(this.state.bids, (b) => wanted.has(b.id));
  }

  async listStandingPlacedBetween(
    auctionId: number,
    from: Instant,
    to: Instant,
    limit: number,
  ): Promise<Bid[]> {
    return selectRows(
      this.state.bids,
      (b) => b.auctionId === auctionId && b.status !== 'refused' && b.placedAt >= from && b.placedAt <= to,
    )
      .sort((a, b) => a.placedAt - b.placedAt || a.id - b.id)
      .slice(0, limit);
  }

  /** Mirrors the unique (auction, amount) key of the SQL schemas. */
  async add(bid: New<Bid>): Promise<Bid> {
    const taken = [...this.state.bids.rows.values()].some(
      (b) => b.auctionId === bid.auctionId && b.amount === bid.amount,
    );
    if (taken) throw new DuplicateBidAmountError(bid.auctionId, bid.amount);
    return insertRow(this.state.bids, bid);
  }

  async setStatus(id: number, status: BidStatus, answer: OfferAnswerRecord): Promise<void> {
    const bid = this.state.bids.rows.get(id);
    if (bid) Object.assign(bid, { status, answeredAt: answer.at, answeredBy: answer.by });
  }

  async lastChainHash(auctionId: number): Promise<string | null> {
    const last = selectRows(this.state.bids, (b) => b.auctionId === auctionId).at(-1);
    return last?.chainHash ?? null;
  }
}
