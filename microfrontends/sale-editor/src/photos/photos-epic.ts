// The Photos tab's time and network: loading, the preparation of chosen files, the upload queue
// (2 at a time), legends, deletes, the drag lock, the debounced reorder and the notices' lifetimes.
import {
  DRAG_LOCK_MS,
  REORDER_DEBOUNCE_MS,
  acceptPhotoFile,
  domainError,
  legendUpdateFor,
  photoPriority,
  reorderImageIds,
} from '@immo/core';
import type { AppEpic, EpicDependencies } from '@immo/kit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { combineEpics, type StateObservable } from 'redux-observable';
import {
  EMPTY,
  Observable,
  catchError,
  concat,
  concatMap,
  debounceTime,
  defer,
  filter,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  take,
  tap,
  timer,
} from 'rxjs';
import {
  deleteSalePhoto,
  fetchSalePhotos,
  reorderSalePhotos,
  updatePhotoLegend,
  uploadErrorOf,
  uploadSalePhoto,
} from './photo-api.js';
import { HeicUnavailableError, type PhotoProcessor } from './photo-processing.js';
import {
  dragLockReleased,
  isPhotosBusy,
  noticeExpired,
  photoDeleted,
  photoLegendCommitted,
  photoMoved,
  photoPrepared,
  photoPromoted,
  photoRejected,
  photoRetried,
  photosChosen,
  photosLoadFailed,
  photosLoaded,
  photosOpened,
  selectPhotos,
  uploadFailed,
  uploadStarted,
  uploadSucceeded,
  type ChosenFile,
} from './photos-state.js';

/** How many photos travel at once. */
export const UPLOAD_CONCURRENCY = 2;
/** How many chosen files are decoded and compressed at once (a 12-megapixel bitmap is about 48 MB). */
export const PREPARE_CONCURRENCY = 2;

/** Emits the values of [index, value] pairs in index order, holding back those that come early. */
const inIndexOrder =
  <T>() =>
  (source: Observable<readonly [number, T]>): Observable<T> =>
    new Observable<T>((subscriber) => {
      const held = new Map<number, T>();
      let next = 0;
      return source.subscribe({
        next: ([index, value]) => {
          held.set(index, value);
          while (held.has(next)) {
            subscriber.next(held.get(next) as T);
            held.delete(next);
            next += 1;
          }
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
    });

/** Where failures that the spec says are 'only logged' go (photo load, legend, reorder, delete). */
export interface PhotosLogger {
  warn: (message: string, cause?: unknown) => void;
}

export interface PhotosEpicOptions {
  processor: PhotoProcessor;
  logger?: PhotosLogger;
}

type Action$ = Observable<UnknownAction>;
type State$ = StateObservable<unknown>;
type Deps = EpicDependencies;

const photosOf = (state$: State$) => selectPhotos(state$.value);

export function createPhotosEpic({ processor, logger = console }: PhotosEpicOptions): AppEpic {
  const logged = (what: string) => (cause: unknown) => {
    logger.warn(`[photos] ${what}`, cause);
    return EMPTY;
  };

  /** GET the sale's photos when the tab opens on a new sale; a failure is only logged (§7). */
  const loadEpic = (action$: Action$, state$: State$, { api }: Deps) =>
    action$.pipe(
      filter(photosOpened.match),
      filter((action) => photosOf(state$).loading && photosOf(state$).bienId === action.payload),
      switchMap(({ payload: bienId }) =>
        from(fetchSalePhotos(api, bienId)).pipe(
          map((photos) => photosLoaded({ bienId, photos })),
          catchError((cause: unknown) => {
            logger.warn('[photos] load failed', cause);
            return of(photosLoadFailed({ bienId }));
          }),
        ),
      ),
    );

  /** Accept (PNG/JPEG/HEIC), convert HEIC, compress: always exactly one action per file. */
  const prepare = ({ key, file }: ChosenFile): Observable<UnknownAction> => {
    const accepted = acceptPhotoFile({ name: file.name, type: file.type });
    if (!accepted.ok) return of(photoRejected({ key, fileName: file.name, error: accepted.error }));
    return defer(() => processor.prepare(file, accepted.value)).pipe(
      map((prepared) => {
        const sent = new File([prepared.file], prepared.fileName, {
          type: prepared.file.type || 'image/jpeg',
        });
        return photoPrepared({
          key,
          file: sent,
          previewSrc: processor.previewUrl(sent),
          name: '',
          size: sent.size,
        });
      }),
      catchError((cause: unknown) => {
        const error =
          cause instanceof HeicUnavailableError
            ? domainError('photos_heic_unavailable')
            : domainError('photos_processing_error_file', { file: file.name });
        if (!(cause instanceof HeicUnavailableError)) logger.warn('[photos] processing failed', cause);
        return of(photoRejected({ key, fileName: file.name, error }));
      }),
    );
  };

  /** Two files are prepared at once, but they join the list in the order they were chosen. */
  const prepareEpic = (action$: Action$) =>
    action$.pipe(
      filter(photosChosen.match),
      concatMap((action) =>
        from(action.payload).pipe(
          mergeMap(
            (chosen, index) => prepare(chosen).pipe(map((prepared) => [index, prepared] as const)),
            PREPARE_CONCURRENCY,
          ),
          inIndexOrder<UnknownAction>(),
        ),
      ),
    );

  /** One upload: progress 50 when it leaves, then uploaded (100) or its error (core transitions). */
  const upload = (key: string, state$: State$, api: Deps['api']): Observable<UnknownAction> =>
    defer(() => {
      const { items, bienId } = photosOf(state$);
      const item = items.find((i) => i.key === key);
      if (bienId === null || !item || item.isUploaded || item.file === null) return EMPTY;
      const sentLegend = item.itemName;
      const request = uploadSalePhoto(api, {
        bienId,
        file: item.file,
        fileName: item.file.name,
        priority: photoPriority(items, key),
        legend: sentLegend,
      });
      return concat(
        of(uploadStarted(key)),
        from(request).pipe(
          mergeMap((uploaded) => {
            const now = photosOf(state$);
            const current = now.items.find((i) => i.key === key);
            if (!current) {
              // Deleted while it travelled: the server must not keep it (unless the form moved to another sale).
              if (now.bienId === bienId) {
                void deleteSalePhoto(api, uploaded.id).catch(logged('delete after upload failed'));
              }
              return EMPTY;
            }
            processor.releasePreview(item.itemSrc);
            const renamedMeanwhile = current.itemName !== sentLegend;
            if (renamedMeanwhile) {
              void updatePhotoLegend(api, uploaded.id, current.itemName).catch(
                logged('legend update failed'),
              );
            }
            return of(uploadSucceeded({ key, uploaded }));
          }),
          catchError((cause: unknown) => of(uploadFailed({ key, error: uploadErrorOf(cause) }))),
        ),
      );
    });

  /** The queue: every prepared (or retried) photo, two at a time, in the order they came. */
  const uploadQueueEpic = (action$: Action$, state$: State$, { api }: Deps) =>
    merge(
      action$.pipe(
        filter(photoPrepared.match),
        map((action) => action.payload.key),
      ),
      action$.pipe(
        filter(photoRetried.match),
        map((action) => action.payload),
      ),
    ).pipe(mergeMap((key) => upload(key, state$, api), UPLOAD_CONCURRENCY));

  /** A rename is sent only for an uploaded photo (core legendUpdateFor); a pending one sends it with its upload. */
  const legendEpic = (action$: Action$, state$: State$, { api }: Deps) =>
    action$.pipe(
      filter(photoLegendCommitted.match),
      mergeMap(({ payload: key }) => {
        const update = legendUpdateFor(photosOf(state$).items, key);
        if (!update) return EMPTY;
        return from(updatePhotoLegend(api, update.photoId, update.legend)).pipe(
          ignoreElements(),
          catchError(logged('legend update failed')),
        );
      }),
    );

  /** The photo already left the list; the server call may fail, which is only logged (§7). */
  const deleteEpic = (action$: Action$, _state$: State$, { api }: Deps) =>
    action$.pipe(
      filter(photoDeleted.match),
      tap(({ payload }) => processor.releasePreview(payload.previewSrc)),
      mergeMap(({ payload: { id } }) =>
        id === null
          ? EMPTY
          : from(deleteSalePhoto(api, id)).pipe(ignoreElements(), catchError(logged('delete failed'))),
      ),
    );

  /** Dragging is locked for 300 ms after a drop (core canDragReorder reads lastDropAt). */
  const dragLockEpic = (action$: Action$) =>
    action$.pipe(
      filter(photoMoved.match),
      switchMap(() => timer(DRAG_LOCK_MS).pipe(map(() => dragLockReleased()))),
    );

  /**
   * The new order leaves after 1 s of quiet (§4), once no upload is running (their priorities are
   * list positions); a non-OK answer is only logged (§7).
   */
  const reorderEpic = (action$: Action$, state$: State$, { api }: Deps) =>
    merge(action$.pipe(filter(photoMoved.match)), action$.pipe(filter(photoPromoted.match))).pipe(
      debounceTime(REORDER_DEBOUNCE_MS),
      switchMap(() =>
        state$.pipe(
          filter((root) => !isPhotosBusy(selectPhotos(root))),
          take(1),
          mergeMap((root) => {
            const { bienId, items } = selectPhotos(root);
            const imageIds = reorderImageIds(items);
            if (bienId === null || imageIds.length === 0) return EMPTY;
            return from(reorderSalePhotos(api, bienId, imageIds)).pipe(
              ignoreElements(),
              catchError(logged('reorder failed')),
            );
          }),
        ),
      ),
    );

  /** Timed notices (2 s success, 3 s warning) leave on their own; the others wait to be dismissed. */
  const noticeEpic = (action$: Action$, state$: State$) => {
    const scheduled = new Set<number>();
    return action$.pipe(
      mergeMap(() => {
        const fresh = photosOf(state$).notices.filter(
          (notice) => notice.durationMs !== null && !scheduled.has(notice.id),
        );
        fresh.forEach((notice) => scheduled.add(notice.id));
        return from(fresh).pipe(
          mergeMap((notice) => timer(notice.durationMs ?? 0).pipe(map(() => noticeExpired(notice.id)))),
        );
      }),
    );
  };

  return combineEpics(
    loadEpic,
    prepareEpic,
    uploadQueueEpic,
    legendEpic,
    deleteEpic,
    dragLockEpic,
    reorderEpic,
    noticeEpic,
  ) as AppEpic;
}
