// Who may call the public site's routes, the login and session routes and the seller's own list: every
// role × every route (the routes the other matrices do not cover). Public routes answer every role
// alike; the seller's list is always the viewer's own; the owners' requests are the staff's.
import { expect } from 'chai';
import { ROLES, startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';

interface Row {
  method: string;
  route: string;
  path: string;
  json?: unknown;
  /** The status each role gets; roles not named get `others`. */
  statuses: Partial<Record<RoleName, number>>;
  others: number;
}

const ROWS: Row[] = [
  { method: 'GET', route: '/api/plan-du-site', path: '/api/plan-du-site', statuses: {}, others: 200 },
  { method: 'GET', route: '/api/session', path: '/api/session', statuses: {}, others: 200 },
  // An unknown poster and an unknown verification link: the same 404 for everyone.
  { method: 'GET', route: '/affichette{numero}', path: '/affichette999999', statuses: {}, others: 404 },
  {
    method: 'GET',
    route: '/verification-email/{token}',
    path: '/verification-email/unknown',
    statuses: {},
    others: 404,
  },
  {
    method: 'POST',
    route: '/api/login_check',
    path: '/api/login_check',
    json: { username: 'nobody@example.fr', password: 'wrong' },
    statuses: {},
    others: 401,
  },
  // The sell form is public: an empty form is refused alike (400) whoever sends it.
  { method: 'POST', route: '/api/vendre', path: '/api/vendre', json: {}, statuses: {}, others: 400 },
  {
    method: 'GET',
    route: '/api/vendeur/biens',
    path: '/api/vendeur/biens',
    statuses: { anonymous: 401 },
    others: 200,
  },
  {
    method: 'GET',
    route: '/api/espace-negociateur/vendeurs',
    path: '/api/espace-negociateur/vendeurs',
    statuses: { anonymous: 401, negotiator: 200, assistance: 200, admin: 200 },
    others: 403,
  },
];

describe('http: public site, session and seller-list authorization matrix', () => {
  let t: TestApi;
  before(async function () {
    this.timeout(60_000);
    t = await startTestApi({ sellerLeadRateLimit: { max: 1000, durationMs: 60_000 } });
  });
  after(async () => t?.close());

  for (const row of ROWS) {
    it(`${row.method} ${row.route}: ${ROLES.map((r) => `${r} ${row.statuses[r] ?? row.others}`).join(', ')}`, async () => {
      for (const role of ROLES) {
        const res = await t.request(role, row.method, row.path, row.json ? { json: row.json } : {});
        expect(res.status, role).to.equal(row.statuses[role] ?? row.others);
      }
    });
  }
});
