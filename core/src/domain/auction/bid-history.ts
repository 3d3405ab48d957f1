import type { MessageCode } from '../../messages/catalogue.js';
import { formatEuros } from '../../shared/format.js';
import type { Auction, Bid } from './auction.js';

/** A text to show, as a catalogue code and its placeholders: the screen translates it. */
export interface CatalogueText {
  readonly code: MessageCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The bid history names the viewer's own bids 'Moi' and everyone else's 'Acquéreur {id}' (spec §6). */
export const bidHistoryLabel = (bid: Pick<Bid, 'userId'>, viewerId: number): CatalogueText =>
  viewerId !== 0 && bid.userId === viewerId
    ? { code: 'bid_history_me' }
    : { code: 'bid_history_buyer', params: { id: bid.userId } };

/** The price shown (currentPriceDisplay): the current price in French euros, the first price before any bid. */
export const currentPriceDisplay = (auction: Pick<Auction, 'currentPrice' | 'firstPrice'>): string =>
  formatEuros(auction.currentPrice ?? auction.firstPrice);

/**
 * A poll brought a bid the page had not seen as the last one: the page plays its sound (spec §4).
 * The first poll (nothing seen yet) only sets the reference and stays silent.
 */
export const hasNewLastBid = (
  previousLastBidId: number | null | undefined,
  bids: readonly Pick<Bid, 'id'>[],
): boolean => {
  const last = bids[bids.length - 1];
  return previousLastBidId !== undefined && last !== undefined && last.id !== previousLastBidId;
};
