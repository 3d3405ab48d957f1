import type { Instant } from '../../shared/time.js';
import { domainError, type DomainError } from '../../shared/result.js';
import {
  DRAG_LOCK_MS,
  UPLOAD_DONE_NOTICE_MS,
  UPLOAD_PROGRESS_DONE,
  UPLOAD_PROGRESS_SENT,
  UPLOAD_WARNING_MS,
} from './photo-constants.js';
import { photoItemState, updatePhoto, type PhotoItem } from './photo-item.js';

/** The item leaves: progress 50, any earlier error cleared (a retry starts clean). */
export const startPhotoUpload = <F>(items: readonly PhotoItem<F>[], key: string): PhotoItem<F>[] =>
  updatePhoto(items, key, (item) => ({ ...item, uploadProgress: UPLOAD_PROGRESS_SENT, uploadError: null }));

/** What the upload call answered on success (§7: id, data.url, data.size). */
export interface UploadedPhoto {
  id: number;
  url: string;
  size: number | null;
}

/** Uploaded: progress 100, local file dropped, server url and id kept. */
export const completePhotoUpload = <F>(
  items: readonly PhotoItem<F>[],
  key: string,
  uploaded: UploadedPhoto,
): PhotoItem<F>[] =>
  updatePhoto(items, key, (item) => ({
    ...item,
    id: uploaded.id,
    itemSrc: uploaded.url,
    file: null,
    isUploaded: true,
    uploadProgress: UPLOAD_PROGRESS_DONE,
    uploadError: null,
    imageSize: uploaded.size ?? item.imageSize,
  }));

/** Failed: the error stays on the item, which keeps its local file for a retry. */
export const failPhotoUpload = <F>(
  items: readonly PhotoItem<F>[],
  key: string,
  error: DomainError,
): PhotoItem<F>[] => updatePhoto(items, key, (item) => ({ ...item, uploadProgress: 0, uploadError: error }));

/**
 * The per-photo error of §8: the server's error.message when it sent one, else 'Erreur HTTP {status}'.
 * Status 0 is no answer at all (network down): 'Erreur HTTP 0' would mean nothing to anyone.
 */
export function photoUploadError(status: number, serverMessage?: string | null): DomainError {
  const message = serverMessage?.trim();
  if (message) return domainError('photos_server_message', { message });
  if (status === 0) return domainError('photos_no_answer');
  return domainError('photos_http_error', { status });
}

/** True while some item still waits for or is in its upload (the overall upload flag). */
export const isUploadingPhotos = (items: readonly PhotoItem[]): boolean =>
  items.some((item) => {
    const state = photoItemState(item);
    return state === 'uploading' || (state === 'pending' && item.file !== null);
  });

/**
 * The overall percentage of a batch: each item counts its progress; an item that failed or left
 * the list counts as finished, so the bar always reaches 100.
 */
export function overallUploadPercent(items: readonly PhotoItem[], batchKeys: readonly string[]): number {
  if (batchKeys.length === 0) return 0;
  const progressOf = (key: string): number => {
    const item = items.find((i) => i.key === key);
    if (!item || item.isUploaded || item.uploadError !== null) return UPLOAD_PROGRESS_DONE;
    return item.uploadProgress;
  };
  const total = batchKeys.reduce((sum, key) => sum + progressOf(key), 0);
  return Math.round(total / batchKeys.length);
}

export interface UploadBatchOutcome {
  severity: 'success' | 'warning' | 'error';
  notice: DomainError;
  /** How long the notice stays; null: until dismissed (the spec gives no duration). */
  durationMs: number | null;
}

/** The notice after a batch (§8). */
export function uploadBatchOutcome(succeeded: number, total: number): UploadBatchOutcome {
  if (total > 0 && succeeded === 0) {
    return { severity: 'error', notice: domainError('photos_upload_failed'), durationMs: null };
  }
  if (succeeded < total) {
    return {
      severity: 'warning',
      notice: domainError('photos_upload_partial_failure'),
      durationMs: UPLOAD_WARNING_MS,
    };
  }
  return {
    severity: 'success',
    notice: domainError('photos_upload_done', { succeeded, total }),
    durationMs: UPLOAD_DONE_NOTICE_MS,
  };
}

/** Dragging is off while photos upload and for 300 ms after a drop (§4). */
export function canDragReorder(
  items: readonly PhotoItem[],
  now: Instant,
  lastDropAt: Instant | null,
): boolean {
  if (isUploadingPhotos(items)) return false;
  return lastDropAt === null || now - lastDropAt >= DRAG_LOCK_MS;
}
