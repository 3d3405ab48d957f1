// Login and the forms that mail are throttled through a store every instance shares (the database,
// or Redis with REDIS_URL): per account and per address for the login, failures only; per address
// for sign-up; X-Forwarded-For read only from the configured proxies.
import { expect } from 'chai';
import { DEMO_PASSWORD } from '@immo/core/testing';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { TEST_REDIS_URL, requireRedis } from '../support/redis.js';
import { registrationForm } from './accounts-fixtures.js';

const login = (t: TestApi, username: string, password: string, from?: string) =>
  t.request('anonymous', 'POST', '/api/login_check', {
    json: { username, password },
    ...(from ? { headers: { 'X-Forwarded-For': from } } : {}),
  });

onEachApiDatabase('http: hardening — throttling', (kind) => {
  describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
    let t: TestApi;
    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({
        databaseUrl: kind.url,
        loginRateLimit: { max: 10, durationMs: 60_000 },
        formRateLimit: { max: 3, durationMs: 60_000 },
        env: { TRUSTED_PROXIES: '127.0.0.1' },
      });
    });
    after(async () => t?.close());

    it('throttles 40 wrong passwords on one account from 40 addresses after 10', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        statuses.push((await login(t, 'buyer@test.immo', 'wrong', `198.51.100.${i + 1}`)).status);
      }
      expect(statuses.slice(0, 10)).to.deep.equal(Array(10).fill(401));
      expect(statuses.slice(10)).to.deep.equal(Array(30).fill(429));
      const right = await login(t, 'buyer@test.immo', DEMO_PASSWORD, '198.51.100.99');
      expect(right.status).to.equal(429);
      expect(right.headers.get('retry-after')).to.match(/^\d+$/);
    });

    it('throttles one address trying many accounts after 30 failures', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await login(t, `nobody-${i}@example.fr`, 'wrong', '203.0.113.7')).status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).to.equal(true);
      expect(statuses[30]).to.equal(429);
      // Another address is not concerned.
      expect((await login(t, 'nobody-x@example.fr', 'wrong', '203.0.113.8')).status).to.equal(401);
    });

    it('does not count successful logins', async () => {
      for (let i = 0; i < 15; i++) {
        expect((await login(t, 'seller@test.immo', DEMO_PASSWORD, '192.0.2.50')).status).to.equal(200);
      }
      for (let i = 0; i < 9; i++) await login(t, 'seller@test.immo', 'wrong', '192.0.2.50');
      expect((await login(t, 'seller@test.immo', DEMO_PASSWORD, '192.0.2.50')).status).to.equal(200);
      // The success cleared the account's failures.
      for (let i = 0; i < 9; i++) await login(t, 'seller@test.immo', 'wrong', '192.0.2.51');
      expect((await login(t, 'seller@test.immo', DEMO_PASSWORD, '192.0.2.51')).status).to.equal(200);
    });

    it('throttles sign-ups per address (3 per window here), translated', async () => {
      const signUp = (i: number, headers: Record<string, string> = {}) =>
        t.request('anonymous', 'POST', '/api/inscription', {
          json: registrationForm({ email: `throttle-${i}@example.fr` }),
          headers: { 'X-Forwarded-For': '198.18.0.1', ...headers },
        });
      for (let i = 0; i < 3; i++) expect((await signUp(i)).status).to.equal(201);
      const refused = await signUp(3, { 'Accept-Language': 'en' });
      expect(refused.status).to.equal(429);
      expect((await json(refused)).error).to.deep.equal({
        code: 'too_many_requests',
        message: 'Too many attempts, please try again later',
      });
    });

    it('throttles the newsletter, the password reset and the verification re-send per address', async () => {
      for (const path of ['/newsletter', '/api/mot-de-passe/oubli', '/api/verification-email/resend']) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          const res = await t.request('anonymous', 'POST', path, {
            json: { email: `letter-${i}@example.fr` },
            headers: { 'X-Forwarded-For': '198.18.0.2' },
          });
          statuses.push(res.status);
        }
        expect(statuses, path).to.deep.equal([200, 200, 200, 429]);
      }
    });
  });
});

describe('http: hardening — X-Forwarded-For from a peer that is not a configured proxy', () => {
  let t: TestApi;
  before(async function () {
    this.timeout(60_000);
    t = await startTestApi({
      loginRateLimit: { max: 10, durationMs: 60_000 },
      env: { TRUSTED_PROXIES: '10.9.9.9' },
    });
  });
  after(async () => t?.close());

  it('is ignored: changing it does not give a fresh allowance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login(t, `spoof-${i}@example.fr`, 'wrong', `198.51.100.${i + 1}`)).status);
    }
    expect(statuses[30]).to.equal(429);
  });
});

describe('http: hardening — throttling shared by two instances through Redis (REDIS_URL)', () => {
  let a: TestApi;
  let b: TestApi;
  before(async function () {
    this.timeout(60_000);
    await requireRedis(this, 'shared-throttling');
    const env = { REDIS_URL: TEST_REDIS_URL, TRUSTED_PROXIES: '127.0.0.1' };
    a = await startTestApi({ loginRateLimit: { max: 4, durationMs: 60_000 }, env });
    b = await startTestApi({ loginRateLimit: { max: 4, durationMs: 60_000 }, env });
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts failures on one instance against the other', async () => {
    const account = `shared-${process.pid}-${Date.now()}@example.fr`;
    for (let i = 0; i < 2; i++) expect((await login(a, account, 'wrong', '192.0.2.1')).status).to.equal(401);
    for (let i = 0; i < 2; i++) expect((await login(b, account, 'wrong', '192.0.2.2')).status).to.equal(401);
    expect((await login(a, account, 'wrong', '192.0.2.3')).status).to.equal(429);
    expect((await login(b, account, 'wrong', '192.0.2.4')).status).to.equal(429);
  });
});
