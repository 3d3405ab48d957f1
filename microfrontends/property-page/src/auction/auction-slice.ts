// The property page's state: the page as loaded, then the live auction kept fresh by polling, the
// bid input, the bid flow and the interest registration. Injected into the shell's store as 'auction'.
import {
  amountToConfirm,
  auctionPhase,
  bidControlsState,
  lowerBid,
  minimumBid,
  nextBidInput,
  raiseBid,
  type AuctionPhase,
  liveCountdownMode,
  remainingMs,
  type AuctionSnapshot,
  type LiveCountdownMode,
  type BidControlsState,
  type Instant,
  type MessageCode,
} from '@immo/core';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PropertyPageData } from '../api/page-data.js';
import { clockOffsetMs, syncClock, type ClockSync } from './clock.js';
import {
  historyBidOf,
  instantOf,
  liveAuctionOf,
  type BidMember,
  type CurrentAuctionAnswer,
  type HistoryBid,
  type LiveAuction,
} from './wire.js';

/** A text to show: a catalogue code (translated on screen) or the server's own words. */
export type ShownText = { code: MessageCode; params?: Record<string, string | number> } | { text: string };

export type BidStep = 'idle' | 'confirm' | 'pending' | 'success';

export type InterestStep = 'idle' | 'confirm' | 'loading' | 'redirecting';

/** idle → due (crossed 2 min 1 s) → visible (2 s later) → done (10 s later); never again. */
export type TwoMinuteNotice = 'idle' | 'due' | 'visible' | 'done';

export interface AuctionState {
  bienId: number | null;
  load: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: ShownText | null;
  page: PropertyPageData | null;
  auction: LiveAuction | null;
  /** The panel chosen from server time when the page loaded; a phase change reloads the page. */
  panel: AuctionPhase | null;
  clock: ClockSync | null;
  /** The client's time at the last tick (the countdowns re-render from it). */
  clientNow: Instant;
  /** Oldest first, as the poll answers; null until the first poll. */
  bids: HistoryBid[] | null;
  /** Every bid of the auction (hydra:totalItems): `bids` holds only the latest the poll carries. */
  totalBids: number | null;
  /** undefined until the first poll, so that the first answer never sounds. */
  lastBidId: number | null | undefined;
  /** The live countdown reached zero: 'Enchère terminée', reload pending. */
  ended: boolean;
  twoMinuteNotice: TwoMinuteNotice;
  bidInput: number | null;
  bid: {
    step: BidStep;
    amount: number | null;
    error: ShownText | null;
    /** The price moved while the dialog asked for confirmation: the amount was raised to the new minimum. */
    raised?: boolean;
  };
  /** 'Ce bien m'intéresse': confirm → loading (the registration call) → redirecting (the buyer's file). */
  interest: { step: InterestStep; error: ShownText | null };
}

export const initialAuctionState: AuctionState = {
  bienId: null,
  load: 'idle',
  loadError: null,
  page: null,
  auction: null,
  panel: null,
  clock: null,
  clientNow: 0,
  bids: null,
  totalBids: null,
  lastBidId: undefined,
  ended: false,
  twoMinuteNotice: 'idle',
  bidInput: null,
  bid: { step: 'idle', amount: null, error: null },
  interest: { step: 'idle', error: null },
};

interface Timed {
  sentAt: Instant;
  receivedAt: Instant;
}

/**
 * The price moved while the confirmation dialog is open: the amount to confirm follows it up to the
 * new minimum (core's amountToConfirm), and the dialog says so. Any source of auction updates (the
 * poll, a pushed event) calls this after moving the price.
 */
export function followPriceInConfirmation(state: AuctionState): void {
  if (state.bid.step !== 'confirm' || state.bid.amount === null || !state.auction) return;
  const amount = amountToConfirm(state.bid.amount, state.auction);
  if (amount !== state.bid.amount) state.bid = { ...state.bid, amount, raised: true };
}

/** The same values in the same fields (a live auction's fields are numbers or null). */
const sameFields = <T extends object>(a: T, b: T): boolean =>
  (Object.keys(b) as (keyof T)[]).every((key) => a[key] === b[key]) &&
  Object.keys(a).length === Object.keys(b).length;

const sameBids = (a: readonly HistoryBid[], b: readonly HistoryBid[]): boolean =>
  a.length === b.length && a.every((bid, index) => sameFields(bid, b[index]!));

const serverNowOf = (state: Pick<AuctionState, 'clientNow' | 'clock'>): Instant =>
  state.clientNow + clockOffsetMs(state.clock);

export const auctionSlice = createSlice({
  name: 'auction',
  initialState: initialAuctionState,
  reducers: {
    pageOpened: (_state, action: PayloadAction<{ bienId: number }>): AuctionState => ({
      ...initialAuctionState,
      bienId: action.payload.bienId,
      load: 'loading',
    }),
    /** The viewer changed (login, logout): the same page again, for them. */
    pageRefreshRequested: (state) => state,
    pageClosed: (): AuctionState => initialAuctionState,
    pageLoaded: (state, action: PayloadAction<{ page: PropertyPageData } & Timed>) => {
      const { page, sentAt, receivedAt } = action.payload;
      const auction = page.enchere ? liveAuctionOf(page.enchere) : null;
      const clock = syncClock(null, {
        serverNow: instantOf(page.currentAuctionNowDateTime),
        sentAt,
        receivedAt,
      });
      const fresh: AuctionState = {
        ...initialAuctionState,
        bienId: state.bienId,
        load: 'ready',
        page,
        auction,
        clock,
        clientNow: receivedAt,
      };
      fresh.panel = auction ? auctionPhase(auction, serverNowOf(fresh)) : 'upcoming';
      fresh.bidInput = auction ? minimumBid(auction) : null;
      return fresh;
    },
    pageFailed: (state, action: PayloadAction<ShownText>) => {
      state.load = 'failed';
      state.loadError = action.payload;
    },
    /**
     * The viewer's part of the page again (their buyer file changed: a visit booked or cancelled),
     * the live auction, its clock and history left as they are.
     */
    pageDataRefreshRequested: (state) => state,
    pageDataRefreshed: (state, action: PayloadAction<PropertyPageData>) => {
      if (state.load === 'ready' && action.payload.bienId === state.bienId) state.page = action.payload;
    },
    tick: (state, action: PayloadAction<Instant>) => {
      state.clientNow = action.payload;
    },
    polled: (state, action: PayloadAction<{ answer: CurrentAuctionAnswer } & Timed>) => {
      const { answer, sentAt, receivedAt } = action.payload;
      if (!state.auction || answer.AdditionalData.enchereId !== state.auction.id) return;
      const previousPrice = state.auction.currentPrice;
      // An answer that changes nothing keeps the same objects: what reads them is not drawn again.
      const auction = liveAuctionOf(answer.AdditionalData);
      if (!sameFields(state.auction, auction)) state.auction = auction;
      state.clock = syncClock(state.clock, {
        serverNow: instantOf(answer.AdditionalData.currentAuctionNowDateTime),
        sentAt,
        receivedAt,
      });
      state.clientNow = Math.max(state.clientNow, receivedAt);
      const members = answer['hydra:member'];
      const bids = members.map(historyBidOf);
      if (!state.bids || !sameBids(state.bids, bids)) state.bids = bids;
      state.totalBids = answer['hydra:totalItems'];
      state.lastBidId = members[members.length - 1]?.id ?? null;
      if (state.auction.currentPrice !== previousPrice) {
        state.bidInput = nextBidInput(state.bidInput, state.auction);
        followPriceInConfirmation(state);
      }
    },
    auctionEnded: (state) => {
      state.ended = true;
    },
    twoMinuteNoticeRaised: (state) => {
      state.twoMinuteNotice = 'due';
    },
    twoMinuteNoticeShown: (state) => {
      state.twoMinuteNotice = 'visible';
    },
    twoMinuteNoticeHidden: (state) => {
      state.twoMinuteNotice = 'done';
    },

    // The bid input (spec §5.3).
    bidInputTyped: (state, action: PayloadAction<number | null>) => {
      state.bidInput = action.payload;
    },
    bidLowered: (state) => {
      if (state.auction) state.bidInput = lowerBid(state.bidInput ?? 0, state.auction);
    },
    bidRaised: (state) => {
      if (!state.auction) return;
      state.bidInput =
        state.bidInput === null ? minimumBid(state.auction) : raiseBid(state.bidInput, state.auction);
    },

    // The bid flow (spec §4): submit → confirm → pending → success | error.
    bidSubmitted: (state) => state,
    bidConfirmationOpened: (state, action: PayloadAction<number>) => {
      state.bid = { step: 'confirm', amount: action.payload, error: null };
    },
    bidCancelled: (state) => {
      state.bid = { step: 'idle', amount: null, error: state.bid.error };
    },
    bidConfirmed: (state) => {
      if (state.bid.step === 'confirm') state.bid.step = 'pending';
    },
    bidSucceeded: (state, action: PayloadAction<BidMember>) => {
      const member = action.payload;
      state.bid = { step: 'success', amount: member.amount, error: null };
      if (!state.auction) return;
      const previousPrice = state.auction.currentPrice;
      state.auction.currentPrice = member.Enchere.currentPrice;
      state.auction.endAt = instantOf(member.Enchere.dateFinWithTimezone);
      if (state.bids && !state.bids.some((bid) => bid.id === member.id)) {
        state.bids.push(historyBidOf(member));
        if (state.totalBids !== null) state.totalBids += 1;
      }
      if (state.lastBidId !== undefined) state.lastBidId = member.id;
      if (state.auction.currentPrice !== previousPrice) {
        state.bidInput = nextBidInput(state.bidInput, state.auction);
      }
    },
    bidFailed: (state, action: PayloadAction<ShownText>) => {
      state.bid = { step: 'idle', amount: null, error: action.payload };
    },
    bidDialogClosed: (state) => {
      if (state.bid.step === 'success') state.bid.step = 'idle';
    },
    bidErrorExpired: (state) => {
      state.bid.error = null;
    },

    // 'Ce bien m'intéresse' (spec §7, issue 9): asked first, registered only once confirmed.
    interestRequested: (state) => {
      if (state.interest.step === 'idle') state.interest = { step: 'confirm', error: null };
    },
    interestCancelled: (state) => {
      if (state.interest.step === 'confirm') state.interest = { ...initialAuctionState.interest };
    },
    interestConfirmed: (state) => {
      if (state.interest.step === 'confirm') state.interest.step = 'loading';
    },
    /** Registered: the buyer's file page is on its way. */
    interestRegistered: (state) => {
      state.interest.step = 'redirecting';
    },
    /** The login page takes over (a 401): nothing to show here. */
    interestInterrupted: (state) => {
      state.interest = { ...initialAuctionState.interest };
    },
    interestFailed: (state, action: PayloadAction<ShownText>) => {
      state.interest = { ...initialAuctionState.interest, error: action.payload };
    },
  },
});

export const {
  pageOpened,
  pageRefreshRequested,
  pageClosed,
  pageLoaded,
  pageFailed,
  pageDataRefreshRequested,
  pageDataRefreshed,
  tick,
  polled,
  auctionEnded,
  twoMinuteNoticeRaised,
  twoMinuteNoticeShown,
  twoMinuteNoticeHidden,
  bidInputTyped,
  bidLowered,
  bidRaised,
  bidSubmitted,
  bidConfirmationOpened,
  bidCancelled,
  bidConfirmed,
  bidSucceeded,
  bidFailed,
  bidDialogClosed,
  bidErrorExpired,
  interestRequested,
  interestConfirmed,
  interestRegistered,
  interestCancelled,
  interestInterrupted,
  interestFailed,
} = auctionSlice.actions;

// Selectors. The slice is injected at run time: until then it reads as the initial state.
export const selectAuctionState = (root: unknown): AuctionState =>
  (root as { auction?: AuctionState }).auction ?? initialAuctionState;

export const selectPage = (root: unknown) => selectAuctionState(root).page;
export const selectAuction = (root: unknown) => selectAuctionState(root).auction;
/** The panel the page shows (null until loaded): a narrow read for parts that need not follow the clock. */
export const selectPanel = (root: unknown) => selectAuctionState(root).panel;

/** Server time now (the last tick, corrected by the learnt offset). */
export const selectServerNow = (root: unknown): Instant => serverNowOf(selectAuctionState(root));

/** Whether the live countdown is over, and its mode: what the live panel's parts follow, not each tick. */
export const selectLiveCourse = (root: unknown): { over: boolean; mode: LiveCountdownMode } | null => {
  const state = selectAuctionState(root);
  if (!state.auction) return null;
  const now = serverNowOf(state);
  return {
    over: state.ended || remainingMs(state.auction, now) === 0,
    mode: liveCountdownMode(state.auction, now),
  };
};

export const selectMinimumBid = (root: unknown): number | null => {
  const auction = selectAuction(root);
  return auction ? minimumBid(auction) : null;
};

/** The phase the bid controls obey: the panel's, 'ended' once the countdown reached zero. */
const selectControlsPhase = (root: unknown): AuctionPhase => {
  const state = selectAuctionState(root);
  if (state.ended) return 'ended';
  if (state.auction?.closedAt != null && state.auction.closedAt <= serverNowOf(state)) return 'ended';
  return state.panel ?? 'upcoming';
};

const selectMidTransaction = (root: unknown): boolean => {
  const step = selectAuctionState(root).bid.step;
  return step === 'confirm' || step === 'pending';
};

/** Whether the viewer may bid now and, if not, why (core's rule on the page's viewer data). */
export const selectBidControls = createSelector(
  [selectPage, selectControlsPhase, selectMidTransaction],
  (page, phase, midTransaction): BidControlsState =>
    bidControlsState({
      // An anonymous visitor's first step is to log in and register ('Ce bien m'intéresse').
      blocks: !page || page.currentUser === 0 ? ['not_registered'] : page.bidderBlocks,
      phase,
      midTransaction,
    }),
);

/** The history newest first, the highest offer on top. */
/** How many offers the auction has (the history shows only the latest). */
export const selectBidCount = (root: unknown): number => {
  const { bids, totalBids } = selectAuctionState(root);
  return Math.max(totalBids ?? 0, bids?.length ?? 0);
};

export const selectHistory = createSelector([(root: unknown) => selectAuctionState(root).bids], (bids) =>
  bids === null ? null : [...bids].reverse(),
);

const selectBids = (root: unknown) => selectAuctionState(root).bids;
/** Whether the sale is over for the page: the countdown reached zero, or an offer was accepted. */
const selectSaleOver = (root: unknown): boolean => selectControlsPhase(root) === 'ended';

/**
 * The auction as core's liveNotices reads it (issue 13): price, end, leader and bidders, over or
 * not. Null until the first poll brought the history. Whatever moves the auction in the store (the
 * poll, a pushed event), the notices follow from the change of this snapshot.
 */
export const selectAuctionSnapshot = createSelector(
  [selectAuction, selectBids, selectSaleOver],
  (auction, bids, over): AuctionSnapshot | null => {
    if (!auction || bids === null) return null;
    const leader = bids[bids.length - 1];
    return {
      price: auction.currentPrice,
      endAt: auction.endAt,
      leaderId: leader?.userId ?? null,
      bidderIds: [...new Set(bids.map((bid) => bid.userId))],
      ended: over,
      accepted: auction.closedAt !== null,
    };
  },
);

/** The viewer's id (0 when anonymous). */
export const selectViewerId = (root: unknown): number => selectPage(root)?.currentUser ?? 0;
