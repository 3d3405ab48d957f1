import type { Property } from '@immo/core';
import { expect } from 'chai';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import { outboxOf } from '../support/outbox.js';
import { aSale } from './media-fixtures.js';

const ADMIN_ONLY: [RoleName, number][] = [
  ['anonymous', 401],
  ['buyer', 403],
  ['seller', 403],
  ['negotiator', 403],
  ['assistance', 403],
  ['admin', 200],
];

describe('http: contact the negotiator, admin space (issue 12)', () => {
  let t: TestApi;
  let sale: Property;

  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(async () => {
    sale = await aSale(t);
  });

  describe('POST /api/bien/{bien}/contact', () => {
    const form = {
      nom: 'Léa Dupont',
      email: 'lea@example.fr',
      telephone: '06 11 22 33 44',
      message: 'Le bien a-t-il une cave ?',
    };

    it('refuses bad fields with each field’s error, an unknown sale and a draft with 404', async () => {
      const res = await t.request('buyer', 'POST', `/api/bien/${sale.id}/contact`, {
        json: { nom: '', email: 'nope', message: 'court' },
      });
      expect(res.status).to.equal(400);
      const { error } = await json(res);
      expect(error.code).to.equal('contact_invalid');
      expect(Object.keys(error.fields)).to.have.members(['nom', 'email', 'message']);
      expect((await t.request('buyer', 'POST', '/api/bien/999999/contact', { json: form })).status).to.equal(
        404,
      );
      await t.api.ports.repos.properties.update({ ...sale, publishedAt: null });
      expect(
        (await t.request('buyer', 'POST', `/api/bien/${sale.id}/contact`, { json: form })).status,
      ).to.equal(404);
    });

    it('stores the message, mails the negotiator, and throttles an address', async () => {
      const res = await t.request('anonymous', 'POST', `/api/bien/${sale.id}/contact`, { json: form });
      expect(res.status).to.equal(201);
      expect((await json(res)).message).to.match(/envoyé/);
      const stored = await t.api.ports.repos.contactMessages.listByProperty(sale.id);
      expect(stored).to.have.length(1);
      expect(stored[0]).to.include({ name: 'Léa Dupont', email: 'lea@example.fr', userId: null });
      const mails = (await outboxOf(t)).filter((m) => m.to === t.actors.negotiator.user.email);
      const mail = mails.find((m) => m.subject.includes(sale.reference));
      expect(mail, 'mail to the negotiator').to.not.equal(undefined);
      expect(mail?.text).to.include('Le bien a-t-il une cave ?');
      expect(mail?.text).to.include('lea@example.fr');
      let last = 0;
      for (let i = 0; i < 6; i += 1) {
        last = (await t.request('anonymous', 'POST', `/api/bien/${sale.id}/contact`, { json: form })).status;
      }
      expect(last).to.equal(429);
    });
  });

  describe('admin routes: administrators only', () => {
    it('GET /api/admin/utilisateurs, /api/admin/journal', async () => {
      for (const path of ['/api/admin/utilisateurs', '/api/admin/journal']) {
        for (const [role, status] of ADMIN_ONLY) {
          expect((await t.request(role, 'GET', path)).status, `${role} ${path}`).to.equal(status);
        }
      }
      const found = await json(
        await t.request(
          'admin',
          'GET',
          `/api/admin/utilisateurs?q=${encodeURIComponent(t.actors.buyer.user.email)}`,
        ),
      );
      const row = found.items.find((u: { id: number }) => u.id === t.actors.buyer.user.id);
      expect(row).to.include({ emailVerified: true, deactivated: false, biddingAllowed: true });
    });

    it('PUT /api/admin/utilisateurs/{id}: roles, e-mail, deactivation, recorded in the journal; a deactivated user cannot log in', async () => {
      const target = t.actors.newUser.user;
      for (const [role, status] of ADMIN_ONLY.filter(([r]) => r !== 'admin')) {
        const res = await t.request(role, 'PUT', `/api/admin/utilisateurs/${target.id}`, {
          json: { deactivated: true },
        });
        expect(res.status, role).to.equal(status);
      }
      const res = await t.request('admin', 'PUT', `/api/admin/utilisateurs/${target.id}`, {
        json: { roles: ['ROLE_USER', 'ROLE_VENDEUR'], deactivated: true },
      });
      expect(res.status).to.equal(200);
      expect(await json(res)).to.include({ deactivated: true });
      const login = await t.request('anonymous', 'POST', '/api/login_check', {
        json: { username: target.email, password: 'Demo-2026!' },
      });
      expect(login.status).to.equal(403);
      expect((await json(login)).error.code).to.equal('account_deactivated');
      expect((await t.request('newUser', 'GET', '/api/me')).status).to.equal(401);

      const journal = await json(await t.request('admin', 'GET', '/api/admin/journal'));
      const actions = journal.items.map((e: { action: string }) => e.action);
      expect(actions).to.include.members(['user_roles_changed', 'user_deactivated']);
      expect(journal.items[0].actor).to.include(t.actors.admin.user.email);
      expect(journal.items[0].text).to.include(target.email);

      await t.request('admin', 'PUT', `/api/admin/utilisateurs/${target.id}`, {
        json: { deactivated: false },
      });
    });

    it('refuses to let an administrator demote or deactivate himself, or approve an identity without its document', async () => {
      const self = t.actors.admin.user.id;
      const cases: [unknown, string][] = [
        [{ roles: ['ROLE_USER'] }, 'admin_cannot_demote_self'],
        [{ deactivated: true }, 'admin_cannot_deactivate_self'],
        [{ roles: [] }, 'admin_roles_invalid'],
      ];
      for (const [body, code] of cases) {
        const res = await t.request('admin', 'PUT', `/api/admin/utilisateurs/${self}`, { json: body });
        expect(res.status, code).to.equal(400);
        expect((await json(res)).error.code).to.equal(code);
      }
      const res = await t.request('admin', 'PUT', `/api/admin/utilisateurs/${t.actors.newUser.user.id}`, {
        json: { identityApproved: true },
      });
      expect((await json(res)).error.code).to.equal('admin_identity_needs_document');
    });

    it('the right to bid, changed through its existing route, is recorded too', async () => {
      const res = await t.request('admin', 'PUT', `/api/users/${t.actors.buyer.user.id}/droit-enchere`, {
        json: { allowed: false, reason: 'Impayé' },
      });
      expect(res.status).to.equal(200);
      const journal = await json(await t.request('admin', 'GET', '/api/admin/journal'));
      expect(journal.items[0]).to.include({ action: 'user_bidding_withdrawn' });
      expect(journal.items[0].text).to.include('Impayé');
      await t.request('admin', 'PUT', `/api/users/${t.actors.buyer.user.id}/droit-enchere`, {
        json: { allowed: true },
      });
    });

    it('notaries: add, edit, remove (administrators only), refused while a sale names it', async () => {
      for (const [role, status] of ADMIN_ONLY.filter(([r]) => r !== 'admin')) {
        expect(
          (await t.request(role, 'POST', '/api/admin/notaires', { json: { name: 'X' } })).status,
          role,
        ).to.equal(status);
      }
      const added = await t.request('admin', 'POST', '/api/admin/notaires', {
        json: { name: 'Étude Martin', crpcen: '75001' },
      });
      expect(added.status).to.equal(201);
      const { id } = await json(added);
      const bad = await t.request('admin', 'PUT', `/api/admin/notaires/${id}`, {
        json: { name: 'Étude Martin', crpcen: '12' },
      });
      expect((await json(bad)).error.fields.crpcen.code).to.equal('admin_notary_crpcen_invalid');
      const edited = await t.request('admin', 'PUT', `/api/admin/notaires/${id}`, {
        json: { name: 'Étude Martin & fils', crpcen: null },
      });
      expect(await json(edited)).to.deep.equal({ id, name: 'Étude Martin & fils', crpcen: null });
      await t.api.ports.repos.properties.update({ ...sale, assistanceThirdPartyId: id });
      const inUse = await t.request('admin', 'DELETE', `/api/admin/notaires/${id}`);
      expect(inUse.status).to.equal(409);
      await t.api.ports.repos.properties.update({ ...sale, assistanceThirdPartyId: null });
      expect((await t.request('negotiator', 'DELETE', `/api/admin/notaires/${id}`)).status).to.equal(403);
      expect((await t.request('admin', 'DELETE', `/api/admin/notaires/${id}`)).status).to.equal(200);
      const journal = await json(await t.request('admin', 'GET', '/api/admin/journal'));
      expect(journal.items.slice(0, 3).map((e: { action: string }) => e.action)).to.deep.equal([
        'notary_removed',
        'notary_changed',
        'notary_added',
      ]);
    });
  });
});
