import { SignJWT, jwtVerify } from 'jose';
import { isNoticeKind, type UnsubscribeGrant, type UnsubscribeTokens } from '@immo/core';
import { DEFAULT_TOKEN_ISSUER, MIN_SECRET_BYTES } from './jwt-token-service.js';

/** Its own audience: a session token is never an unsubscribe token, nor the other way round. */
export const UNSUBSCRIBE_AUDIENCE = 'immo-encheres-unsubscribe';
const ALGORITHM = 'HS256';

/**
 * The unsubscribe links of alerts: a JWT naming the user and the kind of notice, signed with the
 * API's secret. Without expiry — an old alert's link must still stop the alerts — and harmless if
 * leaked: it can only switch that one kind of notice off.
 */
export class JwtUnsubscribeTokens implements UnsubscribeTokens {
  private readonly key: Uint8Array;

  constructor(secret: Uint8Array | string) {
    this.key = typeof secret === 'string' ? new TextEncoder().encode(secret) : Uint8Array.from(secret);
    if (this.key.byteLength < MIN_SECRET_BYTES) {
      throw new Error(`JWT secret must be at least ${MIN_SECRET_BYTES} bytes`);
    }
  }

  async sign(grant: UnsubscribeGrant): Promise<string> {
    return new SignJWT({ kind: grant.kind })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(grant.userId))
      .setIssuer(DEFAULT_TOKEN_ISSUER)
      .setAudience(UNSUBSCRIBE_AUDIENCE)
      .sign(this.key);
  }

  async verify(token: string): Promise<UnsubscribeGrant | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 2000) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: DEFAULT_TOKEN_ISSUER,
        audience: UNSUBSCRIBE_AUDIENCE,
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !isNoticeKind(payload.kind)) return null;
      return { userId, kind: payload.kind };
    } catch {
      return null;
    }
  }
}
