import type { DomainError } from '../../shared/result.js';

/**
 * One photo of the editor's list (§3.2), shared by the sale editor and its tests. `F` is the
 * local file type of the host (a browser File); core never looks inside it.
 * List order is the priority: index 0 is the main image.
 */
export interface PhotoItem<F = unknown> {
  /** Stable client key (list key, upload tracking): the server id is unknown until uploaded. */
  key: string;
  /** The server id, once uploaded. */
  id: number | null;
  /** A local preview while pending, the server URL once uploaded. */
  itemSrc: string;
  /** The legend. */
  itemName: string;
  /** The local file, dropped once uploaded. */
  file: F | null;
  isUploaded: boolean;
  /** 0 while pending, then 50 and 100 (UPLOAD_PROGRESS_STEPS). */
  uploadProgress: number;
  uploadError: DomainError | null;
  /** Bytes of the file (local size while pending, stored size once uploaded). */
  imageSize: number | null;
}

export type PhotoItemState = 'pending' | 'uploading' | 'uploaded' | 'error';

/** pending (local file) → uploading (50, 100) → uploaded, or error recorded on the item (§4). */
export function photoItemState(item: PhotoItem): PhotoItemState {
  if (item.isUploaded) return 'uploaded';
  if (item.uploadError !== null) return 'error';
  return item.uploadProgress > 0 ? 'uploading' : 'pending';
}

/** A file the user just chose, with its local preview. */
export interface NewPhotoFile<F> {
  key: string;
  file: F;
  previewSrc: string;
  name: string;
  size: number | null;
}

/** A photo already on the server, as the photo list call returns it. */
export interface ServerPhoto {
  id: number;
  url: string;
  legend: string;
  size: number | null;
}

export const pendingPhotoItem = <F>(chosen: NewPhotoFile<F>): PhotoItem<F> => ({
  key: chosen.key,
  id: null,
  itemSrc: chosen.previewSrc,
  itemName: chosen.name,
  file: chosen.file,
  isUploaded: false,
  uploadProgress: 0,
  uploadError: null,
  imageSize: chosen.size,
});

/** The item of a photo loaded from the server; its key is derived from its id. */
export const uploadedPhotoItem = <F = unknown>(photo: ServerPhoto): PhotoItem<F> => ({
  key: `photo-${photo.id}`,
  id: photo.id,
  itemSrc: photo.url,
  itemName: photo.legend,
  file: null,
  isUploaded: true,
  uploadProgress: 100,
  uploadError: null,
  imageSize: photo.size,
});

/** Adds pending items after the existing ones. */
export const addPhotos = <F>(
  items: readonly PhotoItem<F>[],
  chosen: readonly NewPhotoFile<F>[],
): PhotoItem<F>[] => [...items, ...chosen.map((c) => pendingPhotoItem(c))];

/** Removes the item; the list loses it even when the server delete later fails (§4). */
export const deletePhoto = <F>(items: readonly PhotoItem<F>[], key: string): PhotoItem<F>[] =>
  items.filter((item) => item.key !== key);

export const updatePhoto = <F>(
  items: readonly PhotoItem<F>[],
  key: string,
  change: (item: PhotoItem<F>) => PhotoItem<F>,
): PhotoItem<F>[] => items.map((item) => (item.key === key ? change(item) : item));

export const renamePhoto = <F>(items: readonly PhotoItem<F>[], key: string, name: string): PhotoItem<F>[] =>
  updatePhoto(items, key, (item) => ({ ...item, itemName: name }));

/** The legend call a rename needs: only an uploaded photo has a server record to update. */
export function legendUpdateFor(
  items: readonly PhotoItem[],
  key: string,
): { photoId: number; legend: string } | null {
  const item = items.find((i) => i.key === key);
  if (!item || !item.isUploaded || item.id === null) return null;
  return { photoId: item.id, legend: item.itemName };
}

/** Moves the item at `from` to `to`, shifting the ones between; out-of-range indexes change nothing. */
export function reorderPhotos<F>(items: readonly PhotoItem<F>[], from: number, to: number): PhotoItem<F>[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < items.length;
  if (!inRange(from) || !inRange(to) || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as PhotoItem<F>);
  return next;
}

/** Makes the item the main image. */
export function promoteToFirst<F>(items: readonly PhotoItem<F>[], key: string): PhotoItem<F>[] {
  return reorderPhotos(
    items,
    items.findIndex((item) => item.key === key),
    0,
  );
}

/** The priority sent with an upload: the item's index in the list, −1 when absent. */
export const photoPriority = (items: readonly PhotoItem[], key: string): number =>
  items.findIndex((item) => item.key === key);

export const photoPriorities = (items: readonly PhotoItem[]): { key: string; priority: number }[] =>
  items.map((item, priority) => ({ key: item.key, priority }));

/** The body of the reorder call: uploaded ids in list order (§7). */
export const reorderImageIds = (items: readonly PhotoItem[]): number[] =>
  items.flatMap((item) => (item.isUploaded && item.id !== null ? [item.id] : []));
