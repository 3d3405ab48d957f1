import { newestFavouritesFirst } from '../../domain/misc/favourite.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { readPublicSaleCard, type PublicSaleCard } from '../list-public-sales/public-sale-card.js';

export interface ListFavouritesInput {
  viewer: Viewer;
}

export interface FavouriteItem {
  propertyId: number;
  createdAt: Instant;
  /** The sale's public card, as the home page shows it; null once the property no longer exists. */
  card: PublicSaleCard | null;
}

export interface ListFavouritesOutput {
  items: FavouriteItem[];
}

/** The buyer space's "mes favoris": always the viewer's own list, newest first, each with its sale card. */
export class ListFavourites implements UseCase<ListFavouritesInput, ListFavouritesOutput> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: ListFavouritesInput): Promise<Result<ListFavouritesOutput>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const { repos } = this.deps;
    const now = this.deps.clock.now();
    const favourites = newestFavouritesFirst(await repos.favourites.listByUser(input.viewer.id));
    const items = await Promise.all(
      favourites.map(async ({ propertyId, createdAt }) => ({
        propertyId,
        createdAt,
        card: await readPublicSaleCard(repos, propertyId, now),
      })),
    );
    return ok({ items });
  }
}
