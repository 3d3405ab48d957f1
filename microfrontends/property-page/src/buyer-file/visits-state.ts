// Booking a visit from the property page (issue 9): the open slots of the property, fetched only
// once the visits dialog is opened by a registered buyer, booking one, cancelling one's own before
// it starts; after each change the page's data is read again so that the checklist follows.
import { parseParisDateTime, type AuctionPhase, type Instant } from '@immo/core';
import type { AppEpic, AppStore, VisitSlotJson } from '@immo/kit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  EMPTY,
  catchError,
  concat,
  defer,
  exhaustMap,
  filter,
  from,
  map,
  of,
  switchMap,
  takeUntil,
} from 'rxjs';
import type { PropertyPageData } from '../api/page-data.js';
import {
  pageClosed,
  pageDataRefreshRequested,
  pageOpened,
  selectAuctionState,
  type ShownText,
} from '../auction/auction-slice.js';
import { serverText } from '../auction/epics.js';

export type { VisitSlotJson };

export interface VisitSlotsAnswer {
  'hydra:member': VisitSlotJson[];
  'hydra:totalItems': number;
}

export const visitStartOf = (slot: Pick<VisitSlotJson, 'start'>): Instant =>
  parseParisDateTime(slot.start) ?? Number.NaN;

/**
 * What the viewer may do about visits here: nothing (a sale manager, a sale over), register first
 * (anonymous or not registered), or book (a registered buyer).
 */
export type VisitAccess = 'hidden' | 'register' | 'book';

export function visitAccess(page: PropertyPageData, phase: AuctionPhase): VisitAccess {
  if (phase === 'ended') return 'hidden';
  if (page.currentUser === 0) return 'register';
  // The checklist is the viewer's buyer file: sale managers have none and book nothing.
  if (page.checklist === null) return 'hidden';
  return page.bienInscrit === '1' ? 'book' : 'register';
}

export type VisitAction = 'book' | 'cancel';

/** A booking or cancelling done (with the slot's start, for the notice), or the server's refusal. */
export type VisitNotice =
  { kind: 'booked' | 'cancelled'; startsAt: Instant } | { kind: 'error'; text: ShownText };

export interface VisitsState {
  open: boolean;
  slots: { status: 'idle' | 'loading' | 'ready' | 'failed'; items: VisitSlotJson[] };
  busy: { visitId: number; action: VisitAction } | null;
  notice: VisitNotice | null;
}

export const VISITS_STATE_KEY = 'propertyVisits';

const initialState: VisitsState = {
  open: false,
  slots: { status: 'idle', items: [] },
  busy: null,
  notice: null,
};

export const visitsSlice = createSlice({
  name: VISITS_STATE_KEY,
  initialState,
  reducers: {
    visitsOpened: (state) => {
      state.open = true;
      state.notice = null;
    },
    visitsClosed: (state) => {
      state.open = false;
      state.notice = null;
    },
    /** The list again (its retry). */
    visitSlotsRequested: (state) => state,
    visitSlotsLoading: (state) => {
      // A list already shown stays while it is read again.
      if (state.slots.status !== 'ready') state.slots.status = 'loading';
    },
    visitSlotsLoaded: (state, action: PayloadAction<VisitSlotJson[]>) => {
      state.slots = { status: 'ready', items: action.payload };
    },
    visitSlotsFailed: (state) => {
      state.slots.status = 'failed';
    },
    visitActionRequested: (state, action: PayloadAction<{ visitId: number; action: VisitAction }>) => {
      if (state.busy) return;
      state.busy = action.payload;
      state.notice = null;
    },
    visitActionDone: (state, action: PayloadAction<{ slot: VisitSlotJson; action: VisitAction }>) => {
      const { slot, action: done } = action.payload;
      state.busy = null;
      state.notice = { kind: done === 'book' ? 'booked' : 'cancelled', startsAt: visitStartOf(slot) };
      state.slots.items = state.slots.items.map((item) =>
        item.id === slot.id ? { ...item, bookedByViewer: done === 'book' } : item,
      );
    },
    visitActionFailed: (state, action: PayloadAction<ShownText>) => {
      state.busy = null;
      state.notice = { kind: 'error', text: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageOpened, () => initialState).addCase(pageClosed, () => initialState);
  },
});

export const {
  visitsOpened,
  visitsClosed,
  visitSlotsRequested,
  visitSlotsLoading,
  visitSlotsLoaded,
  visitSlotsFailed,
  visitActionRequested,
  visitActionDone,
  visitActionFailed,
} = visitsSlice.actions;

export const selectVisitsState = (root: unknown): VisitsState =>
  (root as Record<string, VisitsState | undefined>)[VISITS_STATE_KEY] ?? initialState;

export const visitsPath = (bienId: number): string => `/api/bien/${bienId}/visites`;
export const bookVisitPath = (bienId: number, visitId: number): string =>
  `${visitsPath(bienId)}/${visitId}/book`;
export const visitReservationPath = (bienId: number, visitId: number): string =>
  `${visitsPath(bienId)}/${visitId}/reservation`;

/** What to say when a refusal came without the server's words. */
const FALLBACK_CODES: Record<string, ShownText> = {
  visit_full: { code: 'visit_full' },
  visit_already_booked: { code: 'visit_already_booked' },
  visit_in_past: { code: 'visit_in_past' },
};
const ACTION_FALLBACK: Record<VisitAction, ShownText> = {
  book: { code: 'property_buyer_visit_book_failed' },
  cancel: { code: 'property_buyer_visit_cancel_failed' },
};

const errorCodeOf = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

type State$ = { value: unknown };

/** The property and the page, when the viewer is a buyer registered on it. */
function bookingContext(state$: State$): { bienId: number } | null {
  const { page, panel } = selectAuctionState(state$.value);
  if (!page || visitAccess(page, panel ?? page.phase) !== 'book') return null;
  return { bienId: page.bienId };
}

/**
 * The slots, read when the dialog opens, on a retry, and after each booking or cancelling (or its
 * refusal: a slot filled or started meanwhile leaves the list); never for whoever cannot book.
 */
const slotsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(
      (action) =>
        visitsOpened.match(action) ||
        visitSlotsRequested.match(action) ||
        visitActionDone.match(action) ||
        visitActionFailed.match(action),
    ),
    switchMap(() => {
      const context = bookingContext(state$);
      if (!context) return EMPTY;
      return concat(
        of(visitSlotsLoading()),
        defer(() => api<VisitSlotsAnswer>(visitsPath(context.bienId))).pipe(
          map((answer) => visitSlotsLoaded(answer['hydra:member'])),
          catchError(() => of(visitSlotsFailed())),
        ),
      ).pipe(takeUntil(action$.pipe(filter(pageClosed.match))));
    }),
  );

/** One booking or cancelling at a time; the page's data read again after each change. */
const actionEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(visitActionRequested.match),
    exhaustMap(({ payload: { visitId, action } }) => {
      const context = bookingContext(state$);
      const slot = selectVisitsState(state$.value).slots.items.find((item) => item.id === visitId);
      if (!context || !slot) return of(visitActionFailed(ACTION_FALLBACK[action]));
      const call: () => Promise<VisitSlotJson | null> =
        action === 'book'
          ? () => api<VisitSlotJson>(bookVisitPath(context.bienId, visitId), { method: 'POST' })
          : () => api<null>(visitReservationPath(context.bienId, visitId), { method: 'DELETE' });
      return defer(call).pipe(
        switchMap((answer) =>
          from([visitActionDone({ slot: answer ?? slot, action }), pageDataRefreshRequested()]),
        ),
        catchError((error: unknown) =>
          of(
            visitActionFailed(
              serverText(error, FALLBACK_CODES[errorCodeOf(error)] ?? ACTION_FALLBACK[action]),
            ),
          ),
        ),
        takeUntil(action$.pipe(filter(pageClosed.match))),
      );
    }),
  );

const installed = new WeakSet<object>();

/** Brings the visits' state and epics into the shell's store, once per store. */
export function installVisits(store: Pick<AppStore, 'injectReducer' | 'addEpic'>): void {
  if (installed.has(store)) return;
  installed.add(store);
  store.injectReducer(VISITS_STATE_KEY, visitsSlice.reducer);
  store.addEpic('visits/slots', slotsEpic);
  store.addEpic('visits/action', actionEpic);
}
