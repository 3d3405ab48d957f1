import type { Auction } from '../domain/auction/auction.js';
import type { AuctionRepository, New } from '../ports/repositories.port.js';
import { findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

export class InMemoryAuctionRepository implements AuctionRepository {
  constructor(private readonly state: InMemoryState) {}

  async findById(id: number): Promise<Auction | null> {
    return findRow(this.state.auctions, id);
  }

  async findByPropertyId(propertyId: number): Promise<Auction | null> {
    return selectRows(this.state.auctions, (a) => a.propertyId === propertyId)[0] ?? null;
  }

  async findByPropertyIds(propertyIds: readonly number[]): Promise<Auction[]> {
    const wanted = new Set(propertyIds);
    return selectRows(this.state.auctions, (a) => wanted.has(a.propertyId));
  }

  /** No lock to take: InMemoryUnitOfWork already runs one unit at a time, like SQLite's single writer. */
  async findByIdForUpdate(id: number): Promise<Auction | null> {
    return this.findById(id);
  }

  async add(auction: New<Auction>): Promise<Auction> {
    return insertRow(this.state.auctions, auction);
  }

  async update(auction: Auction): Promise<void> {
    replaceRow(this.state.auctions, auction);
  }
}
