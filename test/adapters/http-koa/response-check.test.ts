import type { ErrorReporter, TokenService, UserRepository } from '@immo/core';
import {
  RESPONSE_MISMATCH_HEADER,
  ResponseSchemaMismatch,
  closedSchema,
  createHttpApp,
  type ApiRouter,
} from '@immo/http-koa';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { expect } from 'chai';
import { gzipSync } from 'node:zlib';
import sinon from 'sinon';
import { json, listen, type RunningServer } from '../../support/http.js';
import { failOnResponseMismatch, uncheckedFetch } from '../../support/response-mismatch.js';

const SALE = Type.Object({
  bienId: Type.Integer(),
  nom: Type.String(),
  photos: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String() })),
});

/** Routes declaring SALE (or a file, or no body), each answering what its path says. */
const routes = (api: ApiRouter) => {
  const sale = (path: string, body: unknown) =>
    api.route({ method: 'get', path, summary: path, tag: 't', audience: 'public', response: SALE }, (ctx) => {
      ctx.body = body;
    });
  sale('/as-declared', { bienId: 1, nom: 'Maison', photos: [{ id: 3, url: '/media/photos/3' }] });
  sale('/missing-field', { bienId: 1, photos: [] });
  sale('/wrong-type', { bienId: 1, nom: 'Maison', photos: [{ id: '3', url: '/media/photos/3' }] });
  sale('/leaked-field', { bienId: 1, nom: 'Maison', photos: [], passwordHash: '$argon2id$…' });
  sale('/not-json', 'bonjour');
  api.route(
    { method: 'get', path: '/gzip', summary: 'gzip', tag: 't', audience: 'public', response: SALE },
    (ctx) => {
      ctx.type = 'application/json';
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = gzipSync(JSON.stringify({ bienId: 'one', nom: 'Maison', photos: [] }));
    },
  );
  api.route(
    { method: 'get', path: '/refused', summary: 'refused', tag: 't', audience: 'public', response: SALE },
    (ctx) => {
      ctx.status = 404;
      ctx.body = { error: { code: 'not_found', message: 'Ressource introuvable' } };
    },
  );
  api.route(
    { method: 'delete', path: '/nothing', summary: 'none', tag: 't', audience: 'public', response: 'none' },
    (ctx) => {
      ctx.body = { deleted: true };
    },
  );
  api.route(
    { method: 'get', path: '/file', summary: 'file', tag: 't', audience: 'public', response: 'file' },
    (ctx) => {
      ctx.body = { not: 'a file' };
    },
  );
  api.route(
    {
      method: 'get',
      path: '/open',
      summary: 'open',
      tag: 't',
      audience: 'public',
      response: Type.Object({
        settings: Type.Record(Type.String(), Type.String()),
        extra: Type.Object({ a: Type.Integer() }, { additionalProperties: true }),
      }),
    },
    (ctx) => {
      ctx.body = { settings: { any: 'key' }, extra: { a: 1, b: 2 } };
    },
  );
};

async function start(checkResponses: boolean) {
  const reporter: ErrorReporter & { report: sinon.SinonSpy } = { report: sinon.spy() };
  const { app } = createHttpApp({
    reporter,
    tokens: { issue: async () => '', verify: async () => null } as TokenService,
    users: {} as UserRepository,
    routes: [routes],
    checkResponses,
  });
  return { server: await listen(app), reporter };
}

describe('http-koa: the response check (answers against their declared schema)', () => {
  let server: RunningServer;
  let reporter: sinon.SinonSpy;
  const get = (path: string, method = 'GET') => uncheckedFetch(`${server.url}${path}`, { method });

  describe('on', () => {
    beforeEach(async () => {
      ({
        server,
        reporter: { report: reporter },
      } = await start(true));
    });
    afterEach(() => server.close());

    it('lets an answer as declared through, untouched', async () => {
      const res = await get('/as-declared');
      expect(res.status).to.equal(200);
      expect(res.headers.get(RESPONSE_MISMATCH_HEADER)).to.equal(null);
      expect(await json(res)).to.deep.equal({
        bienId: 1,
        nom: 'Maison',
        photos: [{ id: 3, url: '/media/photos/3' }],
      });
      expect(reporter.called).to.equal(false);
    });

    it('answers a missing field 500 naming the route, the path and the error, and reports it', async () => {
      const res = await get('/missing-field');
      expect(res.status).to.equal(500);
      const body = await json(res);
      expect(body.error.code).to.equal('unexpected_error');
      expect(body.error.responseSchemaMismatch).to.include({
        route: 'GET /missing-field',
        status: 200,
        path: '/nom',
      });
      expect(body.error.responseSchemaMismatch.error).to.match(/required/i);
      expect(res.headers.get(RESPONSE_MISMATCH_HEADER))
        .to.contain('GET /missing-field answered 200')
        .and.contain("'/nom'");
      expect(reporter.calledOnce).to.equal(true);
      const [reported] = reporter.firstCall.args;
      expect(reported).to.be.instanceOf(ResponseSchemaMismatch);
      expect((reported as ResponseSchemaMismatch).mismatch.route).to.equal('GET /missing-field');
    });

    it('names the value of the wrong type deep in a list', async () => {
      const body = await json(await get('/wrong-type'));
      expect(body.error.responseSchemaMismatch).to.include({ path: '/photos/0/id', value: '3' });
    });

    it('refuses a field the schema does not name: a leak is caught, not let through', async () => {
      const res = await get('/leaked-field');
      expect(res.status).to.equal(500);
      expect((await json(res)).error.responseSchemaMismatch.path).to.equal('/passwordHash');
    });

    it('keeps a record and an object declared open open', async () => {
      expect((await get('/open')).status).to.equal(200);
    });

    it('refuses an answer that is not JSON where JSON is declared', async () => {
      const body = await json(await get('/not-json'));
      expect(body.error.responseSchemaMismatch.error).to.contain('JSON');
    });

    it('reads a gzip JSON body (the live poll sends its snapshot so)', async () => {
      const res = await get('/gzip');
      expect(res.status).to.equal(500);
      expect(res.headers.get('content-encoding')).to.equal(null);
      expect((await json(res)).error.responseSchemaMismatch).to.include({ path: '/bienId', value: 'one' });
    });

    it('refuses a body where none is declared, and JSON where a file is', async () => {
      expect((await json(await get('/nothing', 'DELETE'))).error.responseSchemaMismatch.error).to.contain(
        "'none'",
      );
      expect((await json(await get('/file'))).error.responseSchemaMismatch.error).to.contain("'file'");
    });

    it('leaves error answers alone (they share the error schema)', async () => {
      const res = await get('/refused');
      expect(res.status).to.equal(404);
      expect(reporter.called).to.equal(false);
    });

    it('makes the test harness fail the test with the account', async () => {
      const res = await get('/missing-field');
      expect(() => failOnResponseMismatch(res)).to.throw(/GET \/missing-field answered 200 .* '\/nom'/);
    });
  });

  describe('off (production)', () => {
    beforeEach(async () => {
      ({
        server,
        reporter: { report: reporter },
      } = await start(false));
    });
    afterEach(() => server.close());

    it('sends the answer as the handler made it', async () => {
      const res = await get('/missing-field');
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.equal({ bienId: 1, photos: [] });
      expect(reporter.called).to.equal(false);
    });
  });

  describe('closedSchema', () => {
    it('closes every object it names, and not the members of an intersection', () => {
      const schema = Type.Object({
        inner: Type.Object({ a: Type.Integer() }),
        both: Type.Intersect([Type.Object({ a: Type.Integer() }), Type.Object({ b: Type.Integer() })]),
      });
      const closed = closedSchema(schema);
      expect(Value.Check(closed, { inner: { a: 1 }, both: { a: 1, b: 2 } })).to.equal(true);
      expect(Value.Check(closed, { inner: { a: 1, z: 0 }, both: { a: 1, b: 2 } })).to.equal(false);
      expect(Value.Check(schema, { inner: { a: 1, z: 0 }, both: { a: 1, b: 2 } })).to.equal(true);
    });
  });
});
