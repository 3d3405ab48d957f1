import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role, type TokenClaims, type TokenService, type TokenSubject } from '@immo/core';

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const DEFAULT_TOKEN_ISSUER = 'immo-encheres';
export const DEFAULT_TOKEN_AUDIENCE = 'immo-encheres-api';

/** RFC 7518 §3.2: an HS256 key must be at least as long as the hash output. */
export const MIN_SECRET_BYTES = 32;

const ALGORITHM = 'HS256';

export interface JwtTokenServiceOptions {
  issuer?: string;
  audience?: string;
  lifetimeSeconds?: number;
  /** Seconds of clock skew tolerated on exp/nbf/iat. */
  clockToleranceSeconds?: number;
  /** Epoch ms: the API host passes its Clock port, so tokens and password changes share one time. */
  now?: () => number;
  /** How many verified tokens are kept, their signature not checked again (VERIFIED_TOKENS_KEPT). */
  verifiedTokensKept?: number;
}

/** Enough for every session active at once on an instance: at most a few MB of token strings. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** A token whose signature and claims checked out: what it says, and its times to check at each use. */
interface VerifiedToken {
  claims: TokenClaims;
  /** Seconds, as in the token. */
  expiresAt: number;
  notBefore: number | undefined;
}

export class JwtTokenService implements TokenService {
  private readonly key: Uint8Array<ArrayBuffer>;
  private readonly issuer: string;
  private readonly audience: string;
  private readonly lifetimeSeconds: number;
  private readonly clockToleranceSeconds: number;
  private readonly now: () => number;
  /** The key as WebCrypto holds it, imported once: jose would import the bytes again at every check. */
  private verifyKey: Promise<webcrypto.CryptoKey> | null = null;
  /**
   * The tokens verified lately, by their exact text, oldest use first: a session sends the same token
   * on every request, and its HMAC check (a WebCrypto job) is paid once. Its times are still checked
   * at every use, against this service's clock, as jose checks them; the account's own rules
   * (acceptsLoginToken: the password change) are the caller's, on a fresh read, as before.
   */
  private readonly verified = new Map<string, VerifiedToken>();
  private readonly verifiedTokensKept: number;

  constructor(secret: Uint8Array | string, options: JwtTokenServiceOptions = {}) {
    this.key = typeof secret === 'string' ? new TextEncoder().encode(secret) : Uint8Array.from(secret);
    if (this.key.byteLength < MIN_SECRET_BYTES) {
      throw new Error(`JWT secret must be at least ${MIN_SECRET_BYTES} bytes`);
    }
    this.issuer = options.issuer ?? DEFAULT_TOKEN_ISSUER;
    this.audience = options.audience ?? DEFAULT_TOKEN_AUDIENCE;
    this.lifetimeSeconds = options.lifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS;
    this.clockToleranceSeconds = options.clockToleranceSeconds ?? 5;
    this.now = options.now ?? Date.now;
    this.verifiedTokensKept = options.verifiedTokensKept ?? VERIFIED_TOKENS_KEPT;
  }

  async issue(subject: TokenSubject): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    // userId is repeated as `sub` (the registered claim) so generic JWT tooling sees who it is.
    return new SignJWT({ userId: subject.userId, roles: [...subject.roles] })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject.userId))
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.lifetimeSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenClaims | null> {
    if (typeof token !== 'string' || token.length === 0) return null;
    const kept = this.verified.get(token);
    if (kept) {
      if (!this.timely(kept.expiresAt, kept.notBefore, kept.claims.issuedAt / 1000)) return null;
      // The most recently used last: the least recently used goes first when the map is full.
      this.verified.delete(token);
      this.verified.set(token, kept);
      return { ...kept.claims, roles: [...kept.claims.roles] };
    }
    const verified = await this.verifySignedToken(token);
    if (!verified) return null;
    if (this.verified.size >= this.verifiedTokensKept) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, verified);
    return { ...verified.claims, roles: [...verified.claims.roles] };
  }

  /** jose's time checks (exp, nbf, with the tolerance) and this service's own (iat not in the future), at now. */
  private timely(expiresAt: number, notBefore: number | undefined, issuedAt: number): boolean {
    const nowMs = this.now();
    const now = Math.floor(nowMs / 1000);
    const tolerance = this.clockToleranceSeconds;
    if (notBefore !== undefined && notBefore > now + tolerance) return false;
    if (expiresAt <= now - tolerance) return false;
    // A token issued in the future was not issued by this server's clock: refused.
    return issuedAt * 1000 <= nowMs + tolerance * 1000;
  }

  private async verifySignedToken(token: string): Promise<VerifiedToken | null> {
    try {
      this.verifyKey ??= webcrypto.subtle.importKey(
        'raw',
        this.key,
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      );
      const { payload } = await jwtVerify(token, await this.verifyKey, {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: this.audience,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: this.clockToleranceSeconds,
        currentDate: new Date(this.now()),
      });
      const { iat, exp, nbf } = payload;
      if (iat === undefined || exp === undefined || !this.timely(exp, nbf, iat)) return null;
      const claims = claimsOf(payload.sub, payload['userId'], payload['roles'], iat);
      return (
        claims && {
          claims: { ...claims, tokenId: payload.jti ?? null, expiresAt: exp * 1000 },
          expiresAt: exp,
          notBefore: nbf,
        }
      );
    } catch {
      // Forged, expired, tampered, wrong algorithm or garbage: the caller only needs "no".
      return null;
    }
  }
}

function claimsOf(
  subject: string | undefined,
  userId: unknown,
  roles: unknown,
  issuedAtSeconds: number | undefined,
): TokenClaims | null {
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) return null;
  if (subject !== String(userId)) return null;
  if (!Array.isArray(roles) || !roles.every(isRole)) return null;
  if (typeof issuedAtSeconds !== 'number' || !Number.isSafeInteger(issuedAtSeconds)) return null;
  return { userId, roles: [...roles], issuedAt: issuedAtSeconds * 1000 };
}

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
