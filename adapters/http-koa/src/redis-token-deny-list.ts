// Tokens revoked at logout, in Redis when REDIS_URL is set: every instance of the API reads the same
// deny-list, and each entry expires by itself when the token would have (TTL = its remaining lifetime).
import type { Clock, Instant, TokenDenyList } from '@immo/core';
import type { Redis } from 'ioredis';

const KEY_PREFIX = 'revoked-token:';

export class RedisTokenDenyList implements TokenDenyList {
  constructor(
    private readonly client: Redis,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async revoke(tokenId: string, expiresAt: Instant): Promise<void> {
    const ttlMs = Math.ceil(expiresAt - this.clock.now());
    // A token already expired is refused by its signature check: nothing to keep.
    if (ttlMs <= 0) return;
    await this.client.set(KEY_PREFIX + tokenId.slice(0, 64), '1', 'PX', ttlMs);
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return (await this.client.exists(KEY_PREFIX + tokenId.slice(0, 64))) === 1;
  }
}
