// Everything time-based on the property page, as redux-observable epics: the page load, the clock
// ticks of the countdowns, polling, the end of the sale, the two-minute notice, the bid flow and
// the interest registration. Delays are rxjs timers, so fake timers drive them in tests.
import {
  BID_ERROR_DISPLAY_MS,
  FIRST_POLL_DELAY_MS,
  RELOAD_AFTER_END_MS,
  TWO_MINUTE_NOTICE_DELAY_MS,
  TWO_MINUTE_NOTICE_DISPLAY_MS,
  auctionPhase,
  buyerFilePath,
  checkBidAmount,
  hasNewLastBid,
  loginPagePath,
  minimumBid,
  pollIntervalMs,
  preBidDelayMs,
  recheckBidAmount,
  remainingMs,
  twoMinuteNoticeDue,
  type DomainError,
  type Instant,
} from '@immo/core';
import type { AppEpic, EpicDependencies, SessionState } from '@immo/kit';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  EMPTY,
  Observable,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  from,
  ignoreElements,
  map,
  mergeMap,
  of,
  repeat,
  switchMap,
  take,
  takeUntil,
  tap,
  timer,
} from 'rxjs';
import type { PropertyPageData } from '../api/page-data.js';
import {
  auctionEnded,
  bidConfirmationOpened,
  bidConfirmed,
  bidErrorExpired,
  bidFailed,
  bidSubmitted,
  bidSucceeded,
  interestConfirmed,
  interestFailed,
  interestInterrupted,
  interestRegistered,
  pageClosed,
  pageDataRefreshRequested,
  pageDataRefreshed,
  pageFailed,
  pageLoaded,
  pageOpened,
  pageRefreshRequested,
  polled,
  selectAuctionState,
  selectBidControls,
  selectServerNow,
  selectViewerId,
  tick,
  twoMinuteNoticeHidden,
  twoMinuteNoticeRaised,
  twoMinuteNoticeShown,
  type AuctionState,
  type ShownText,
} from './auction-slice.js';
import { playBidSound } from './sound.js';
import { NoStreamInThisBrowser, streamRetryDelayMs, streamWithFallback } from './stream-fallback.js';
import {
  liveAuctionOf,
  userIdOf,
  type BidMember,
  type CurrentAuctionAnswer,
  type InterestAnswer,
} from './wire.js';

/** What the page needs of a server-sent-events source: the browser's EventSource, or a test's. */
export interface AuctionStream {
  addEventListener(type: 'auction', listener: (event: { data: string }) => void): void;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

/** Optional ports of the auction's epics beyond the kit's (the sound, the stream, replaced in tests). */
export interface AuctionPorts {
  playSound: () => void;
  /** Opens the auction's stream; null where the browser has none (the page then polls). */
  openStream?: (path: string) => AuctionStream | null;
}

/** The browser's EventSource (same origin: the BEARER cookie goes with it). */
export const browserStream = (path: string): AuctionStream | null =>
  typeof EventSource === 'function' ? (new EventSource(path) as unknown as AuctionStream) : null;

type State$ = { value: unknown };

const auctionOf = (state$: State$): AuctionState => selectAuctionState(state$.value);

const closed = (action$: Observable<UnknownAction>) => action$.pipe(filter(pageClosed.match));

/** An API failure as text: the server's message when it gave one, else `fallback`. */
export function serverText(error: unknown, fallback: ShownText): ShownText {
  const failure = error as { status?: unknown; message?: unknown } | null;
  const fromServer =
    typeof failure?.status === 'number' &&
    failure.status > 0 &&
    typeof failure.message === 'string' &&
    failure.message.trim() !== '';
  return fromServer ? { text: failure.message as string } : fallback;
}

const statusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
};

const shownOf = (error: DomainError): ShownText =>
  error.params ? { code: error.code, params: { ...error.params } } : { code: error.code };

/** One call, timed on the client's clock at both ends (the server-clock offset needs both). */
function timedCall<T>(deps: EpicDependencies, call: () => Promise<T>) {
  return defer(() => {
    const sentAt = deps.now();
    return from(call()).pipe(map((answer) => ({ answer, sentAt, receivedAt: deps.now() })));
  });
}

/** The new-bid sound: a new last bid that is not the viewer's own. */
function soundNewBid(ports: AuctionPorts, state$: State$, answer: CurrentAuctionAnswer): void {
  const members = answer['hydra:member'];
  const last = members[members.length - 1];
  const viewerId = selectViewerId(state$.value);
  const mine = last !== undefined && viewerId !== 0 && userIdOf(last.User) === viewerId;
  if (!mine && hasNewLastBid(auctionOf(state$).lastBidId, members)) ports.playSound();
}

const pollPath = (enchereId: number) => `/api/bien/currentauction/${enchereId}`;

/** One poll of the auction, as the `polled` action; the new-bid sound decided on the way. */
function pollOnce(deps: EpicDependencies, ports: AuctionPorts, state$: State$, enchereId: number) {
  return timedCall(deps, () => deps.api<CurrentAuctionAnswer>(pollPath(enchereId))).pipe(
    tap(({ answer }) => soundNewBid(ports, state$, answer)),
    map((timed) => polled(timed)),
  );
}

/**
 * The auction's stream (issue 13): each event is the poll's answer, as a `polled` action, the moment
 * the auction changes. Errors when the stream fails (refused, dropped) or when this browser has none
 * (NoStreamInThisBrowser): the caller then polls as the spec says.
 */
function streamOf(deps: EpicDependencies, ports: AuctionPorts, state$: State$, enchereId: number) {
  return new Observable<UnknownAction>((subscriber) => {
    const source = (ports.openStream ?? browserStream)(`${pollPath(enchereId)}/stream`);
    if (!source) {
      subscriber.error(new NoStreamInThisBrowser());
      return undefined;
    }
    source.addEventListener('auction', (event) => {
      let answer: CurrentAuctionAnswer;
      try {
        answer = JSON.parse(event.data) as CurrentAuctionAnswer;
      } catch (error) {
        subscriber.error(error);
        return;
      }
      soundNewBid(ports, state$, answer);
      // Pushed as soon as written: the server time is taken as of its arrival.
      const at = deps.now();
      subscriber.next(polled({ answer, sentAt: at, receivedAt: at }));
    });
    source.onerror = () => subscriber.error(new Error('stream failed'));
    return () => source.close();
  });
}

/** The page once (GET /api/bien/{bienId}/page), again when the viewer changes. */
const loadPageEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter((action) => pageOpened.match(action) || pageRefreshRequested.match(action)),
    switchMap(() => {
      const { bienId } = auctionOf(state$);
      if (bienId === null) return EMPTY;
      return timedCall(deps, () => deps.api<PropertyPageData>(`/api/bien/${bienId}/page`)).pipe(
        map(({ answer, sentAt, receivedAt }) => pageLoaded({ page: answer, sentAt, receivedAt })),
        catchError((error: unknown) =>
          of(
            pageFailed(
              statusOf(error) === 404
                ? { code: 'property_page_not_found' }
                : { code: 'property_page_load_failed' },
            ),
          ),
        ),
        takeUntil(closed(action$)),
      );
    }),
  );

/** Login or logout elsewhere in the shell: the page is reloaded for the new viewer. */
const viewerChangeEpic: AppEpic = (_action$, state$) =>
  state$.pipe(
    map((root) => {
      const session = (root as { session?: SessionState }).session;
      return !session || session.status === 'unknown' ? null : (session.user?.id ?? 0);
    }),
    filter((id): id is number => id !== null),
    distinctUntilChanged(),
    filter((id) => {
      const state = auctionOf(state$);
      return state.load === 'ready' && state.page !== null && state.page.currentUser !== id;
    }),
    map(() => pageRefreshRequested()),
  );

/**
 * The wait until just past the next whole second before the target (the end, or the start): the
 * countdown's seconds change there, and 'less than 5 s', '2 min 1 s' and the end itself are then
 * seen on time rather than up to a second late.
 */
function msToNextSecond(state: AuctionState, serverNow: Instant): number {
  const target = state.panel === 'upcoming' ? state.auction?.startAt : state.auction?.endAt;
  if (target === undefined) return 1000;
  const left = target - serverNow;
  return left <= 0 ? 1000 : (left % 1000 || 1000) + 1;
}

/** The countdowns' clock: a tick at each change of second, on server time. */
const clockEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(pageLoaded.match),
    switchMap(() => {
      if (auctionOf(state$).panel === 'ended') return EMPTY;
      return defer(() => timer(msToNextSecond(auctionOf(state$), selectServerNow(state$.value)))).pipe(
        map(() => tick(deps.now())),
        repeat(),
        takeUntil(closed(action$)),
      );
    }),
  );

/**
 * The live auction: the stream when the browser can hold it, else — and as soon as it fails — polling
 * (spec §7): every second for a verified viewer, every 5 s otherwise, the first after 500 ms; errors
 * swallowed (the panel keeps the last state). A failed stream is tried again, 5 s after, then 10, 20…
 * up to 60 s, while polling goes on; polling stops at its first event (stream-fallback.ts). An ended
 * sale fetches its history once.
 */
const liveEpic =
  (ports: AuctionPorts): AppEpic =>
  (action$, state$, deps) =>
    action$.pipe(
      filter(pageLoaded.match),
      switchMap(({ payload: { page } }) => {
        const { auction, panel } = auctionOf(state$);
        if (!auction || panel === 'upcoming') return EMPTY;
        const poll = () => pollOnce(deps, ports, state$, auction.id).pipe(catchError(() => EMPTY));
        if (panel === 'ended') return poll().pipe(takeUntil(closed(action$)));
        const polling = timer(
          FIRST_POLL_DELAY_MS,
          pollIntervalMs({ verified: page.userVerified === '1' }),
        ).pipe(exhaustMap(poll));
        return streamWithFallback(
          () => streamOf(deps, ports, state$, auction.id),
          polling,
          (retry) => streamRetryDelayMs(retry, deps.random()),
        ).pipe(takeUntil(closed(action$)));
      }),
    );

/**
 * The end of a phase seen by the countdown: the upcoming countdown completing reloads the page;
 * the live one reaching zero shows 'Enchère terminée' and reloads 2 s later (spec §4).
 */
const phaseEndEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(pageLoaded.match),
    switchMap(() => {
      const { panel } = auctionOf(state$);
      if (panel === 'ended') return EMPTY;
      const ticks$ = action$.pipe(filter(tick.match));
      const phaseNow = () => {
        const { auction } = auctionOf(state$);
        return auction ? auctionPhase(auction, selectServerNow(state$.value)) : null;
      };
      const end$ =
        panel === 'upcoming'
          ? ticks$.pipe(
              filter(() => phaseNow() !== null && phaseNow() !== 'upcoming'),
              take(1),
              tap(() => deps.reload()),
              ignoreElements(),
            )
          : ticks$.pipe(
              filter(() => phaseNow() === 'ended'),
              take(1),
              mergeMap(() =>
                concat(
                  of(auctionEnded()),
                  timer(RELOAD_AFTER_END_MS).pipe(
                    tap(() => deps.reload()),
                    ignoreElements(),
                  ),
                ),
              ),
            );
      return end$.pipe(takeUntil(closed(action$)));
    }),
  );

/** 'L'enchère se termine dans 2 minutes': once, 2 s after 2 min 1 s left, shown 10 s (spec §4). */
const twoMinuteNoticeEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(pageLoaded.match),
    switchMap(() => {
      let previousRemainingMs: number | null = null;
      return action$.pipe(
        filter(tick.match),
        mergeMap(() => {
          const state = auctionOf(state$);
          if (state.panel !== 'live' || !state.auction || state.ended) return EMPTY;
          const remaining = remainingMs(state.auction, selectServerNow(state$.value));
          const due = twoMinuteNoticeDue({
            previousRemainingMs,
            remainingMs: remaining,
            alreadyShown: state.twoMinuteNotice !== 'idle',
          });
          previousRemainingMs = remaining;
          if (!due) return EMPTY;
          return concat(
            of(twoMinuteNoticeRaised()),
            timer(TWO_MINUTE_NOTICE_DELAY_MS).pipe(map(() => twoMinuteNoticeShown())),
            timer(TWO_MINUTE_NOTICE_DISPLAY_MS).pipe(map(() => twoMinuteNoticeHidden())),
          );
        }),
        takeUntil(closed(action$)),
      );
    }),
  );

/** 'Enchérir': the amount checked against the minimum, then the confirmation dialog. */
const bidSubmitEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(bidSubmitted.match),
    mergeMap(() => {
      const { auction, bidInput, bid } = auctionOf(state$);
      if (!auction || bid.step !== 'idle' || !selectBidControls(state$.value).enabled) return EMPTY;
      if (bidInput === null || bidInput < minimumBid(auction)) {
        return of(bidFailed({ code: 'bid_below_minimum' }));
      }
      const check = checkBidAmount(auction, bidInput);
      return of(check.ok ? bidConfirmationOpened(bidInput) : bidFailed(shownOf(check.error)));
    }),
  );

/**
 * The confirmed bid (spec §4): 'Transaction en cours', a random 1–2000 ms wait, the auction
 * refreshed and the amount checked again (a refresh that fails leaves the last state to check
 * against), then the post: 'Enchère passée!' or the error.
 */
const bidFlowEpic =
  (ports: AuctionPorts): AppEpic =>
  (action$, state$, deps) =>
    action$.pipe(
      filter(bidConfirmed.match),
      exhaustMap(() => {
        const { auction, bid } = auctionOf(state$);
        const amount = bid.amount;
        if (!auction || bid.step !== 'pending' || amount === null) return EMPTY;
        const refresh$ = pollOnce(deps, ports, state$, auction.id).pipe(catchError(() => of(null)));
        const post$ = defer(() =>
          deps.api<BidMember>(`/enchere/make-enchere/${auction.id}`, { method: 'POST', json: { amount } }),
        ).pipe(
          map((member) => bidSucceeded(member)),
          catchError((error: unknown) => of(bidFailed(serverText(error, { code: 'bid_failed' })))),
        );
        return timer(preBidDelayMs(deps.random())).pipe(
          mergeMap(() => refresh$),
          mergeMap((refreshed) => {
            const latest = refreshed
              ? liveAuctionOf(refreshed.payload.answer.AdditionalData)
              : (auctionOf(state$).auction ?? auction);
            const recheck = recheckBidAmount(latest, amount);
            const before: UnknownAction[] = refreshed ? [refreshed] : [];
            return recheck.ok
              ? concat(from(before), post$)
              : from([...before, bidFailed(shownOf(recheck.error))]);
          }),
          takeUntil(closed(action$)),
        );
      }),
    );

/** A bid's error stays 60 s (spec §8). */
const bidErrorEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(bidFailed.match),
    switchMap(() =>
      timer(BID_ERROR_DISPLAY_MS).pipe(
        map(() => bidErrorExpired()),
        takeUntil(closed(action$)),
      ),
    ),
  );

/**
 * 'Ce bien m'intéresse' (spec §7, issue 9), once the buyer confirmed 'Êtes-vous sûr ? …': the
 * registration call (route 'inscription_vente'), then the buyer's file (route 'acheteur_bien_show');
 * a 401 goes to the login page with bienVente, any other failure shows the server's message.
 */
const interestEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(interestConfirmed.match),
    exhaustMap(() => {
      const { bienId, interest } = auctionOf(state$);
      if (bienId === null || interest.step !== 'loading') return EMPTY;
      return defer(() => deps.api<InterestAnswer>(`/api/bien/inscription/${bienId}`)).pipe(
        tap(() => deps.navigate(buyerFilePath(bienId))),
        map(() => interestRegistered()),
        catchError((error: unknown) => {
          if (statusOf(error) === 401) {
            deps.navigate(loginPagePath('bienVente', bienId));
            return of(interestInterrupted());
          }
          return of(interestFailed(serverText(error, { code: 'unexpected_error' })));
        }),
        takeUntil(closed(action$)),
      );
    }),
  );

/** The viewer's buyer file changed here (a visit booked or cancelled): their part of the page read again. */
const pageDataRefreshEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(pageDataRefreshRequested.match),
    switchMap(() => {
      const { bienId, load } = auctionOf(state$);
      if (bienId === null || load !== 'ready') return EMPTY;
      return defer(() => deps.api<PropertyPageData>(`/api/bien/${bienId}/page`)).pipe(
        map((page) => pageDataRefreshed(page)),
        // The page keeps what it shows; the next visit or reload reads it again.
        catchError(() => EMPTY),
        takeUntil(closed(action$)),
      );
    }),
  );

export const defaultAuctionPorts: AuctionPorts = { playSound: playBidSound };

/** The epics, by the key each is added to the store under. */
export function auctionEpics(ports: AuctionPorts = defaultAuctionPorts): Record<string, AppEpic> {
  return {
    'auction/load-page': loadPageEpic,
    'auction/viewer-change': viewerChangeEpic,
    'auction/clock': clockEpic,
    'auction/poll': liveEpic(ports),
    'auction/phase-end': phaseEndEpic,
    'auction/two-minute-notice': twoMinuteNoticeEpic,
    'auction/bid-submit': bidSubmitEpic,
    'auction/bid-flow': bidFlowEpic(ports),
    'auction/bid-error': bidErrorEpic,
    'auction/interest': interestEpic,
    'auction/page-data-refresh': pageDataRefreshEpic,
  };
}
