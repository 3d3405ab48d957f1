import type { Clock, Instant, TokenDenyList, User } from '@immo/core';
import type { Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import type { KnexStore } from '../store.js';
import { userFromRow } from './knex-user-repository.js';

/** Revoked login tokens in the database every instance reads; expired rows are swept as it goes. */
export class KnexTokenDenyList implements TokenDenyList {
  /** The table beside the accounts: KnexUserRepository.findWithRevocations reads it with them. */
  readonly readWithAccounts = true;

  constructor(
    private readonly store: KnexStore,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async revoke(tokenId: string, expiresAt: Instant): Promise<void> {
    await this.store.db('revoked_tokens').where('expires_at', '<', toSqlInstant(this.clock.now())).delete();
    await this.store
      .db('revoked_tokens')
      .insert({ token_id: tokenId.slice(0, 64), expires_at: toSqlInstant(expiresAt) })
      .onConflict('token_id')
      .ignore();
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return (
      (await this.store.db('revoked_tokens').where('token_id', tokenId.slice(0, 64)).first()) !== undefined
    );
  }

  async findAccountUnlessRevoked(tokenId: string, userId: number): Promise<User | null> {
    const { db } = this.store;
    const row: Row | undefined = await db('users')
      .where('id', userId)
      .whereNotExists(db('revoked_tokens').select(db.raw('1')).where('token_id', tokenId.slice(0, 64)))
      .first();
    return row ? userFromRow(row) : null;
  }
}
