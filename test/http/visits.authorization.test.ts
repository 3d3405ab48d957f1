import type { Property } from '@immo/core';
import { aBuyerFile, aProperty, aVisit, anAuction } from '@immo/core/testing';
import { expect } from 'chai';
import { ROLES, startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';

type Role = Exclude<RoleName, 'anonymous'>;

interface Row {
  method: string;
  route: string;
  /** Who may call it (§6): the property's negotiator and administrators run visits; buyers book. */
  allowed: readonly Role[];
  /** A fresh path (and body) for one call, so that each role meets the same state. */
  prepare(): Promise<{ path: string; json?: unknown }>;
}

// The property belongs to the `negotiator` of the cast; `assistance` is another negotiator.
// `buyer` is registered on the property; unverifiedBuyer and newUser are not.
describe('http: visits authorization matrix', () => {
  let t: TestApi;
  let property: Property;
  let buyerFileId: number;

  const base = () => `/api/bien/${property.id}/visites`;
  const newVisit = async (attendeeIds: number[] = []) =>
    (
      await t.api.ports.repos.visits.add(
        aVisit({ propertyId: property.id, kind: 'grouped', capacity: null, attendeeIds }),
      )
    ).id;

  before(async () => {
    t = await startTestApi();
    const { repos } = t.api.ports;
    property = await repos.properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }));
    await repos.auctions.add(anAuction({ propertyId: property.id }));
    buyerFileId = (
      await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: t.actors.buyer.user.id }))
    ).id;
  });
  after(() => t.close());

  const MANAGERS: readonly Role[] = ['negotiator', 'admin'];
  const BUYERS = ['buyer', 'unverifiedBuyer', 'newUser'] as const;
  const EVERY_USER: readonly Role[] = ROLES.filter((r): r is Role => r !== 'anonymous');

  const rows: Row[] = [
    {
      method: 'GET',
      route: '/api/bien/{bien}/visites',
      allowed: ['buyer', ...MANAGERS],
      prepare: async () => ({ path: base() }),
    },
    {
      method: 'GET',
      route: '/api/bien/{bien}/visites/user',
      allowed: EVERY_USER,
      prepare: async () => ({ path: `${base()}/user` }),
    },
    {
      method: 'POST',
      route: '/api/bien/{bien}/visites/new',
      allowed: MANAGERS,
      prepare: async () => ({
        path: `${base()}/new`,
        json: { kind: 'individual', start: '2026-11-23 10:00:00', durationMinutes: 30 },
      }),
    },
    {
      method: 'POST',
      route: '/api/bien/{bien}/visites/fetch',
      allowed: ['buyer', ...MANAGERS],
      prepare: async () => ({ path: `${base()}/fetch`, json: { from: '2026-11-21', to: '2026-12-31' } }),
    },
    {
      method: 'GET',
      route: '/api/bien/{bien}/visites/buyers',
      allowed: MANAGERS,
      prepare: async () => ({ path: `${base()}/buyers` }),
    },
    {
      method: 'PUT',
      route: '/api/bien/{bien}/visites/{visite}/edit',
      allowed: MANAGERS,
      prepare: async () => ({ path: `${base()}/${await newVisit()}/edit`, json: { durationMinutes: 45 } }),
    },
    {
      method: 'PUT',
      route: '/api/bien/{bien}/visites/{visite}/add-user',
      allowed: MANAGERS,
      prepare: async () => ({
        path: `${base()}/${await newVisit()}/add-user`,
        json: { userId: t.actors.buyer.user.id },
      }),
    },
    {
      method: 'PUT',
      route: '/api/bien/{bien}/visites/{visite}/remove-user',
      allowed: MANAGERS,
      prepare: async () => ({
        path: `${base()}/${await newVisit([t.actors.buyer.user.id])}/remove-user`,
        json: { userId: t.actors.buyer.user.id },
      }),
    },
    {
      method: 'POST',
      route: '/api/bien/{bien}/visites/{visite}/book',
      allowed: ['buyer'],
      prepare: async () => ({ path: `${base()}/${await newVisit()}/book` }),
    },
    {
      method: 'GET',
      route: '/api/bien/{bien}/visites/{visite}/users',
      allowed: MANAGERS,
      prepare: async () => ({ path: `${base()}/${await newVisit([t.actors.buyer.user.id])}/users` }),
    },
    {
      method: 'DELETE',
      route: '/api/bien/{bien}/visites/{visite}',
      allowed: MANAGERS,
      prepare: async () => ({ path: `${base()}/${await newVisit()}` }),
    },
    {
      method: 'POST',
      route: '/espace-negociateur/dossier/{dossierAcheteur}/validation/visite',
      allowed: MANAGERS,
      prepare: async () => {
        // Validation waits for a slot the buyer booked to start.
        await t.api.ports.repos.visits.add(
          aVisit({
            propertyId: property.id,
            startsAt: t.clock.now() - 60_000,
            attendeeIds: [t.actors.buyer.user.id],
          }),
        );
        return { path: `/espace-negociateur/dossier/${buyerFileId}/validation/visite` };
      },
    },
    {
      method: 'GET',
      route: '/api/me/visites',
      allowed: EVERY_USER,
      prepare: async () => ({ path: '/api/me/visites' }),
    },
    {
      method: 'DELETE',
      route: '/api/bien/{bien}/visites/{visite}/reservation',
      // Whoever booked the slot cancels their own place; negotiators and administrators book none.
      allowed: BUYERS,
      prepare: async () => ({
        path: `${base()}/${await newVisit(BUYERS.map((role) => t.actors[role].user.id))}/reservation`,
      }),
    },
  ];

  for (const row of rows) {
    describe(`${row.method} ${row.route}`, () => {
      for (const role of ROLES) {
        const allowed = role !== 'anonymous' && row.allowed.includes(role);
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

  it('the table covers every visits route the API documents', async () => {
    const doc = (await (await t.request('anonymous', 'GET', '/api/docs.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags.includes('visits'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const covered = rows.map((row) => `${row.method} ${row.route}`);
    expect(documented).to.have.members(covered);
  });
});
