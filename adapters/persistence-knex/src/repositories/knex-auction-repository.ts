import type { Auction, AuctionRepository, New } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toNullableSqlInstant, toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';

const toRow = (auction: New<Auction>) => ({
  property_id: auction.propertyId,
  start_at: toSqlInstant(auction.startAt),
  original_end_at: toSqlInstant(auction.originalEndAt),
  end_at: toSqlInstant(auction.endAt),
  first_price: auction.firstPrice,
  step: auction.step,
  current_price: auction.currentPrice,
  last_bid_id: auction.lastBidId,
  bid_count: auction.bidCount,
  closed_at: toNullableSqlInstant(auction.closedAt),
  accepted_bid_id: auction.acceptedBidId,
});

function fromRow(row: Row): Auction {
  const c = readRow(row);
  return {
    id: c.number('id'),
    propertyId: c.number('property_id'),
    startAt: c.instant('start_at'),
    originalEndAt: c.instant('original_end_at'),
    endAt: c.instant('end_at'),
    firstPrice: c.number('first_price'),
    step: c.number('step'),
    currentPrice: c.nullableNumber('current_price'),
    lastBidId: c.nullableNumber('last_bid_id'),
    bidCount: c.number('bid_count'),
    closedAt: c.nullableInstant('closed_at'),
    acceptedBidId: c.nullableNumber('accepted_bid_id'),
  };
}

export class KnexAuctionRepository implements AuctionRepository {
  constructor(private readonly store: KnexStore) {}

  async findById(id: number): Promise<Auction | null> {
    const row: Row | undefined = await this.store.db('auctions').where('id', id).first();
    return row ? fromRow(row) : null;
  }

  async findByPropertyId(propertyId: number): Promise<Auction | null> {
    const row: Row | undefined = await this.store.db('auctions').where('property_id', propertyId).first();
    return row ? fromRow(row) : null;
  }

  async findByPropertyIds(propertyIds: readonly number[]): Promise<Auction[]> {
    if (propertyIds.length === 0) return [];
    const rows: Row[] = await this.store.db('auctions').whereIn('property_id', [...propertyIds]);
    return rows.map(fromRow);
  }

  /**
   * MySQL: SELECT … FOR UPDATE holds the row until the transaction ends, so bids on one auction
   * queue here. SQLite: the unit of work is the only writer (one connection), a plain read suffices.
   */
  async findByIdForUpdate(id: number): Promise<Auction | null> {
    const query = this.store.db('auctions').where('id', id).first();
    const row: Row | undefined = await (this.store.dialect === 'mysql' ? query.forUpdate() : query);
    return row ? fromRow(row) : null;
  }

  async add(auction: New<Auction>): Promise<Auction> {
    const id = insertedId(await this.store.db('auctions').insert(toRow(auction)));
    return { ...auction, id };
  }

  async update(auction: Auction): Promise<void> {
    await this.store.db('auctions').where('id', auction.id).update(toRow(auction));
  }
}
