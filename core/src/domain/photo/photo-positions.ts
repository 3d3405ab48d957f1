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
 * The photos in the order the editor sent (§7 reorder): the ids it names come first, in that order;
 * any photo it does not name keeps its place relative to the others, after them. The editor drops a
 * photo from its list even when the server failed to delete it (§4), and another window may have
 * added one: refusing such a list would lose every later reorder without a word. A repeated id, or
 * one that is not a photo of the property, is refused.
 */
export function orderPhotosByIds(photos: readonly Photo[], imageIds: readonly number[]): Result<Photo[]> {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const named = new Set(imageIds);
  if (named.size !== imageIds.length || imageIds.some((id) => !byId.has(id))) {
    return fail('photos_reorder_mismatch', undefined, 'imageIds');
  }
  const unnamed = [...photos].sort((a, b) => a.position - b.position).filter((p) => !named.has(p.id));
  return ok([...imageIds.map((id) => byId.get(id)!), ...unnamed]);
}
