import type { Favourite } from '../domain/misc/favourite.js';
import type { FavouriteRepository } from '../ports/repositories.port.js';
import type { InMemoryState } from './in-memory-state.js';

/** One favourite per (user, property), like the composite key of the SQL schemas; lists in the order added. */
export class InMemoryFavouriteRepository implements FavouriteRepository {
  constructor(private readonly state: InMemoryState) {}

  async has(userId: number, propertyId: number): Promise<boolean> {
    return this.state.favourites.some((f) => f.userId === userId && f.propertyId === propertyId);
  }

  /** Adding an existing favourite changes nothing. */
  async add(favourite: Favourite): Promise<void> {
    if (!(await this.has(favourite.userId, favourite.propertyId)))
      this.state.favourites.push({ ...favourite });
  }

  async remove(userId: number, propertyId: number): Promise<void> {
    this.state.favourites = this.state.favourites.filter(
      (f) => !(f.userId === userId && f.propertyId === propertyId),
    );
  }

  async listByUser(userId: number): Promise<Favourite[]> {
    return this.state.favourites.filter((f) => f.userId === userId).map((f) => ({ ...f }));
  }
}
