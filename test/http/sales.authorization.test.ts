// Who may call each route of the sales area (spec §6): every protected route × every role.
import { aBuyerFile, aSaleForm } from '@immo/core/testing';
import { expect } from 'chai';
import { ROLES, startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';

interface Row {
  method: 'GET' | 'POST' | 'PUT';
  /** The route as documented. */
  route: string;
  path: () => string;
  body?: (role: RoleName) => unknown;
  allowed: readonly RoleName[];
  /** The success status; 200 unless told. */
  status?: number;
  /** What an anonymous caller is told; unauthenticated unless told. */
  anonymousCode?: string;
}

describe('http: sales authorization matrix', () => {
  let t: TestApi;
  let bienId: number;
  let fileId: number;
  const sale = aSaleForm({
    ref_client: 'AUTH-MATRIX-1',
    vendeurs: [
      { email: 'seller@test.immo', primary: true },
      { email: 'co.vendeur@example.fr', primary: false },
    ],
  });

  before(async () => {
    t = await startTestApi();
    const res = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', { json: sale });
    expect(res.status).to.equal(201);
    bienId = (await json(res)).bienId;
    fileId = (
      await t.api.ports.repos.buyerFiles.add(
        aBuyerFile({ propertyId: bienId, userId: t.actors.buyer.user.id }),
      )
    ).id;
  });
  after(() => t.close());

  const ROWS: readonly Row[] = [
    {
      method: 'GET',
      route: '/v2/sell/{bienId}',
      path: () => `/v2/sell/${bienId}`,
      allowed: ['negotiator', 'admin'],
    },
    {
      method: 'POST',
      route: '/v2/sell/agence-immo/create',
      path: () => '/v2/sell/agence-immo/create',
      body: (role) => aSaleForm({ ref_client: `AUTH-${role}` }),
      allowed: ['negotiator', 'assistance', 'admin'],
      status: 201,
      anonymousCode: 'session_expiree',
    },
    {
      method: 'PUT',
      route: '/v2/sell/agence-immo/update/{bienId}',
      path: () => `/v2/sell/agence-immo/update/${bienId}`,
      body: () => sale,
      allowed: ['negotiator', 'admin'],
      anonymousCode: 'session_expiree',
    },
    {
      method: 'GET',
      route: '/find-tiers-assistance',
      path: () => '/find-tiers-assistance',
      allowed: ['assistance', 'admin'],
    },
    {
      method: 'GET',
      route: '/ajax/biens/list',
      path: () => '/ajax/biens/list?status=a_venir',
      allowed: ['negotiator', 'assistance', 'admin'],
    },
    {
      method: 'GET',
      route: '/api/bien/{bien}/acteurs',
      path: () => `/api/bien/${bienId}/acteurs`,
      allowed: ['negotiator', 'admin', 'seller'],
    },
    {
      method: 'PUT',
      route: '/api/bien/{id}',
      path: () => `/api/bien/${bienId}`,
      body: (role) => ({ descriptif: `Relu par ${role}` }),
      allowed: ['negotiator', 'admin'],
    },
    {
      method: 'PUT',
      route: '/api/dossier_acheteurs/{id}',
      path: () => `/api/dossier_acheteurs/${fileId}`,
      body: (role) => ({ commentaireSurAcquereur: `Vu par ${role}` }),
      allowed: ['negotiator', 'admin'],
    },
    {
      method: 'POST',
      route: '/api/qb/{table}',
      path: () => '/api/qb/biens',
      body: () => ({ where: { status: 'a_venir' } }),
      allowed: ['negotiator', 'assistance', 'admin'],
    },
    {
      method: 'PUT',
      route: '/api/qb/{table}/{id}',
      path: () => `/api/qb/dossier_acheteurs/${fileId}`,
      body: () => ({ interest: 'undecided' }),
      allowed: ['negotiator', 'admin'],
    },
    {
      method: 'GET',
      route: '/api/negociateur/bien/{bien}/publication',
      path: () => `/api/negociateur/bien/${bienId}/publication`,
      allowed: ['negotiator', 'admin'],
    },
    {
      // The sale has no photo: those allowed hear what is missing.
      method: 'POST',
      route: '/api/negociateur/bien/{bien}/publier',
      path: () => `/api/negociateur/bien/${bienId}/publier`,
      allowed: ['negotiator', 'admin'],
      status: 422,
    },
    {
      method: 'POST',
      route: '/api/negociateur/bien/{bien}/depublier',
      path: () => `/api/negociateur/bien/${bienId}/depublier`,
      allowed: ['negotiator', 'admin'],
    },
  ];

  for (const row of ROWS) {
    describe(`${row.method} ${row.route}`, () => {
      for (const role of ROLES) {
        const allowed = row.allowed.includes(role);
        const expected = allowed ? (row.status ?? 200) : role === 'anonymous' ? 401 : 403;
        it(`${role}: ${allowed ? 'allowed' : 'refused'} (${expected})`, async () => {
          const res = await t.request(role, row.method, row.path(), {
            ...(row.body ? { json: row.body(role) } : {}),
          });
          const body = await json(res);
          expect(res.status, JSON.stringify(body)).to.equal(expected);
          if (!allowed) {
            expect(body.error.code).to.equal(
              role === 'anonymous' ? (row.anonymousCode ?? 'unauthenticated') : 'forbidden',
            );
          }
        });
      }
    });
  }

  it('covers every route of the area', async () => {
    const doc = await json(await t.request('anonymous', 'GET', '/api/docs.json'));
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { tags: string[] }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.tags.includes('sales')) documented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(ROWS.map((row) => `${row.method} ${row.route}`)).to.have.members(documented);
  });
});
