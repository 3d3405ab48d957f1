// Who may call each route of the auction area (spec §6): every role of the cast against every route.
import { expect } from 'chai';
import { DEFAULT_TEST_NOW } from '@immo/core/testing';
import { json } from '../support/http.js';
import { ROLES, startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { aSale, asBidder, bidPath, bidders, pollPath, registerRoles } from './auction-fixtures.js';

interface Call {
  method: string;
  path: string;
  json?: unknown;
}

interface Row {
  route: string;
  /** Roles that get the success status; every other logged-in role gets 403, anonymous 401. */
  allowed: readonly RoleName[];
  success: number;
  /** Fresh state for each role, so that one role's call never changes what the next one meets. */
  prepare(t: TestApi): Promise<Call>;
}

const EVERYONE = ROLES;
const LOGGED_IN = ROLES.filter((role) => role !== 'anonymous');

const ROWS: Row[] = [
  {
    route: 'GET /api/bien/currentauction/{enchereId}',
    allowed: EVERYONE,
    success: 200,
    prepare: async (t) => ({ method: 'GET', path: pollPath(await aSale(t)) }),
  },
  {
    route: 'GET /api/bien/{bien}/page',
    allowed: EVERYONE,
    success: 200,
    prepare: async (t) => ({ method: 'GET', path: `/api/bien/${(await aSale(t)).property.id}/page` }),
  },
  {
    route: 'GET /api/biens',
    allowed: EVERYONE,
    success: 200,
    prepare: async () => ({ method: 'GET', path: '/api/biens?status=en_cours,a_venir&page=1' }),
  },
  {
    // Every role is registered with its visit done: what refuses them is their role or account alone.
    route: 'POST /enchere/make-enchere/{enchereId}',
    allowed: ['buyer'],
    success: 201,
    prepare: async (t) => {
      const sale = await aSale(t);
      await registerRoles(t, sale, LOGGED_IN);
      return { method: 'POST', path: bidPath(sale), json: { amount: 250_000 } };
    },
  },
  {
    // RegisterInterest refuses negotiators only (see the report: §6 names ROLE_USER).
    route: 'GET /api/bien/inscription/{bien} (inscription_vente)',
    // Registering is a buyer's act (ROLE_USER): sellers and admins are refused like negotiators.
    allowed: ['buyer', 'unverifiedBuyer', 'newUser'],
    success: 200,
    prepare: async (t) => ({ method: 'GET', path: `/api/bien/inscription/${(await aSale(t)).property.id}` }),
  },
  {
    route: 'GET /api/vendeur/bien/{bien}/offres',
    allowed: ['seller', 'admin'],
    success: 200,
    prepare: async (t) => ({
      method: 'GET',
      path: `/api/vendeur/bien/${(await aSale(t)).property.id}/offres`,
    }),
  },
  {
    route: 'POST /api/vendeur/offres/{bidId}/accepter',
    allowed: ['seller', 'admin'],
    success: 200,
    prepare: async (t) => ({ method: 'POST', path: `/api/vendeur/offres/${await anOffer(t)}/accepter` }),
  },
  {
    route: 'POST /api/vendeur/offres/{bidId}/refuser',
    allowed: ['seller', 'admin'],
    success: 200,
    prepare: async (t) => ({ method: 'POST', path: `/api/vendeur/offres/${await anOffer(t)}/refuser` }),
  },
];

/** A live sale of the cast's seller with one offer on it; answers the offer's id. */
async function anOffer(t: TestApi): Promise<number> {
  const sale = await aSale(t);
  const [bidder] = await bidders(t, sale, 1);
  const res = await asBidder(t, bidder!, 'POST', bidPath(sale), { amount: 250_000 });
  expect(res.status, 'the offer is placed').to.equal(201);
  return (await json(res)).id;
}

describe('http auction: authorization matrix', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  for (const row of ROWS) {
    describe(row.route, () => {
      for (const role of ROLES) {
        const allowed = row.allowed.includes(role);
        const expected = allowed ? row.success : role === 'anonymous' ? 401 : 403;
        it(`${role}: ${allowed ? 'allowed' : 'refused'} (${expected})`, async () => {
          const call = await row.prepare(t);
          const res = await t.request(role, call.method, call.path, call.json ? { json: call.json } : {});
          const body = await json(res);
          expect(res.status, JSON.stringify(body)).to.equal(expected);
          if (!allowed) expect(body.error.code).to.be.a('string');
        });
      }
    });
  }
});
