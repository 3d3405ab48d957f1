import type {
  AuctionMilestone,
  AuctionMilestoneKind,
  AuctionMilestoneRepository,
  Instant,
  SaleOutcomeKind,
} from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import type { KnexStore } from '../store.js';

const TABLE = 'auction_milestones';

function fromRow(row: Row): AuctionMilestone {
  const c = readRow(row);
  return {
    auctionId: c.number('auction_id'),
    kind: c.text('kind') as AuctionMilestoneKind,
    at: c.instant('at'),
    outcome: c.nullableText('outcome') as SaleOutcomeKind | null,
    price: c.nullableNumber('price'),
    winnerId: c.nullableNumber('winner_id'),
  };
}

/** The once-only steps of auctions; the (auction_id, kind) primary key refuses a second one. */
export class KnexAuctionMilestoneRepository implements AuctionMilestoneRepository {
  constructor(private readonly store: KnexStore) {}

  async find(auctionId: number, kind: AuctionMilestoneKind): Promise<AuctionMilestone | null> {
    const row: Row | undefined = await this.store.db(TABLE).where({ auction_id: auctionId, kind }).first();
    return row ? fromRow(row) : null;
  }

  async add(milestone: AuctionMilestone): Promise<void> {
    await this.store.db(TABLE).insert({
      auction_id: milestone.auctionId,
      kind: milestone.kind,
      at: toSqlInstant(milestone.at),
      outcome: milestone.outcome,
      price: milestone.price,
      winner_id: milestone.winnerId,
    });
  }

  async listDueClosings(now: Instant, limit: number): Promise<number[]> {
    const at = toSqlInstant(now);
    const rows: { id: number }[] = await this.withoutMilestone('closed')
      .where('a.start_at', '<=', at)
      .where((over) => over.where('a.end_at', '<=', at).orWhere('a.closed_at', '<=', at))
      .orderBy([{ column: 'a.end_at' }, { column: 'a.id' }])
      .limit(limit)
      .select('a.id');
    return rows.map((row) => Number(row.id));
  }

  async listDueReminders(now: Instant, until: Instant, limit: number): Promise<number[]> {
    const at = toSqlInstant(now);
    const rows: { id: number }[] = await this.withoutMilestone('ending_soon')
      .where('a.start_at', '<=', at)
      .where('a.end_at', '>', at)
      .where('a.end_at', '<=', toSqlInstant(until))
      .whereNull('a.closed_at')
      .orderBy([{ column: 'a.end_at' }, { column: 'a.id' }])
      .limit(limit)
      .select('a.id');
    return rows.map((row) => Number(row.id));
  }

  private withoutMilestone(kind: AuctionMilestoneKind) {
    return this.store
      .db('auctions as a')
      .leftJoin(`${TABLE} as m`, (join) => join.on('m.auction_id', '=', 'a.id').andOnVal('m.kind', '=', kind))
      .whereNull('m.auction_id');
  }
}
