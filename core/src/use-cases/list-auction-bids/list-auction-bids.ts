import type { Auction, Bid } from '../../domain/auction/auction.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

/** Bids per page of the full history. */
export const AUCTION_BIDS_PAGE_SIZE = 500;

export interface ListAuctionBidsInput {
  auctionId: unknown;
  /** 1-based; page 1 holds the oldest bids. */
  page: unknown;
}

export interface AuctionBidsPage {
  auction: Auction;
  /** Oldest first. */
  bids: Bid[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The full bid history of an auction, a page at a time, oldest first: the poll carries only the
 * latest bids, so that its body stays small whatever the number of bids; whoever wants them all
 * (the ended sale's history, the notary) pages through here.
 */
export class ListAuctionBids implements UseCase<ListAuctionBidsInput, AuctionBidsPage> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(input: ListAuctionBidsInput): Promise<Result<AuctionBidsPage>> {
    const auctionId = parseRecordId(input.auctionId, 'auctionId');
    if (!auctionId.ok) return auctionId;
    const page = input.page === undefined ? 1 : Number(input.page);
    if (!Number.isSafeInteger(page) || page < 1 || page > 1_000_000)
      return fail('invalid_input', undefined, 'page');
    return this.deps.unitOfWork.run(async (repos) => {
      const auction = await repos.auctions.findById(auctionId.value);
      if (!auction) return fail('not_found', undefined, 'auctionId');
      const pageSize = AUCTION_BIDS_PAGE_SIZE;
      const { bids, total } = await repos.bids.sliceByAuction(auction.id, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return ok({ auction, bids, total, page, pageSize });
    });
  }
}
