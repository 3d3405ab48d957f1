import { expect } from 'chai';
import { SignJWT, UnsecuredJWT, base64url, decodeJwt, decodeProtectedHeader } from 'jose';
import { DEFAULT_TOKEN_LIFETIME_SECONDS, JwtTokenService } from '@immo/auth';
import type { TokenClaims, TokenSubject } from '@immo/core';

const SECRET = new TextEncoder().encode('0123456789abcdef0123456789abcdef');
const OTHER_SECRET = new TextEncoder().encode('fedcba9876543210fedcba9876543210');
const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const claims: TokenSubject = { userId: 42, roles: ['ROLE_USER', 'ROLE_VENDEUR'] };
/** What verify() reads back: the subject and the issue time, in whole seconds. */
const verified: TokenClaims = { ...claims, issuedAt: NOW };

describe('JwtTokenService', () => {
  let now = NOW;
  const service = () => new JwtTokenService(SECRET, { now: () => now });
  beforeEach(() => {
    now = NOW;
  });

  it('verifies the token it issued back into the same claims and its issue time', async () => {
    const token = await service().issue(claims);
    expect(await service().verify(token)).to.deep.include(verified);
  });

  it('gives every token its own id (jti) and tells its expiry, for revocation at logout', async () => {
    const first = await service().verify(await service().issue(claims));
    const second = await service().verify(await service().issue(claims));
    expect(first?.tokenId).to.be.a('string').and.not.equal(second?.tokenId);
    expect(first?.expiresAt).to.equal(NOW + 7 * 24 * 3600 * 1000);
  });

  it('refuses a token issued in the future (beyond the clock tolerance)', async () => {
    now = NOW + 3_600_000;
    const future = await service().issue(claims);
    now = NOW;
    expect(await service().verify(future)).to.equal(null);
  });

  it('tells the issue time in whole seconds, from the clock it was given', async () => {
    now = NOW + 1_999;
    const token = await service().issue(claims);
    now = NOW + 60_000;
    expect((await service().verify(token))?.issuedAt).to.equal(NOW + 1_000);
  });

  it('issues HS256 tokens with issuer, audience, subject and a 7-day expiry', async () => {
    const token = await service().issue(claims);
    expect(decodeProtectedHeader(token)).to.deep.equal({ alg: 'HS256', typ: 'JWT' });
    const payload = decodeJwt(token);
    expect(payload).to.include({
      sub: '42',
      userId: 42,
      iss: 'immo-encheres',
      aud: 'immo-encheres-api',
      iat: NOW / 1000,
    });
    expect(payload.exp).to.equal(NOW / 1000 + 7 * 24 * 3600);
    expect(DEFAULT_TOKEN_LIFETIME_SECONDS).to.equal(604_800);
  });

  it('accepts a token until its expiry and rejects it after', async () => {
    const token = await service().issue(claims);
    now = NOW + 7 * 24 * 3600 * 1000 - 1000;
    expect(await service().verify(token)).to.deep.include(verified);
    now = NOW + 7 * 24 * 3600 * 1000 + 10_000;
    expect(await service().verify(token)).to.equal(null);
  });

  it('rejects a token signed with another secret (forged)', async () => {
    const forged = await new JwtTokenService(OTHER_SECRET, { now: () => now }).issue({
      userId: 1,
      roles: ['ROLE_ADMIN'],
    });
    expect(await service().verify(forged)).to.equal(null);
  });

  it('rejects a token whose payload was changed after signing (tampered)', async () => {
    const [header, , signature] = (await service().issue(claims)).split('.');
    const payload = base64url.encode(
      JSON.stringify({ ...decodeJwt(await service().issue(claims)), roles: ['ROLE_ADMIN'] }),
    );
    expect(await service().verify(`${header}.${payload}.${signature}`)).to.equal(null);
  });

  it('rejects an unsigned token (alg none) and a token with another algorithm', async () => {
    const unsigned = new UnsecuredJWT({ userId: 42, roles: ['ROLE_ADMIN'] })
      .setSubject('42')
      .setIssuer('immo-encheres')
      .setAudience('immo-encheres-api')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 60)
      .encode();
    expect(await service().verify(unsigned)).to.equal(null);
    const hs512 = await new SignJWT({ userId: 42, roles: ['ROLE_ADMIN'] })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('42')
      .setIssuer('immo-encheres')
      .setAudience('immo-encheres-api')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 60)
      .sign(new Uint8Array(64).fill(7));
    expect(await service().verify(hs512)).to.equal(null);
  });

  it('rejects malformed tokens', async () => {
    for (const garbage of ['', 'abc', 'a.b.c', 'x'.repeat(5000), '...', 'eyJhbGciOiJIUzI1NiJ9..']) {
      expect(await service().verify(garbage), garbage.slice(0, 20)).to.equal(null);
    }
  });

  it('rejects a well-signed token from another issuer or for another audience', async () => {
    const token = await service().issue(claims);
    expect(await new JwtTokenService(SECRET, { now: () => now, issuer: 'elsewhere' }).verify(token)).to.equal(
      null,
    );
    expect(
      await new JwtTokenService(SECRET, { now: () => now, audience: 'back-office' }).verify(token),
    ).to.equal(null);
  });

  it('rejects a well-signed token whose claims are not a user id and known roles', async () => {
    const sign = (payload: Record<string, unknown>, subject: string) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('immo-encheres')
        .setAudience('immo-encheres-api')
        .setIssuedAt(NOW / 1000)
        .setExpirationTime(NOW / 1000 + 60)
        .sign(SECRET);
    expect(await service().verify(await sign({ userId: 42, roles: ['ROLE_ROOT'] }, '42'))).to.equal(null);
    expect(await service().verify(await sign({ userId: '42', roles: [] }, '42'))).to.equal(null);
    expect(await service().verify(await sign({ userId: 42, roles: [] }, '43'))).to.equal(null);
    expect(await service().verify(await sign({ userId: 42 }, '42'))).to.equal(null);
    expect(await service().verify(await sign({ userId: 42, roles: [] }, '42'))).to.deep.include({
      userId: 42,
      roles: [],
      issuedAt: NOW,
    });
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => new JwtTokenService('short')).to.throw(/at least 32 bytes/);
  });

  describe('the verified tokens it keeps', () => {
    /** Counts the signature checks (WebCrypto's HMAC verify, as jose calls it) while `work` runs. */
    async function signatureChecks(work: () => Promise<unknown>): Promise<number> {
      const { subtle } = globalThis.crypto;
      const verify = subtle.verify.bind(subtle);
      let count = 0;
      subtle.verify = (...args: Parameters<typeof verify>) => {
        count += 1;
        return verify(...args);
      };
      try {
        await work();
      } finally {
        subtle.verify = verify;
      }
      return count;
    }

    it('checks a token’s signature once, then answers the same claims', async () => {
      const kept = service();
      const token = await kept.issue(claims);
      const first = await kept.verify(token);
      expect(await signatureChecks(() => kept.verify(token))).to.equal(0);
      expect(await kept.verify(token)).to.deep.equal(first);
    });

    it('checks a kept token’s times at every use, as a fresh check does: expired, issued in the future', async () => {
      const kept = service();
      const token = await kept.issue(claims);
      expect(await kept.verify(token)).to.deep.include(verified);
      const expiry = NOW + DEFAULT_TOKEN_LIFETIME_SECONDS * 1000;
      // Around the expiry and its 5 s of tolerance, each second: the kept answer is a fresh service's.
      for (let at = expiry - 2_000; at <= expiry + 8_000; at += 500) {
        now = at;
        const fresh = await service().verify(token);
        expect(await kept.verify(token), `at expiry ${at - expiry} ms`).to.deep.equal(fresh);
      }
      now = NOW + 7 * 24 * 3600 * 1000 + 10_000;
      expect(await kept.verify(token)).to.equal(null);
      // The clock set back an hour: the token now says it was issued in the future.
      now = NOW - 3_600_000;
      expect(await kept.verify(token)).to.equal(null);
      now = NOW;
      expect(await kept.verify(token)).to.deep.include(verified);
    });

    it('refuses a tampered copy of a kept token', async () => {
      const kept = service();
      const token = await kept.issue(claims);
      expect(await kept.verify(token)).to.deep.include(verified);
      const [header, payload, signature] = token.split('.');
      const admin = base64url.encode(JSON.stringify({ ...decodeJwt(token), roles: ['ROLE_ADMIN'] }));
      expect(await kept.verify(`${header}.${admin}.${signature}`)).to.equal(null);
      const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
      expect(await kept.verify(`${header}.${payload}.${flipped}`)).to.equal(null);
      expect(await kept.verify(token), 'the genuine one still').to.deep.include(verified);
    });

    it('keeps at most verifiedTokensKept tokens, dropping the least recently used', async () => {
      const kept = new JwtTokenService(SECRET, { now: () => now, verifiedTokensKept: 2 });
      const [a, b, c] = await Promise.all([1, 2, 3].map((userId) => kept.issue({ userId, roles: [] })));
      expect(await signatureChecks(() => kept.verify(a!))).to.equal(1);
      expect(await signatureChecks(() => kept.verify(b!))).to.equal(1);
      expect(await signatureChecks(() => kept.verify(a!)), 'a kept').to.equal(0);
      expect(await signatureChecks(() => kept.verify(c!)), 'c, b dropped').to.equal(1);
      expect(await signatureChecks(() => kept.verify(a!)), 'a still kept').to.equal(0);
      expect(await signatureChecks(() => kept.verify(b!)), 'b checked again').to.equal(1);
      expect((await kept.verify(b!))?.userId).to.equal(2);
    });
  });
});
