// The whole bid history on demand ('Afficher les N offres'): the poll and the stream carry only the
// latest bids, the rest is paged on GET /api/bien/currentauction/{id}/bids (oldest first, page 1 the
// oldest). The newest page comes first, then older ones on request; the live bids stay on top as they
// arrive, merged with the pages fetched.
import { AUCTION_BIDS_PAGE_SIZE } from '@immo/core';
import type { AppEpic, AppStore } from '@immo/kit';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { EMPTY, catchError, concat, defer, exhaustMap, filter, map, of, takeUntil } from 'rxjs';
import { pageClosed, pageOpened, selectAuctionState, selectBidCount } from './auction-slice.js';
import { historyBidOf, type BidMember, type HistoryBid } from './wire.js';

export const FULL_HISTORY_STATE_KEY = 'auctionFullHistory';

/** GET /api/bien/currentauction/{id}/bids?page=N */
export interface AuctionBidsAnswer {
  /** Oldest first. */
  'hydra:member': BidMember[];
  'hydra:totalItems': number;
  page: number;
  pageSize: number;
}

export interface FullHistoryState {
  /** The viewer asked for every offer ('Afficher les N offres'), not only the latest few. */
  expanded: boolean;
  /** The auction the pages below belong to. */
  auctionId: number | null;
  /** The bids of the pages fetched so far. */
  fetched: HistoryBid[];
  /** The oldest page fetched (null: none yet); the pages before it are still to fetch. */
  oldestPage: number | null;
  status: 'idle' | 'loading' | 'failed';
}

const initialState: FullHistoryState = {
  expanded: false,
  auctionId: null,
  fetched: [],
  oldestPage: null,
  status: 'idle',
};

export const fullHistorySlice = createSlice({
  name: FULL_HISTORY_STATE_KEY,
  initialState,
  reducers: {
    historyExpanded: (state) => {
      state.expanded = true;
    },
    historyCollapsed: (state) => {
      state.expanded = false;
    },
    /** 'Afficher les offres plus anciennes', or a retry after a failure. */
    olderBidsRequested: (state) => state,
    historyPageRequested: (state, action: PayloadAction<{ auctionId: number }>) => {
      if (state.auctionId !== action.payload.auctionId) {
        state.auctionId = action.payload.auctionId;
        state.fetched = [];
        state.oldestPage = null;
      }
      state.status = 'loading';
    },
    historyPageLoaded: (
      state,
      action: PayloadAction<{ auctionId: number; page: number; bids: HistoryBid[] }>,
    ) => {
      const { auctionId, page, bids } = action.payload;
      if (state.auctionId !== auctionId) return;
      const known = new Set(state.fetched.map((bid) => bid.id));
      state.fetched.push(...bids.filter((bid) => !known.has(bid.id)));
      state.oldestPage = Math.min(page, state.oldestPage ?? page);
      state.status = 'idle';
    },
    historyPageFailed: (state) => {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // Another page, or none: nothing of this one's history is kept.
    builder.addCase(pageOpened, () => initialState).addCase(pageClosed, () => initialState);
  },
});

export const {
  historyExpanded,
  historyCollapsed,
  olderBidsRequested,
  historyPageRequested,
  historyPageLoaded,
  historyPageFailed,
} = fullHistorySlice.actions;

export const selectFullHistoryState = (root: unknown): FullHistoryState =>
  (root as Record<string, FullHistoryState | undefined>)[FULL_HISTORY_STATE_KEY] ?? initialState;

/**
 * The page to fetch next, or null when the bids shown are the whole history. The first is the page
 * holding the newest bid the poll left out (the `shown` latest are the poll's, the one before them is
 * number total − shown), so the pages join the live bids without a gap; then each page before it.
 */
export function nextOlderPage(
  total: number,
  shown: number,
  oldestPage: number | null,
  pageSize = AUCTION_BIDS_PAGE_SIZE,
): number | null {
  if (shown >= total) return null;
  if (oldestPage === null) return Math.ceil((total - shown) / pageSize);
  return oldestPage > 1 ? oldestPage - 1 : null;
}

/**
 * Every offer known, newest first: the live bids (as the poll or the stream last brought them) and the
 * pages fetched, each once. Amounts only grow in an auction, so the highest is also the latest.
 */
export const selectKnownHistory = createSelector(
  [
    (root: unknown) => selectAuctionState(root).bids,
    (root: unknown) => selectAuctionState(root).auction?.id ?? null,
    (root: unknown) => selectFullHistoryState(root),
  ],
  (live, auctionId, full): HistoryBid[] | null => {
    if (live === null) return null;
    const fetched = full.auctionId === auctionId ? full.fetched : [];
    const byId = new Map<number, HistoryBid>();
    for (const bid of [...fetched, ...live]) byId.set(bid.id, bid);
    return [...byId.values()].sort((a, b) => b.amount - a.amount);
  },
);

/** How many offers are neither in the poll's bids nor in a page fetched yet. */
export const selectOlderBidsLeft = (root: unknown): number =>
  Math.max(0, selectBidCount(root) - (selectKnownHistory(root)?.length ?? 0));

/** Fetches the next older page when the history is expanded or older offers are asked for. */
export const fullHistoryEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter((action) => historyExpanded.match(action) || olderBidsRequested.match(action)),
    // A click while a page is on its way asks for nothing more.
    exhaustMap(() => {
      const auctionId = selectAuctionState(state$.value).auction?.id;
      if (auctionId === undefined) return EMPTY;
      const full = selectFullHistoryState(state$.value);
      const page = nextOlderPage(
        selectBidCount(state$.value),
        selectKnownHistory(state$.value)?.length ?? 0,
        full.auctionId === auctionId ? full.oldestPage : null,
      );
      if (page === null) return EMPTY;
      const fetch$ = defer(() =>
        deps.api<AuctionBidsAnswer>(`/api/bien/currentauction/${auctionId}/bids?page=${page}`),
      ).pipe(
        map((answer) =>
          historyPageLoaded({ auctionId, page, bids: answer['hydra:member'].map(historyBidOf) }),
        ),
        catchError(() => of(historyPageFailed())),
      );
      return concat(of(historyPageRequested({ auctionId })), fetch$).pipe(
        takeUntil(action$.pipe(filter(pageClosed.match))),
      );
    }),
  );

const installed = new WeakSet<object>();

/** Brings the full history's state and epic into the shell's store, once per store. */
export function installFullHistory(store: Pick<AppStore, 'injectReducer' | 'addEpic'>): void {
  if (installed.has(store)) return;
  installed.add(store);
  store.injectReducer(FULL_HISTORY_STATE_KEY, fullHistorySlice.reducer);
  store.addEpic(FULL_HISTORY_STATE_KEY, fullHistoryEpic);
}
