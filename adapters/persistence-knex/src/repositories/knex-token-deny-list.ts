import type { Clock, Instant, TokenDenyList } from '@immo/core';
import { toSqlInstant } from '../sql-instant.js';
import type { KnexStore } from '../store.js';

/** Revoked login tokens in the database every instance reads; expired rows are swept as it goes. */
export class KnexTokenDenyList implements TokenDenyList {
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
}
