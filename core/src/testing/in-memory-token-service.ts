import type { TokenClaims, TokenService } from '../ports/services.port.js';

/** Opaque tokens looked up in a table: verify() knows only what issue() gave and expire() has not taken back. */
export class InMemoryTokenService implements TokenService {
  private readonly claimsByToken = new Map<string, TokenClaims>();
  private count = 0;

  async issue(claims: TokenClaims): Promise<string> {
    this.count += 1;
    const token = `token-${this.count}-${Math.random().toString(36).slice(2, 10)}`;
    this.claimsByToken.set(token, { userId: claims.userId, roles: [...claims.roles] });
    return token;
  }

  async verify(token: string): Promise<TokenClaims | null> {
    const claims = this.claimsByToken.get(token);
    return claims ? { userId: claims.userId, roles: [...claims.roles] } : null;
  }

  /** Test helper: the token behaves as expired from now on. */
  expire(token: string): void {
    this.claimsByToken.delete(token);
  }
}
