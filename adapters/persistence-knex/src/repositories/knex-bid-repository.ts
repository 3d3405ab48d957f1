import {
  DuplicateBidAmountError,
  type Bid,
  type BidRepository,
  type BidStatus,
  type Instant,
  type New,
  type OfferAnswerRecord,
} from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { isUniqueViolation } from '../sql-errors.js';
import { toSqlInstant } from '../sql-instant.js';
import { insertedId, type KnexStore } from '../store.js';

const toRow = (bid: New<Bid>) => ({
  auction_id: bid.auctionId,
  user_id: bid.userId,
  amount: bid.amount,
  placed_at: toSqlInstant(bid.placedAt),
  status: bid.status,
  automatic: bid.automatic === true,
  chain_hash: bid.chainHash ?? null,
});

function fromRow(row: Row): Bid {
  const c = readRow(row);
  return {
    id: c.number('id'),
    auctionId: c.number('auction_id'),
    userId: c.number('user_id'),
    amount: c.number('amount'),
    placedAt: c.instant('placed_at'),
    status: c.text('status') as BidStatus,
    ...(c.boolean('automatic') ? { automatic: true } : {}),
    ...(c.nullableText('chain_hash') === null ? {} : { chainHash: c.text('chain_hash') }),
    ...(c.nullableInstant('answered_at') === null
      ? {}
      : { answeredAt: c.instant('answered_at'), answeredBy: c.number('answered_by') }),
  };
}

export class KnexBidRepository implements BidRepository {
  constructor(private readonly store: KnexStore) {}

  /** Oldest first; bids placed in the same microsecond keep their insertion order. */
  async listByAuction(auctionId: number): Promise<Bid[]> {
    const rows: Row[] = await this.store
      .db('bids')
      .where('auction_id', auctionId)
      .orderBy(['placed_at', 'id']);
    return rows.map(fromRow);
  }

  async sliceByAuction(
    auctionId: number,
    slice: { last: number } | { offset: number; limit: number },
  ): Promise<{ bids: Bid[]; total: number }> {
    const ofAuction = () => this.store.db('bids').where('auction_id', auctionId);
    const [counted] = (await ofAuction().count({ total: '*' })) as { total: number | string }[];
    const total = Number(counted?.total ?? 0);
    if ('last' in slice) {
      const rows: Row[] = await ofAuction()
        .orderBy([
          { column: 'placed_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(slice.last);
      return { bids: rows.map(fromRow).reverse(), total };
    }
    const rows: Row[] = await ofAuction()
      .orderBy(['placed_at', 'id'])
      .offset(slice.offset)
      .limit(slice.limit);
    return { bids: rows.map(fromRow), total };
  }

  async listByUser(userId: number): Promise<Bid[]> {
    const rows: Row[] = await this.store.db('bids').where('user_id', userId).orderBy(['placed_at', 'id']);
    return rows.map(fromRow);
  }

  async findById(id: number): Promise<Bid | null> {
    const row: Row | undefined = await this.store.db('bids').where('id', id).first();
    return row ? fromRow(row) : null;
  }

  /** The unique (auction_id, amount) key is the last line of defence against two equal bids. */
  /** Along the unique (auction_id, amount) key from the top: the leader is among the first rows read. */
  async bestStandingBefore(bid: Bid): Promise<Bid | null> {
    const placedAt = toSqlInstant(bid.placedAt);
    const row: Row | undefined = await this.store
      .db('bids')
      .where('auction_id', bid.auctionId)
      .whereNot('status', 'refused')
      .where((earlier) =>
        earlier
          .where('placed_at', '<', placedAt)
          .orWhere((sameTime) => sameTime.where('placed_at', placedAt).where('id', '<', bid.id)),
      )
      .orderBy('amount', 'desc')
      .first();
    return row ? fromRow(row) : null;
  }

  async findByIds(ids: readonly number[]): Promise<Bid[]> {
    if (ids.length === 0) return [];
    const rows: Row[] = await this.store.db('bids').whereIn('id', [...ids]);
    return rows.map(fromRow);
  }

  async listStandingPlacedBetween(
    auctionId: number,
    from: Instant,
    to: Instant,
    limit: number,
  ): Promise<Bid[]> {
    const rows: Row[] = await this.store
      .db('bids')
      .where('auction_id', auctionId)
      .whereNot('status', 'refused')
      .whereBetween('placed_at', [toSqlInstant(from), toSqlInstant(to)])
      .orderBy([
        { column: 'placed_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(limit);
    return rows.map(fromRow);
  }

  async add(bid: New<Bid>): Promise<Bid> {
    try {
      const id = insertedId(await this.store.db('bids').insert(toRow(bid)));
      return { ...bid, id };
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateBidAmountError(bid.auctionId, bid.amount);
      throw error;
    }
  }

  async setStatus(id: number, status: BidStatus, answer: OfferAnswerRecord): Promise<void> {
    await this.store
      .db('bids')
      .where('id', id)
      .update({ status, answered_at: toSqlInstant(answer.at), answered_by: answer.by });
  }

  async lastChainHash(auctionId: number): Promise<string | null> {
    const row: Row | undefined = await this.store
      .db('bids')
      .where('auction_id', auctionId)
      .orderBy('id', 'desc')
      .first('chain_hash');
    return row ? readRow(row).nullableText('chain_hash') : null;
  }
}
