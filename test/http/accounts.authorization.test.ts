// Who may call each route of the accounts area (spec §6): every route × every role, by header and by cookie.
import { expect } from 'chai';
import { aProperty } from '@immo/core/testing';
import { json } from '../support/http.js';
import { ROLES, startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';

const LOGGED_IN: readonly RoleName[] = ROLES.filter((r) => r !== 'anonymous');
const STAFF: readonly RoleName[] = ['negotiator', 'assistance', 'admin'];

interface Row {
  method: string;
  /** {bien} is replaced by a property that exists. */
  path: string;
  allowed: readonly RoleName[];
  /** The status of an allowed call. */
  ok: number;
  /** The code an anonymous caller gets when refused (401). */
  anonymousCode?: string;
  json?: unknown;
}

const MATRIX: Row[] = [
  { method: 'GET', path: '/api/me', allowed: LOGGED_IN, ok: 200, anonymousCode: 'unauthenticated' },
  { method: 'GET', path: '/api/favoris', allowed: LOGGED_IN, ok: 200, anonymousCode: 'unauthenticated' },
  {
    method: 'GET',
    path: '/api/{bien}/favoris/add',
    allowed: LOGGED_IN,
    ok: 200,
    anonymousCode: 'favourite_login_required',
  },
  {
    method: 'GET',
    path: '/api/favoris/add/{bien}',
    allowed: LOGGED_IN,
    ok: 200,
    anonymousCode: 'favourite_login_required',
  },
  {
    method: 'GET',
    path: '/favoris/delete/{bien}',
    allowed: LOGGED_IN,
    ok: 200,
    anonymousCode: 'favourite_login_required',
  },
  {
    method: 'DELETE',
    path: '/api/favoris/{bien}',
    allowed: LOGGED_IN,
    ok: 200,
    anonymousCode: 'favourite_login_required',
  },
  { method: 'GET', path: '/ajax/users/list', allowed: STAFF, ok: 200, anonymousCode: 'unauthenticated' },
  { method: 'GET', path: '/api/me/offres', allowed: LOGGED_IN, ok: 200, anonymousCode: 'unauthenticated' },
  // Reaching the form check proves the route is open to the role: an empty form is a 400.
  { method: 'PUT', path: '/api/me', allowed: LOGGED_IN, ok: 400, anonymousCode: 'unauthenticated', json: {} },
  {
    method: 'PUT',
    path: '/api/me/mot-de-passe',
    allowed: LOGGED_IN,
    ok: 400,
    anonymousCode: 'unauthenticated',
    json: {},
  },
  // Public routes: open to everyone, logged in or not.
  { method: 'POST', path: '/newsletter', allowed: ROLES, ok: 200, json: { email: 'lecteur@example.fr' } },
  { method: 'POST', path: '/logout', allowed: ROLES, ok: 204 },
  {
    method: 'POST',
    path: '/api/verification-email/resend',
    allowed: ROLES,
    ok: 200,
    json: { email: 'lecteur@example.fr' },
  },
  {
    method: 'POST',
    path: '/api/mot-de-passe/oubli',
    allowed: ROLES,
    ok: 200,
    json: { email: 'lecteur@example.fr' },
  },
  {
    method: 'POST',
    path: '/api/mot-de-passe/reinitialisation',
    allowed: ROLES,
    // An unknown link: 400 reset_link_invalid, for everyone alike.
    ok: 400,
    json: { token: 'unknown', password: 'Nouveau-2026!', passwordConfirmation: 'Nouveau-2026!' },
  },
  {
    method: 'POST',
    path: '/api/inscription',
    allowed: ROLES,
    // Reaching the form check proves the route is open: an empty form is a 400, never a 401/403.
    ok: 400,
    json: {},
  },
];

describe('http: accounts — authorization matrix', () => {
  let t: TestApi;
  let bienId: number;
  before(async () => {
    t = await startTestApi();
    const property = await t.api.ports.repos.properties.add(
      aProperty({ negotiatorId: t.actors.negotiator.user.id }),
    );
    bienId = property.id;
  });
  after(() => t.close());

  for (const row of MATRIX) {
    for (const role of ROLES) {
      const allowed = row.allowed.includes(role);
      const expected = allowed ? row.ok : role === 'anonymous' ? 401 : 403;
      for (const cookie of role === 'anonymous' ? [false] : [false, true]) {
        const by = role === 'anonymous' ? '' : cookie ? ' (cookie)' : ' (header)';
        it(`${row.method} ${row.path} — ${role}${by}: ${allowed ? 'allowed' : 'refused'} ${expected}`, async () => {
          const path = row.path.replace('{bien}', String(bienId));
          const res = await t.request(role, row.method, path, {
            cookie,
            ...(row.json !== undefined ? { json: row.json } : {}),
          });
          expect(res.status).to.equal(expected);
          if (allowed) return;
          const { error } = await json(res);
          expect(error.code).to.equal(role === 'anonymous' ? row.anonymousCode : 'forbidden');
        });
      }
    }
  }
});
