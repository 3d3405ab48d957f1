// The live auction for components that react to its changes ('Vous avez été surenchéri', 'Vente
// prolongée de 2 minutes', a confirmation amount that follows the price): the snapshot the stream or
// the poll brought last, and the one before it.
import { createSelector } from '@reduxjs/toolkit';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectAuctionState } from './auction-slice.js';
import type { HistoryBid, LiveAuction } from './wire.js';

export interface AuctionLiveSnapshot {
  auction: LiveAuction;
  /** The latest bids, oldest first (the last is the highest). */
  bids: readonly HistoryBid[];
  /** Every bid of the auction, including those `bids` leaves out. */
  totalBids: number;
}

export interface AuctionLive {
  /** Null until the first answer of the stream or the poll. */
  current: AuctionLiveSnapshot | null;
  /** What `current` replaced: compare the two to see what changed (a new last bid, a later end…). */
  previous: AuctionLiveSnapshot | null;
}

const selectLiveSnapshot = createSelector(
  [
    (root: unknown) => selectAuctionState(root).auction,
    (root: unknown) => selectAuctionState(root).bids,
    (root: unknown) => selectAuctionState(root).totalBids,
  ],
  (auction, bids, totalBids): AuctionLiveSnapshot | null =>
    auction && bids ? { auction, bids, totalBids: Math.max(totalBids ?? 0, bids.length) } : null,
);

/** The auction `auctionId` as the page last heard it, and before; both null for another auction. */
export function useAuctionLive(auctionId: number | null): AuctionLive {
  const selected = useSelector(selectLiveSnapshot);
  const current = selected && selected.auction.id === auctionId ? selected : null;
  const [pair, setPair] = useState<AuctionLive>({ current, previous: null });
  if (pair.current === current) return pair;
  // A new snapshot: remembered beside the one it replaces (React's "state from the previous render").
  const next = { current, previous: pair.current };
  setPair(next);
  return next;
}
