import type { Instant } from '../../shared/time.js';
import { fail, ok, type Result } from '../../shared/result.js';

export interface Favourite {
  userId: number;
  propertyId: number;
  createdAt: Instant;
}

/** Newest first; equal times by property id, highest first, so the order never wobbles. */
export const newestFavouritesFirst = <T extends Pick<Favourite, 'propertyId' | 'createdAt'>>(
  favourites: readonly T[],
): T[] => [...favourites].sort((a, b) => b.createdAt - a.createdAt || b.propertyId - a.propertyId);

/** A property id from the wire: a positive integer, else invalid_input on propertyId. */
export function favouritePropertyId(value: unknown): Result<number> {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? ok(value)
    : fail('invalid_input', undefined, 'propertyId');
}
