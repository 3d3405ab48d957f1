import type { AutomaticBid } from '../domain/auction/automatic-bid.js';
import type { AutomaticBidRepository, New } from '../ports/repositories.port.js';
import { deleteRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

export class InMemoryAutomaticBidRepository implements AutomaticBidRepository {
  constructor(private readonly state: InMemoryState) {}

  async find(auctionId: number, userId: number): Promise<AutomaticBid | null> {
    return (
      selectRows(this.state.automaticBids, (m) => m.auctionId === auctionId && m.userId === userId)[0] ?? null
    );
  }

  async listByAuction(auctionId: number): Promise<AutomaticBid[]> {
    return selectRows(this.state.automaticBids, (m) => m.auctionId === auctionId);
  }

  /** Mirrors the unique (auction, user) key: the bidder's one maximum is replaced in place. */
  async save(maximum: New<AutomaticBid>): Promise<AutomaticBid> {
    const existing = await this.find(maximum.auctionId, maximum.userId);
    if (!existing) return insertRow(this.state.automaticBids, maximum);
    const saved = { ...maximum, id: existing.id };
    replaceRow(this.state.automaticBids, saved);
    return saved;
  }

  async remove(auctionId: number, userId: number): Promise<void> {
    const existing = await this.find(auctionId, userId);
    if (existing) deleteRow(this.state.automaticBids, existing.id);
  }
}
