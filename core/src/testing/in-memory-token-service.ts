import type { Clock, TokenClaims, TokenService, TokenSubject } from '../ports/services.port.js';
import { SECOND_MS } from '../shared/time.js';
import { DEFAULT_TEST_NOW } from './manual-clock.js';

/**
 * Opaque tokens looked up in a table: verify() knows only what issue() gave and expire() has not taken
 * back. The issue time is the clock's, cut to whole seconds as a JWT's iat is.
 */
export class InMemoryTokenService implements TokenService {
  private readonly claimsByToken = new Map<string, TokenClaims>();
  private count = 0;

  constructor(private readonly clock: Clock = { now: () => DEFAULT_TEST_NOW }) {}

  async issue(subject: TokenSubject): Promise<string> {
    this.count += 1;
    const token = `token-${this.count}-${Math.random().toString(36).slice(2, 10)}`;
    const issuedAt = Math.floor(this.clock.now() / SECOND_MS) * SECOND_MS;
    this.claimsByToken.set(token, { userId: subject.userId, roles: [...subject.roles], issuedAt });
    return token;
  }

  async verify(token: string): Promise<TokenClaims | null> {
    const claims = this.claimsByToken.get(token);
    return claims ? { ...claims, roles: [...claims.roles] } : null;
  }

  /** Test helper: the token behaves as expired from now on. */
  expire(token: string): void {
    this.claimsByToken.delete(token);
  }
}
