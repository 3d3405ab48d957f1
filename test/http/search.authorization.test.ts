import { aSavedSearch } from '@immo/core/testing';
import { expect } from 'chai';
import { ROLES, startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';

type Role = Exclude<RoleName, 'anonymous'>;

interface Row {
  method: string;
  route: string;
  /** 'everyone' for public routes, anonymous included. */
  allowed: readonly Role[] | 'everyone';
  /** A fresh path (and body) for one call, so that each role meets the same state. */
  prepare(): Promise<{ path: string; json?: unknown }>;
}

// Saved searches are the user's own (§6: a user reads and writes only their own saved searches);
// an administrator may read anyone's. Search and address lookup are open to all.
describe('http: search, saved searches and address lookup authorization matrix', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  const EVERY_USER: readonly Role[] = ROLES.filter((r): r is Role => r !== 'anonymous');

  const rows: Row[] = [
    {
      method: 'GET',
      route: '/api/recherche',
      allowed: 'everyone',
      prepare: async () => ({ path: '/api/recherche?types=MAIS&budgetMax=300000' }),
    },
    {
      method: 'POST',
      route: '/api/map/search/',
      allowed: 'everyone',
      prepare: async () => ({ path: '/api/map/search/', json: { text: 'annecy' } }),
    },
    {
      method: 'GET',
      route: '/api/map/reverse',
      allowed: 'everyone',
      prepare: async () => ({ path: '/api/map/reverse?lat=45.8992&lng=6.1294' }),
    },
    {
      method: 'GET',
      route: '/api/recherches/user/{user}',
      allowed: ['buyer', 'admin'],
      prepare: async () => ({ path: `/api/recherches/user/${t.actors.buyer.user.id}` }),
    },
    {
      method: 'POST',
      route: '/api/recherches',
      allowed: EVERY_USER,
      prepare: async () => ({
        path: '/api/recherches',
        json: { name: 'Maisons', criteria: { types: ['MAIS'] } },
      }),
    },
    {
      method: 'GET',
      route: '/api/map/base-layer.geojson',
      allowed: 'everyone',
      prepare: async () => ({ path: '/api/map/base-layer.geojson' }),
    },
    {
      method: 'PUT',
      route: '/api/recherches/{id}/alerte',
      allowed: ['buyer'],
      prepare: async () => {
        const saved = await t.api.ports.repos.savedSearches.add(
          aSavedSearch({ userId: t.actors.buyer.user.id }),
        );
        return { path: `/api/recherches/${saved.id}/alerte`, json: { alert: true } };
      },
    },
    {
      method: 'DELETE',
      route: '/api/recherches/{id}',
      allowed: ['buyer'],
      prepare: async () => {
        const saved = await t.api.ports.repos.savedSearches.add(
          aSavedSearch({ userId: t.actors.buyer.user.id }),
        );
        return { path: `/api/recherches/${saved.id}` };
      },
    },
  ];

  for (const row of rows) {
    describe(`${row.method} ${row.route}`, () => {
      for (const role of ROLES) {
        const allowed = row.allowed === 'everyone' || (role !== 'anonymous' && row.allowed.includes(role));
        const expected = allowed ? '2xx' : role === 'anonymous' ? '401' : '403';
        it(`${role}: ${expected}`, async () => {
          const { path, json } = await row.prepare();
          const res = await t.request(role, row.method, path, json !== undefined ? { json } : {});
          const text = await res.text();
          if (allowed) {
            expect(res.status, text).to.be.within(200, 299);
          } else {
            expect(res.status, text).to.equal(role === 'anonymous' ? 401 : 403);
            expect(JSON.parse(text).error.code).to.be.a('string');
          }
        });
      }
    });
  }

  it('the table covers every search and address route the API documents', async () => {
    const doc = (await (await t.request('anonymous', 'GET', '/api/docs.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags.some((tag) => tag === 'search' || tag === 'address'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).to.have.members(rows.map((row) => `${row.method} ${row.route}`));
  });

  it('accepts the cookie with a same-site origin for writes, as the browser sends them', async () => {
    const res = await t.request('buyer', 'POST', '/api/recherches', {
      json: { name: 'Depuis le navigateur', criteria: {} },
      cookie: true,
    });
    expect(res.status).to.equal(201);
    const forged = await t.request('buyer', 'POST', '/api/recherches', {
      json: { name: 'Forgée', criteria: {} },
      cookie: true,
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status).to.equal(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).to.equal('csrf_rejected');
  });
});
