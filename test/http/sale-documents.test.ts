import type { Property } from '@immo/core';
import { expect } from 'chai';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import { aSale, aStoredDocument, registerBuyer } from './media-fixtures.js';

describe("http: a sale's documents managed by its negotiator (issue 12)", () => {
  let t: TestApi;
  let sale: Property;

  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(async () => {
    sale = await aSale(t);
  });

  // Who may manage a sale's documents: its own negotiator and the administrators; the other
  // negotiator (assistance), buyers, sellers and visitors may not.
  const MATRIX: [RoleName, number][] = [
    ['anonymous', 401],
    ['buyer', 403],
    ['seller', 403],
    ['assistance', 403],
    ['negotiator', 200],
    ['admin', 200],
  ];

  describe('GET /v2/sell/documents/{bienId}', () => {
    it('lists every document with its type and size, to the managers of the sale only', async () => {
      await aStoredDocument(t, sale, { free: false, name: 'Titre.pdf' });
      for (const [role, status] of MATRIX) {
        const res = await t.request(role, 'GET', `/v2/sell/documents/${sale.id}`);
        expect(res.status, role).to.equal(status);
        if (status !== 200) continue;
        const body = await json(res);
        expect(body.reference).to.equal(sale.reference);
        expect(body.documents).to.have.length(1);
        expect(body.documents[0]).to.include({ nom: 'Titre.pdf', acces: false });
        expect(body.documents[0].kind).to.be.a('string');
        expect(body.documents[0].taille).to.be.a('number');
      }
      expect((await t.request('negotiator', 'GET', '/v2/sell/documents/999999')).status).to.equal(404);
    });
  });

  describe('PUT /v2/sell/documents/{documentId}', () => {
    it('renames, retypes and changes access, for the managers of the sale only', async () => {
      const doc = await aStoredDocument(t, sale, { free: true });
      for (const [role, status] of MATRIX) {
        const res = await t.request(role, 'PUT', `/v2/sell/documents/${doc.id}`, {
          json: { nom: `Plan ${role}`, kind: 'plan', acces: false },
        });
        expect(res.status, role).to.equal(status);
      }
      const stored = await t.api.ports.repos.documents.findById(doc.id);
      expect(stored).to.deep.include({ name: 'Plan admin', kind: 'plan', free: false });
    });

    it('applies a new access at once to the downloads and the property page (§6)', async () => {
      const doc = await aStoredDocument(t, sale, { free: true });
      expect((await t.request('anonymous', 'GET', `/download/media/${doc.id}`)).status).to.equal(200);
      const res = await t.request('negotiator', 'PUT', `/v2/sell/documents/${doc.id}`, {
        json: { acces: false },
      });
      expect(res.status).to.equal(200);
      expect(await json(res)).to.include({ id: doc.id, acces: false });
      expect((await t.request('anonymous', 'GET', `/download/media/${doc.id}`)).status).to.equal(404);
      const unregistered = await t.request('buyer', 'GET', `/download/private/${doc.id}`);
      expect(unregistered.status).to.equal(403);
      expect((await json(unregistered)).error.message).to.equal(
        'Veuillez vous inscrire à ce bien pour télécharger le document.',
      );
      await registerBuyer(t, sale);
      expect((await t.request('buyer', 'GET', `/download/private/${doc.id}`)).status).to.equal(200);
    });

    it('refuses an empty or over-long name, an unknown type or access, unknown fields', async () => {
      const doc = await aStoredDocument(t, sale, { free: true });
      const cases: [unknown, string][] = [
        [{ nom: '  ' }, 'field_required'],
        [{ nom: 'x'.repeat(256) }, 'field_too_long'],
        [{ kind: 'photo' }, 'invalid_input'],
        [{ acces: 'oui' }, 'invalid_input'],
        [{ size: 3 }, 'invalid_input'],
      ];
      for (const [body, code] of cases) {
        const res = await t.request('negotiator', 'PUT', `/v2/sell/documents/${doc.id}`, { json: body });
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect((await json(res)).error.code, JSON.stringify(body)).to.equal(code);
      }
      expect(
        (await t.request('negotiator', 'PUT', '/v2/sell/documents/999999', { json: {} })).status,
      ).to.equal(404);
    });
  });
});
