import type { Favourite, FavouriteRepository } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import type { KnexStore } from '../store.js';

function fromRow(row: Row): Favourite {
  const c = readRow(row);
  return {
    userId: c.number('user_id'),
    propertyId: c.number('property_id'),
    createdAt: c.instant('created_at'),
  };
}

/** One favourite per (user, property), the primary key; lists in the order added. */
export class KnexFavouriteRepository implements FavouriteRepository {
  constructor(private readonly store: KnexStore) {}

  async has(userId: number, propertyId: number): Promise<boolean> {
    return (
      (await this.store.db('favourites').where({ user_id: userId, property_id: propertyId }).first()) !==
      undefined
    );
  }

  /** Adding an existing favourite changes nothing (the first date stays). */
  async add(favourite: Favourite): Promise<void> {
    await this.store
      .db('favourites')
      .insert({
        user_id: favourite.userId,
        property_id: favourite.propertyId,
        created_at: toSqlInstant(favourite.createdAt),
      })
      // A no-op update rather than INSERT IGNORE, which on MySQL would also swallow a foreign key refusal.
      .onConflict(['user_id', 'property_id'])
      .merge(['user_id']);
  }

  async remove(userId: number, propertyId: number): Promise<void> {
    await this.store.db('favourites').where({ user_id: userId, property_id: propertyId }).delete();
  }

  async listByUser(userId: number): Promise<Favourite[]> {
    const rows: Row[] = await this.store
      .db('favourites')
      .where('user_id', userId)
      .orderBy(['created_at', 'property_id']);
    return rows.map(fromRow);
  }
}
