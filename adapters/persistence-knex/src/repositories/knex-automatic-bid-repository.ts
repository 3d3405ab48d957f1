import type { AutomaticBid, AutomaticBidRepository, New } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';

function fromRow(row: Row): AutomaticBid {
  const c = readRow(row);
  return {
    id: c.number('id'),
    auctionId: c.number('auction_id'),
    userId: c.number('user_id'),
    maximum: c.number('maximum'),
    setAt: c.instant('set_at'),
  };
}

/** Written only under the auction's lock (SetAutomaticBid, WithdrawAutomaticBid), so find-then-write does not race. */
export class KnexAutomaticBidRepository implements AutomaticBidRepository {
  constructor(private readonly store: KnexStore) {}

  async find(auctionId: number, userId: number): Promise<AutomaticBid | null> {
    const row: Row | undefined = await this.store
      .db('automatic_bids')
      .where({ auction_id: auctionId, user_id: userId })
      .first();
    return row ? fromRow(row) : null;
  }

  async listByAuction(auctionId: number): Promise<AutomaticBid[]> {
    const rows: Row[] = await this.store.db('automatic_bids').where('auction_id', auctionId).orderBy('id');
    return rows.map(fromRow);
  }

  async save(maximum: New<AutomaticBid>): Promise<AutomaticBid> {
    const values = { maximum: maximum.maximum, set_at: toSqlInstant(maximum.setAt) };
    const existing = await this.find(maximum.auctionId, maximum.userId);
    if (existing) {
      await this.store.db('automatic_bids').where('id', existing.id).update(values);
      return { ...maximum, id: existing.id };
    }
    const id = insertedId(
      await this.store
        .db('automatic_bids')
        .insert({ auction_id: maximum.auctionId, user_id: maximum.userId, ...values }),
    );
    return { ...maximum, id };
  }

  async remove(auctionId: number, userId: number): Promise<void> {
    await this.store.db('automatic_bids').where({ auction_id: auctionId, user_id: userId }).delete();
  }
}
