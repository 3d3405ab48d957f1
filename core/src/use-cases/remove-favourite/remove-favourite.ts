import { favouritePropertyId } from '../../domain/misc/favourite.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { FavouriteRepository } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { FavouriteChange } from '../add-favourite/add-favourite.js';

export interface RemoveFavouriteInput {
  viewer: Viewer;
  propertyId: unknown;
}

/**
 * Takes a property out of the viewer's favourites. Removing what is not there succeeds, and the
 * property need not exist any more: a deleted sale must still leave the list.
 */
export class RemoveFavourite implements UseCase<RemoveFavouriteInput, FavouriteChange> {
  constructor(private readonly deps: { favourites: FavouriteRepository }) {}

  async execute(input: RemoveFavouriteInput): Promise<Result<FavouriteChange>> {
    if (isAnonymous(input.viewer)) return fail('favourite_login_required');
    const propertyId = favouritePropertyId(input.propertyId);
    if (!propertyId.ok) return propertyId;
    await this.deps.favourites.remove(input.viewer.id, propertyId.value);
    return ok({ message: 'favourite_removed' });
  }
}
