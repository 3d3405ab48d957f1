import { fail, ok, type Result } from '../../shared/result.js';
import type { Photo } from './photo.js';

/**
 * Where a new photo goes: at the requested priority when it is a whole index within 0..count,
 * else at the end.
 */
export function insertionPosition(count: number, priority?: unknown): number {
  if (typeof priority === 'number' && Number.isInteger(priority) && priority >= 0 && priority <= count) {
    return priority;
  }
  return count;
}

/** The photos whose position must change so that positions run 0, 1, 2… in the given order. */
export const renumbered = (ordered: readonly Photo[]): Photo[] =>
  ordered.flatMap((photo, index) => (photo.position === index ? [] : [{ ...photo, position: index }]));

/** The existing photos (by position) after one is inserted at `position`, renumbered around it. */
export const makeRoomAt = (ordered: readonly Photo[], position: number): Photo[] =>
  ordered.flatMap((photo, index) => {
    const wanted = index < position ? index : index + 1;
    return photo.position === wanted ? [] : [{ ...photo, position: wanted }];
  });

/**
 * The photos in the order the editor sent (§7 reorder): it must name each photo of the property
 * exactly once.
 */
export function orderPhotosByIds(photos: readonly Photo[], imageIds: readonly number[]): Result<Photo[]> {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const unique = new Set(imageIds);
  if (unique.size !== imageIds.length || imageIds.length !== photos.length) {
    return fail('photos_reorder_mismatch', undefined, 'imageIds');
  }
  const ordered: Photo[] = [];
  for (const id of imageIds) {
    const photo = byId.get(id);
    if (!photo) return fail('photos_reorder_mismatch', undefined, 'imageIds');
    ordered.push(photo);
  }
  return ok(ordered);
}
