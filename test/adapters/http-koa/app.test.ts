import type { ErrorReporter, TokenService, User, UserRepository } from '@immo/core';
import { ok } from '@immo/core';
import { HttpProblem, createHttpApp, respond, throttle, type ApiRouter } from '@immo/http-koa';
import { expect } from 'chai';
import { Readable } from 'node:stream';
import sinon from 'sinon';
import { json, listen, type RunningServer } from '../../support/http.js';

const verifiedUser = {
  id: 7,
  roles: ['ROLE_USER'],
  assistance: false,
  verified: true,
  canAuction: true,
  emailVerifiedAt: 1,
  passwordChangedAt: null,
  deactivatedAt: null,
} as unknown as User;

function fakes() {
  const tokens: TokenService = {
    issue: async () => 'good-token',
    verify: async (token) =>
      token === 'good-token' ? { userId: 7, roles: ['ROLE_USER'], issuedAt: 1000 } : null,
  };
  const users = {
    findById: async (id: number) => (id === 7 ? verifiedUser : null),
  } as unknown as UserRepository;
  const reporter: ErrorReporter & { report: sinon.SinonSpy } = { report: sinon.spy() };
  return { tokens, users, reporter };
}

const testRoutes = (api: ApiRouter) => {
  api.route({ method: 'get', path: '/api/whoami', summary: 'who', tag: 't', audience: 'public' }, (ctx) => {
    ctx.body = { id: ctx.state.viewer.id, by: ctx.state.authenticatedBy };
  });
  api.route(
    {
      method: 'post',
      path: '/api/echo',
      summary: 'echo',
      tag: 't',
      audience: 'public',
      body: { type: 'object' },
    },
    (ctx) => {
      respond(ctx, ok(ctx.request.body));
    },
  );
  api.route({ method: 'get', path: '/api/bug', summary: 'bug', tag: 't', audience: 'public' }, () => {
    throw new Error('SELECT secret FROM users -- at db.ts:42');
  });
  // A long answer sent a chunk at a time, as a file is: the client may leave before its end.
  api.route(
    { method: 'get', path: '/api/slow-file', summary: 'a stream', tag: 't', audience: 'public' },
    (ctx) => {
      ctx.type = 'application/octet-stream';
      ctx.body = Readable.from(
        (async function* () {
          for (let i = 0; i < 50; i += 1) {
            yield Buffer.alloc(64 * 1024, i);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })(),
      );
    },
  );
  api.route(
    { method: 'get', path: '/api/broken-file', summary: 'a stream', tag: 't', audience: 'public' },
    (ctx) => {
      ctx.type = 'application/octet-stream';
      ctx.body = Readable.from(
        (async function* () {
          yield Buffer.alloc(64 * 1024);
          throw new Error('the disk went away');
        })(),
      );
    },
  );
  api.route({ method: 'get', path: '/api/forbidden', summary: 'no', tag: 't', audience: 'admin' }, () => {
    throw new HttpProblem(403, 'forbidden');
  });
  api.route(
    { method: 'post', path: '/api/contact', summary: 'a throttled form', tag: 't', audience: 'public' },
    throttle(api.throttles, { name: 'contact', points: 3, durationSeconds: 60 }),
    (ctx) => {
      ctx.body = { token: 'x' };
    },
  );
};

describe('http-koa: application shell', () => {
  let server: RunningServer;
  let reporter: sinon.SinonSpy;

  beforeEach(async () => {
    const f = fakes();
    reporter = f.reporter.report;
    const { app } = createHttpApp({
      ...f,
      routes: [testRoutes],
      loginRateLimit: { max: 3, durationMs: 60_000 },
    });
    server = await listen(app);
  });
  afterEach(() => server.close());

  it('answers an unknown route 404 with the catalogue error, in French by default', async () => {
    const res = await fetch(`${server.url}/nope`);
    expect(res.status).to.equal(404);
    expect(await res.json()).to.deep.equal({
      error: { code: 'not_found', message: 'Ressource introuvable' },
    });
  });

  it('answers in English with Accept-Language: en', async () => {
    const res = await fetch(`${server.url}/api/forbidden`, {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    });
    expect(res.status).to.equal(403);
    expect(await res.json()).to.deep.equal({
      error: { code: 'forbidden', message: 'You are not allowed to do this' },
    });
  });

  it('answers malformed JSON 400 invalid_json', async () => {
    const res = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"amount": 12',
    });
    expect(res.status).to.equal(400);
    expect((await json(res)).error.code).to.equal('invalid_json');
  });

  it('answers a JSON body over 1 MB 413', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    const res = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).to.equal(413);
    expect((await json(res)).error.code).to.equal('payload_too_large');
  });

  it('parses a JSON body under the limit', async () => {
    const res = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"amount":251000}',
    });
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ amount: 251000 });
  });

  it('does not report a visitor leaving in the middle of a streamed answer', async () => {
    const stderr = sinon.stub(console, 'error');
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/slow-file`, { signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stderr.restore();
    expect(reporter.called, String(reporter.firstCall?.args[0])).to.equal(false);
    expect(stderr.called).to.equal(false);
  });

  it('reports a streamed answer that fails on the server', async () => {
    const res = await fetch(`${server.url}/api/broken-file`);
    await res.arrayBuffer().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reporter.calledOnce).to.equal(true);
    expect((reporter.firstCall.args[0] as Error).message).to.equal('the disk went away');
  });

  it('reports a bug and answers 500 without any detail', async () => {
    const res = await fetch(`${server.url}/api/bug`);
    expect(res.status).to.equal(500);
    const text = await res.text();
    expect(JSON.parse(text)).to.deep.equal({
      error: { code: 'unexpected_error', message: 'Une erreur est survenue' },
    });
    expect(text).to.not.include('SELECT').and.not.include('db.ts');
    expect(reporter.calledOnce).to.equal(true);
  });

  it('knows the viewer from the Authorization header or the BEARER cookie', async () => {
    const byHeader = await fetch(`${server.url}/api/whoami`, {
      headers: { Authorization: 'Bearer good-token' },
    });
    expect(await byHeader.json()).to.deep.equal({ id: 7, by: 'header' });
    const byCookie = await fetch(`${server.url}/api/whoami`, { headers: { Cookie: 'BEARER=good-token' } });
    expect(await byCookie.json()).to.deep.equal({ id: 7, by: 'cookie' });
  });

  it('treats a forged cookie as anonymous and clears it', async () => {
    const res = await fetch(`${server.url}/api/whoami`, { headers: { Cookie: 'BEARER=forged' } });
    expect(await res.json()).to.deep.equal({ id: 0, by: null });
    expect(res.headers.get('set-cookie')).to.match(/^BEARER=;/);
  });

  it('refuses a cookie-authenticated write from another origin (CSRF)', async () => {
    const foreign = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: {
        Cookie: 'BEARER=good-token',
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(foreign.status).to.equal(403);
    expect((await json(foreign)).error.code).to.equal('csrf_rejected');
    const missing = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: { Cookie: 'BEARER=good-token' },
      body: '{}',
    });
    expect(missing.status).to.equal(403);
    const own = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: { Cookie: 'BEARER=good-token', Origin: server.url, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(own.status).to.equal(200);
  });

  it('throttles a route through the exported throttle helper, per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await fetch(`${server.url}/api/contact`, { method: 'POST' })).status);
    expect(statuses).to.deep.equal([200, 200, 200, 429, 429]);
    expect((await fetch(`${server.url}/api/whoami`)).status).to.equal(200);
  });

  it('documents every registered route in /api/docs.json', async () => {
    const doc = await json(await fetch(`${server.url}/api/docs.json`));
    expect(doc.openapi).to.match(/^3\./);
    expect(Object.keys(doc.paths)).to.include.members([
      '/api/whoami',
      '/api/echo',
      '/api/bug',
      '/api/docs.json',
    ]);
    expect(doc.paths['/api/echo'].post.requestBody).to.exist;
  });
});

describe('http-koa: a known path with another method', () => {
  it('answers 405 with the catalogue error and the allowed methods', async () => {
    const { tokens, users, reporter } = fakes();
    const { app } = createHttpApp({ tokens, users, reporter, routes: [testRoutes] });
    const server = await listen(app);
    try {
      const res = await fetch(`${server.url}/api/echo`, { method: 'DELETE' });
      expect(res.status).to.equal(405);
      expect(res.headers.get('allow')).to.include('POST');
      expect(await json(res)).to.deep.equal({
        error: { code: 'method_not_allowed', message: 'Méthode non autorisée pour cette adresse' },
      });
    } finally {
      await server.close();
    }
  });
});

describe('http-koa: compression', () => {
  it('compresses a large answer for a client that accepts gzip, and leaves small ones alone', async () => {
    const { tokens, users, reporter } = fakes();
    const big = (api: ApiRouter) =>
      api.route({ method: 'get', path: '/api/big', summary: 'big', tag: 't', audience: 'public' }, (ctx) => {
        ctx.body = { items: Array.from({ length: 500 }, (_, i) => ({ id: i, nom: 'Appartement vue lac' })) };
      });
    const { app } = createHttpApp({ tokens, users, reporter, routes: [testRoutes, big] });
    const server = await listen(app);
    try {
      const { request } = await import('node:http');
      const encodingOf = (path: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          request(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
            res.resume();
            resolve(res.headers['content-encoding']);
          })
            .on('error', reject)
            .end();
        });
      expect(await encodingOf('/api/big')).to.equal('gzip');
      expect(await encodingOf('/health-nope')).to.equal(undefined);
    } finally {
      await server.close();
    }
  });
});
