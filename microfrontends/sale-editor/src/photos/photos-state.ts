// The Photos tab's state in the shell's store (injected under PHOTOS_KEY): the photo list of core's
// PhotoItem with core's transitions, the batch being uploaded, the drag lock and the notices.
import {
  addPhotos,
  completePhotoUpload,
  deletePhoto,
  domainError,
  failPhotoUpload,
  isUploadingPhotos,
  photoItemState,
  promoteToFirst,
  renamePhoto,
  reorderPhotos,
  startPhotoUpload,
  uploadBatchOutcome,
  uploadedPhotoItem,
  type DomainError,
  type NewPhotoFile,
  type PhotoItem,
  type ServerPhoto,
  type UploadBatchOutcome,
  type UploadedPhoto,
} from '@immo/core';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export const PHOTOS_KEY = 'saleEditorPhotos';

export type Photo = PhotoItem<File>;

export interface PhotoNotice {
  id: number;
  severity: UploadBatchOutcome['severity'];
  message: DomainError;
  /** The files a refusal is about (one notice for all the files of a choice). */
  files: string[];
  /** null: stays until dismissed. */
  durationMs: number | null;
}

export interface PhotosState {
  bienId: number | null;
  loading: boolean;
  items: Photo[];
  /** Keys of chosen files still being converted or compressed. */
  processing: string[];
  /** The keys uploaded since the queue was last idle; null when idle. */
  batch: string[] | null;
  /** When the last drag reorder dropped (client ms); dragging stays locked 300 ms (core canDragReorder). */
  lastDropAt: number | null;
  notices: PhotoNotice[];
  nextNoticeId: number;
}

export const initialPhotosState: PhotosState = {
  bienId: null,
  loading: false,
  items: [],
  processing: [],
  batch: null,
  lastDropAt: null,
  notices: [],
  nextNoticeId: 1,
};

export interface ChosenFile {
  key: string;
  file: File;
}

let chosenSequence = 0;

export const photosOpened = createAction<number>('photos/opened');
export const photosLoaded = createAction<{ bienId: number; photos: ServerPhoto[] }>('photos/loaded');
export const photosLoadFailed = createAction<{ bienId: number }>('photos/loadFailed');
export const photosChosen = createAction('photos/chosen', (files: readonly File[]) => ({
  payload: files.map((file): ChosenFile => ({ key: `local-${Date.now()}-${++chosenSequence}`, file })),
}));
export const photoPrepared = createAction<NewPhotoFile<File>>('photos/prepared');
export const photoRejected = createAction<{ key: string; fileName: string; error: DomainError }>(
  'photos/rejected',
);
export const uploadStarted = createAction<string>('photos/uploadStarted');
export const uploadSucceeded = createAction<{ key: string; uploaded: UploadedPhoto }>(
  'photos/uploadSucceeded',
);
export const uploadFailed = createAction<{ key: string; error: DomainError }>('photos/uploadFailed');
export const photoRetried = createAction<string>('photos/retried');
export const photoRenamed = createAction<{ key: string; legend: string }>('photos/renamed');
/** The legend input was left with a changed value: the epic sends it if the photo is uploaded. */
export const photoLegendCommitted = createAction<string>('photos/legendCommitted');
export const photoDeleted = createAction<{ key: string; id: number | null; previewSrc: string }>(
  'photos/deleted',
);
export const photoPromoted = createAction<string>('photos/promoted');
export const photoMoved = createAction<{ from: number; to: number; at: number }>('photos/moved');
export const dragLockReleased = createAction('photos/dragLockReleased');
export const noticeDismissed = createAction<number>('photos/noticeDismissed');
export const noticeExpired = createAction<number>('photos/noticeExpired');

/** The overall upload flag: files being prepared or waiting for/in their upload. */
export const isPhotosBusy = (state: PhotosState): boolean =>
  state.processing.length > 0 || isUploadingPhotos(state.items);

export const selectPhotos = (root: unknown): PhotosState =>
  ((root as Record<string, PhotosState | undefined>)[PHOTOS_KEY] ?? initialPhotosState) as PhotosState;

function addNotice(state: PhotosState, notice: Omit<PhotoNotice, 'id'>): PhotosState {
  return {
    ...state,
    notices: [...state.notices, { ...notice, id: state.nextNoticeId }],
    nextNoticeId: state.nextNoticeId + 1,
  };
}

/** Once every photo of the batch is uploaded or failed, the batch notice of §8 (core uploadBatchOutcome). */
function settleBatch(state: PhotosState): PhotosState {
  if (state.batch === null || state.processing.length > 0) return state;
  const present = state.items.filter((item) => state.batch?.includes(item.key));
  const settled = present.every((item) => ['uploaded', 'error'].includes(photoItemState(item)));
  if (!settled) return state;
  const idle = { ...state, batch: null };
  if (present.length === 0) return idle;
  const succeeded = present.filter((item) => item.isUploaded).length;
  const outcome = uploadBatchOutcome(succeeded, present.length);
  return addNotice(idle, {
    severity: outcome.severity,
    message: outcome.notice,
    files: [],
    durationMs: outcome.durationMs,
  });
}

const withoutKey = (keys: readonly string[], key: string) => keys.filter((k) => k !== key);

/** Notices about a previous choice (refusals, processing errors) go when new files are chosen. */
const isChoiceNotice = (notice: PhotoNotice) => notice.files.length > 0;

const PROCESSING_FAILED = ['photos_processing_error_file', 'photos_processing_error'];

/**
 * Refusals of one choice share a notice listing the files: the same message, or processing
 * failures, which turn from 'Erreur lors du traitement de {file}' into 'Erreur lors du traitement
 * des images' (§8) once a second file fails.
 */
const joinsNotice = (notice: PhotoNotice, error: DomainError): boolean =>
  PROCESSING_FAILED.includes(error.code)
    ? PROCESSING_FAILED.includes(notice.message.code)
    : notice.message.code === error.code && !error.params;

const joinedMessage = (error: DomainError): DomainError =>
  PROCESSING_FAILED.includes(error.code) ? domainError('photos_processing_error') : error;

export function photosReducer(state: PhotosState = initialPhotosState, action: UnknownAction): PhotosState {
  if (photosOpened.match(action)) {
    if (state.bienId === action.payload) return state;
    return { ...initialPhotosState, bienId: action.payload, loading: true, nextNoticeId: state.nextNoticeId };
  }
  if (photosLoaded.match(action)) {
    if (state.bienId !== action.payload.bienId) return state;
    const local = state.items.filter((item) => item.id === null);
    const known = new Set(action.payload.photos.map((photo) => photo.id));
    const uploadedHere = state.items.filter((item) => item.id !== null && !known.has(item.id));
    return {
      ...state,
      loading: false,
      items: [
        ...action.payload.photos.map((photo) => uploadedPhotoItem<File>(photo)),
        ...uploadedHere,
        ...local,
      ],
    };
  }
  if (photosLoadFailed.match(action)) {
    return state.bienId === action.payload.bienId ? { ...state, loading: false } : state;
  }
  if (photosChosen.match(action)) {
    return {
      ...state,
      processing: [...state.processing, ...action.payload.map((chosen) => chosen.key)],
      notices: state.notices.filter((notice) => !isChoiceNotice(notice)),
    };
  }
  if (photoPrepared.match(action)) {
    return {
      ...state,
      processing: withoutKey(state.processing, action.payload.key),
      items: addPhotos(state.items, [action.payload]),
      batch: [...(state.batch ?? []), action.payload.key],
    };
  }
  if (photoRejected.match(action)) {
    const { fileName, error } = action.payload;
    const rest = { ...state, processing: withoutKey(state.processing, action.payload.key) };
    const same = rest.notices.find((notice) => isChoiceNotice(notice) && joinsNotice(notice, error));
    const withNotice = same
      ? {
          ...rest,
          notices: rest.notices.map((notice) =>
            notice === same
              ? { ...notice, message: joinedMessage(error), files: [...notice.files, fileName] }
              : notice,
          ),
        }
      : addNotice(rest, { severity: 'error', message: error, files: [fileName], durationMs: null });
    return settleBatch(withNotice);
  }
  if (uploadStarted.match(action)) {
    return { ...state, items: startPhotoUpload(state.items, action.payload) };
  }
  if (uploadSucceeded.match(action)) {
    const items = completePhotoUpload(state.items, action.payload.key, action.payload.uploaded);
    return settleBatch({ ...state, items });
  }
  if (uploadFailed.match(action)) {
    return settleBatch({
      ...state,
      items: failPhotoUpload(state.items, action.payload.key, action.payload.error),
    });
  }
  if (photoRetried.match(action)) {
    const item = state.items.find((i) => i.key === action.payload);
    if (!item || item.isUploaded || item.file === null) return state;
    return { ...state, batch: [...withoutKey(state.batch ?? [], action.payload), action.payload] };
  }
  if (photoRenamed.match(action)) {
    return { ...state, items: renamePhoto(state.items, action.payload.key, action.payload.legend) };
  }
  if (photoDeleted.match(action)) {
    return settleBatch({ ...state, items: deletePhoto(state.items, action.payload.key) });
  }
  if (photoPromoted.match(action)) {
    return { ...state, items: promoteToFirst(state.items, action.payload) };
  }
  if (photoMoved.match(action)) {
    const { from, to, at } = action.payload;
    return { ...state, items: reorderPhotos(state.items, from, to), lastDropAt: at };
  }
  if (dragLockReleased.match(action)) {
    return { ...state, lastDropAt: null };
  }
  if (noticeDismissed.match(action) || noticeExpired.match(action)) {
    return { ...state, notices: state.notices.filter((notice) => notice.id !== action.payload) };
  }
  return state;
}
