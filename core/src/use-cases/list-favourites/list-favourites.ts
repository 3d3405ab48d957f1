import { newestFavouritesFirst } from '../../domain/misc/favourite.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { FavouriteRepository } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';

export interface ListFavouritesInput {
  viewer: Viewer;
}

export interface FavouriteItem {
  propertyId: number;
  createdAt: Instant;
}

export interface ListFavouritesOutput {
  items: FavouriteItem[];
}

/** The buyer space's "mes favoris": always the viewer's own list, newest first. */
export class ListFavourites implements UseCase<ListFavouritesInput, ListFavouritesOutput> {
  constructor(private readonly deps: { favourites: FavouriteRepository }) {}

  async execute(input: ListFavouritesInput): Promise<Result<ListFavouritesOutput>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const favourites = await this.deps.favourites.listByUser(input.viewer.id);
    return ok({
      items: newestFavouritesFirst(favourites).map(({ propertyId, createdAt }) => ({
        propertyId,
        createdAt,
      })),
    });
  }
}
