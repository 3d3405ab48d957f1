import type { AuctionMilestone, AuctionMilestoneKind } from '../domain/auction/sale-milestones.js';
import type { AuctionMilestoneRepository } from '../ports/repositories.port.js';
import type { Instant } from '../shared/time.js';
import type { InMemoryState } from './in-memory-state.js';

const keyOf = (auctionId: number, kind: AuctionMilestoneKind) => `${auctionId}:${kind}`;

export class InMemoryAuctionMilestoneRepository implements AuctionMilestoneRepository {
  constructor(private readonly state: InMemoryState) {}

  async find(auctionId: number, kind: AuctionMilestoneKind): Promise<AuctionMilestone | null> {
    const found = this.state.auctionMilestones.get(keyOf(auctionId, kind));
    return found ? { ...found } : null;
  }

  async add(milestone: AuctionMilestone): Promise<void> {
    const key = keyOf(milestone.auctionId, milestone.kind);
    if (this.state.auctionMilestones.has(key)) throw new Error(`Milestone ${key} already recorded`);
    this.state.auctionMilestones.set(key, { ...milestone });
  }

  async listDueClosings(now: Instant, limit: number): Promise<number[]> {
    return [...this.state.auctions.rows.values()]
      .filter((a) => (a.endAt <= now || (a.closedAt !== null && a.closedAt <= now)) && a.startAt <= now)
      .filter((a) => !this.state.auctionMilestones.has(keyOf(a.id, 'closed')))
      .sort((a, b) => a.endAt - b.endAt || a.id - b.id)
      .slice(0, limit)
      .map((a) => a.id);
  }

  async listDueReminders(now: Instant, until: Instant, limit: number): Promise<number[]> {
    return [...this.state.auctions.rows.values()]
      .filter((a) => a.startAt <= now && a.endAt > now && a.endAt <= until && a.closedAt === null)
      .filter((a) => !this.state.auctionMilestones.has(keyOf(a.id, 'ending_soon')))
      .sort((a, b) => a.endAt - b.endAt || a.id - b.id)
      .slice(0, limit)
      .map((a) => a.id);
  }
}
