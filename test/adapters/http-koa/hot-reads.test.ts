// Hot reads (hot-reads.ts): a kept answer served ahead of the middlewares, with the headers the whole
// chain gives it; everything else left to the whole chain.
import { expect } from 'chai';
import sinon from 'sinon';
import { ANONYMOUS, type ErrorReporter, type TokenService, type UserRepository } from '@immo/core';
import { aBuyer } from '@immo/core/testing';
import { createHttpApp, LIVE_READ_PATHS, NO_QUERY, ViewerCache, type ApiRouter } from '@immo/http-koa';
import { idPattern } from '../../../adapters/http-koa/src/hot-reads.js';
import { listen, type RunningServer } from '../../support/http.js';

const PATH = '/api/bien/currentauction/:enchereId';
const BODY = JSON.stringify({ kept: 'x'.repeat(2000) });

describe('http-koa: hot reads', () => {
  let server: RunningServer;
  let routeRuns: sinon.SinonSpy;
  let kept: boolean;
  let verify: sinon.SinonStub;
  const buyer = { ...aBuyer(), id: 7 };

  beforeEach(async () => {
    routeRuns = sinon.spy();
    kept = true;
    verify = sinon.stub().resolves({ userId: 7, issuedAt: 0 });
    const send = (ctx: { type: string; body: unknown }, who: string) => {
      ctx.type = 'application/json';
      ctx.body = Buffer.from(BODY.replace('x', who));
    };
    const routes = (api: ApiRouter) => {
      api.route(
        { method: 'get', path: PATH, summary: 's', tag: 't', audience: 'public', query: NO_QUERY },
        (ctx) => {
          routeRuns(ctx.state.locale);
          send(ctx, ctx.state.viewer === ANONYMOUS ? 'a' : 'v');
        },
      );
      api.hot(PATH, async (ctx, [id]) =>
        kept && id === 5 ? (answered) => send(answered, ctx.state.viewer === ANONYMOUS ? 'a' : 'v') : null,
      );
    };
    const { app } = createHttpApp({
      reporter: { report: sinon.spy() } as ErrorReporter,
      tokens: { issue: async () => '', verify } as unknown as TokenService,
      users: { findById: async () => buyer } as unknown as UserRepository,
      viewerCache: new ViewerCache(LIVE_READ_PATHS),
      routes: [routes],
    });
    server = await listen(app);
  });
  afterEach(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive'));

  it('answers a kept read without the route, with the same headers, plain and gzip', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const hot = await get('/api/bien/currentauction/5', headers);
      expect(routeRuns.called).to.equal(false);
      const whole = await get('/api/bien/currentauction/5?through=route', headers);
      expect(routeRuns.calledOnce).to.equal(true);
      expect(headersOf(hot)).to.deep.equal(headersOf(whole));
      expect(await hot.text()).to.equal(await whole.text());
      routeRuns.resetHistory();
    }
  });

  it('leaves to the route what it has no answer for, a token not checked yet, and other methods', async () => {
    expect((await get('/api/bien/currentauction/6')).status).to.equal(200);
    expect(routeRuns.callCount).to.equal(1);
    kept = false;
    await get('/api/bien/currentauction/5');
    expect(routeRuns.callCount).to.equal(2);
    kept = true;
    // A token first goes through the whole check; once the viewer cache holds it, the hot read answers.
    const token = { authorization: 'Bearer t0k3n' };
    const first = await get('/api/bien/currentauction/5', token);
    expect(routeRuns.callCount).to.equal(3);
    const second = await get('/api/bien/currentauction/5', token);
    expect(routeRuns.callCount).to.equal(3);
    expect(verify.callCount).to.equal(1);
    expect(headersOf(second)).to.deep.equal(headersOf(first));
    expect(second.headers.get('cache-control')).to.equal('no-store');
    expect(await second.text()).to.equal(await first.text());
    await fetch(`${server.url}/api/bien/currentauction/5`, { method: 'HEAD' });
    expect(routeRuns.callCount).to.equal(4);
  });

  it('matches ids only, as the route reads them', () => {
    const pattern = idPattern('/api/bien/:bien/page');
    expect(pattern.exec('/api/bien/12/page')?.[1]).to.equal('12');
    for (const path of ['/api/bien/012/page', '/api/bien/x/page', '/api/bien/12/page/', '/api/bien/12/pages'])
      expect(pattern.test(path), path).to.equal(false);
  });
});
