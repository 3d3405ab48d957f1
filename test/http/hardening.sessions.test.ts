// Sessions: logout revokes the token on the server (a deny-list every instance reads: the database, or
// Redis when REDIS_URL is set),
// a token issued in the future is refused, the CSRF check applies whenever the cookie authenticates,
// and logout is POST only.
import { expect } from 'chai';
import { SignJWT } from 'jose';
import { DEMO_PASSWORD } from '@immo/core/testing';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { TEST_REDIS_URL, requireRedis } from '../support/redis.js';

const SECRET = 'test-secret-of-at-least-thirty-two-bytes!!';

onEachApiDatabase('http: hardening — sessions', (kind) => {
  // Nested, so that its hooks run before the scratch database is dropped.
  describe('on the server', () => {
    let t: TestApi;
    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({ databaseUrl: kind.url });
    });
    after(async () => t?.close());

    const loginToken = async (email: string): Promise<string> => {
      const res = await t.request('anonymous', 'POST', '/api/login_check', {
        json: { username: email, password: DEMO_PASSWORD },
      });
      expect(res.status).to.equal(200);
      return (await json(res)).token;
    };
    const me = (headers: Record<string, string>) => t.request('anonymous', 'GET', '/api/me', { headers });

    it('refuses a token after its logout (Authorization header), other sessions go on', async () => {
      const token = await loginToken('buyer@test.immo');
      t.clock.advance(1000);
      const other = await loginToken('buyer@test.immo');
      expect((await me({ Authorization: `Bearer ${token}` })).status).to.equal(200);
      const out = await t.request('anonymous', 'POST', '/logout', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(out.status).to.equal(204);
      const after = await me({ Authorization: `Bearer ${token}` });
      expect(after.status).to.equal(401);
      expect((await json(after)).error.code).to.equal('unauthenticated');
      expect((await me({ Authorization: `Bearer ${other}` })).status).to.equal(200);
    });

    it('refuses the cookie after a logout from the site', async () => {
      const token = await loginToken('seller@test.immo');
      const headers = { Cookie: `BEARER=${token}`, Origin: t.url };
      const out = await t.request('anonymous', 'POST', '/logout', { headers });
      expect(out.status).to.equal(204);
      expect((await me({ Cookie: `BEARER=${token}` })).status).to.equal(401);
    });

    it('answers GET /logout 405: a cross-site link cannot log anyone out', async () => {
      const token = await loginToken('admin@test.immo');
      const res = await t.request('anonymous', 'GET', '/logout', { headers: { Cookie: `BEARER=${token}` } });
      expect(res.status).to.equal(405);
      expect((await me({ Cookie: `BEARER=${token}` })).status).to.equal(200);
    });

    it('refuses a token whose iat is in the future', async () => {
      const now = Math.floor(t.clock.now() / 1000);
      const user = t.actors.buyer.user;
      const future = await new SignJWT({ userId: user.id, roles: [...user.roles] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer('immo-encheres')
        .setAudience('immo-encheres-api')
        .setJti('future-token')
        .setIssuedAt(now + 3600)
        .setExpirationTime(now + 7200)
        .sign(new TextEncoder().encode(SECRET));
      expect((await me({ Authorization: `Bearer ${future}` })).status).to.equal(401);
    });

    it('checks the origin whenever the cookie authenticates, even beside another Authorization header', async () => {
      const token = await loginToken('negotiator@test.immo');
      const res = await t.request('anonymous', 'POST', '/newsletter', {
        json: { email: 'csrf@example.fr' },
        headers: {
          Cookie: `BEARER=${token}`,
          Authorization: 'Basic Zm9vOmJhcg==',
          Origin: 'https://evil.example',
        },
      });
      expect(res.status).to.equal(403);
      expect((await json(res)).error.code).to.equal('csrf_rejected');
    });
  });
});

describe('http: hardening — logout revocation shared by two instances through Redis (REDIS_URL)', () => {
  let a: TestApi;
  let b: TestApi;
  before(async function () {
    this.timeout(60_000);
    await requireRedis(this, 'shared-revocation');
    // Two instances, one Redis: the same secret and the same cast (same user ids), each its own database.
    a = await startTestApi({ env: { REDIS_URL: TEST_REDIS_URL } });
    b = await startTestApi({ env: { REDIS_URL: TEST_REDIS_URL } });
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it('refuses on one instance a token logged out on the other', async () => {
    const res = await a.request('anonymous', 'POST', '/api/login_check', {
      json: { username: 'buyer@test.immo', password: DEMO_PASSWORD },
    });
    const { token } = await json(res);
    const meOn = (api: TestApi) =>
      api.request('anonymous', 'GET', '/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect((await meOn(b)).status).to.equal(200);
    const out = await a.request('anonymous', 'POST', '/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.status).to.equal(204);
    expect((await meOn(a)).status).to.equal(401);
    expect((await meOn(b)).status).to.equal(401);
    // The other instance's own sessions go on.
    expect((await b.request('buyer', 'GET', '/api/me')).status).to.equal(200);
  });

  it('keeps the revoked id in Redis only as long as the token lives', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys('revoked-token:*');
      expect(keys).to.not.be.empty;
      const ttl = await redis.pttl(keys[0]!);
      expect(ttl).to.be.greaterThan(0);
      expect(ttl).to.be.at.most(7 * 24 * 3600 * 1000);
    } finally {
      redis.disconnect();
    }
  });
});
