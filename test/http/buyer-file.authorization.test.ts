// Who reads and changes a buyer file (docs/buyer-funnel.md): its own buyer; the sale's negotiator or
// an administrator for the private documents and the reviews; administrators alone for the right to bid.
import { bytesSource, type Property } from '@immo/core';
import { aBuyerFile, aJpegImage, aPdfFile, aProperty, anAuction } from '@immo/core/testing';
import { expect } from 'chai';
import { multipart } from './media-fixtures.js';
import { ROLES, startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';

type Role = Exclude<RoleName, 'anonymous'>;

interface Row {
  method: string;
  route: string;
  /** Roles answered 2xx. */
  allowed: readonly Role[];
  /** What the other signed-in roles get (403 unless the route is about the viewer's own file). */
  refused?: { status: number; code: string };
  /** The buyer's own file has this submitted already: a conflict (409) with this code. */
  ownConflict?: string;
  prepare(): Promise<{ path: string; json?: unknown; body?: FormData }>;
}

const form = (bytes: Uint8Array, name: string, type?: string): FormData =>
  multipart({ bytes, name, ...(type ? { type } : {}) });

// The property is the `negotiator`'s; `assistance` is another negotiator; `seller` sells another sale.
// `buyer` has a file on it; unverifiedBuyer and newUser have none there.
describe('http: buyer file authorization matrix', () => {
  let t: TestApi;
  let property: Property;
  let fileId: number;

  /** A fresh file on the property with an identity document and an agrément waiting for review. */
  const pendingFile = async (): Promise<number> => {
    const { repos } = t.api.ports;
    const user = await repos.users.add({
      ...t.actors.newUser.user,
      email: `pending.${Date.now()}.${Math.random()}@test.immo`,
    });
    const file = await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: user.id }));
    const pending = {
      status: 'pending' as const,
      submittedAt: t.clock.now(),
      decidedAt: null,
      decidedBy: null,
      refusalReason: null,
    };
    await repos.buyerFiles.update({
      ...file,
      identity: { document: null, documentDeletedAt: null, review: pending },
      agrement: {
        signature: { signedAt: t.clock.now(), signedName: 'x', signedFrom: '::1', copyKey: null },
        review: pending,
      },
    });
    return file.id;
  };

  before(async () => {
    t = await startTestApi();
    const { repos } = t.api.ports;
    property = await repos.properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }));
    await repos.auctions.add(anAuction({ propertyId: property.id }));
    fileId = (
      await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: t.actors.buyer.user.id }))
    ).id;
    // The buyer's identity was approved on this file (aBuyer's account is verified): its document is kept.
    const document = {
      storageKey: 'private/identity/1-matrix.jpg',
      fileName: 'cni.jpg',
      contentType: 'image/jpeg' as const,
      size: aJpegImage().length,
      uploadedAt: t.clock.now(),
    };
    await t.api.ports.storage.put(document.storageKey, bytesSource(aJpegImage()), 'image/jpeg');
    const file = (await repos.buyerFiles.findById(fileId))!;
    const approved = {
      status: 'approved' as const,
      submittedAt: t.clock.now(),
      decidedAt: t.clock.now(),
      decidedBy: t.actors.negotiator.user.id,
      refusalReason: null,
    };
    await repos.buyerFiles.update({
      ...file,
      identity: { document, documentDeletedAt: null, review: approved },
    });
    // Then, through the API, the agrément copy and a certificate.
    const base = `/api/bien/${property.id}/dossier`;
    const buyerOf = t.actors.buyer.user;
    for (const [method, path, options] of [
      [
        'POST',
        `${base}/agrement`,
        { json: { fullName: `${buyerOf.firstName} ${buyerOf.lastName}`, accepted: true } },
      ],
      ['POST', `${base}/financement/attestation`, { body: form(aPdfFile(), 'banque.pdf') }],
    ] as const) {
      const res = await t.request('buyer', method, path, options);
      expect(res.status, `${path}: ${await res.text()}`).to.equal(200);
    }
  });
  after(() => t.close());

  const MANAGERS: readonly Role[] = ['negotiator', 'admin'];
  const EVERY_USER: readonly Role[] = ROLES.filter((r): r is Role => r !== 'anonymous');
  const OWN_FILE_READ = { status: 404, code: 'not_found' };
  const OWN_FILE_WRITE = { status: 403, code: 'buyer_file_required' };
  const bien = () => `/api/bien/${property.id}/dossier`;

  const rows: Row[] = [
    {
      method: 'GET',
      route: '/api/me/dossiers',
      allowed: EVERY_USER,
      prepare: async () => ({ path: '/api/me/dossiers' }),
    },
    {
      method: 'GET',
      route: '/api/bien/{bien}/dossier',
      allowed: ['buyer'],
      refused: OWN_FILE_READ,
      prepare: async () => ({ path: bien() }),
    },
    {
      method: 'POST',
      route: '/api/bien/{bien}/dossier/piece-identite',
      allowed: [],
      refused: OWN_FILE_WRITE,
      ownConflict: 'review_already_approved',
      prepare: async () => ({ path: `${bien()}/piece-identite`, body: form(aPdfFile(), 'x.pdf') }),
    },
    {
      method: 'POST',
      route: '/api/bien/{bien}/dossier/agrement',
      allowed: [],
      refused: OWN_FILE_WRITE,
      ownConflict: 'review_already_pending',
      prepare: async () => ({
        path: `${bien()}/agrement`,
        json: { fullName: 'Camille Martin', accepted: true },
      }),
    },
    {
      method: 'PUT',
      route: '/api/bien/{bien}/dossier/financement',
      allowed: ['buyer'],
      refused: OWN_FILE_WRITE,
      prepare: async () => ({ path: `${bien()}/financement`, json: { kind: 'loan', loanAmount: 300_000 } }),
    },
    {
      method: 'POST',
      route: '/api/bien/{bien}/dossier/financement/attestation',
      allowed: ['buyer'],
      refused: OWN_FILE_WRITE,
      prepare: async () => ({
        path: `${bien()}/financement/attestation`,
        body: form(aPdfFile(), 'banque.pdf'),
      }),
    },
    {
      method: 'GET',
      route: '/api/dossiers/{id}/piece-identite',
      allowed: ['buyer', ...MANAGERS],
      prepare: async () => ({ path: `/api/dossiers/${fileId}/piece-identite` }),
    },
    {
      method: 'GET',
      route: '/api/dossiers/{id}/agrement.pdf',
      allowed: ['buyer', ...MANAGERS],
      prepare: async () => ({ path: `/api/dossiers/${fileId}/agrement.pdf` }),
    },
    {
      method: 'GET',
      route: '/api/dossiers/{id}/financement/attestation',
      allowed: ['buyer', ...MANAGERS],
      prepare: async () => {
        // The PUT row may have declared a loan meanwhile: give the certificate again.
        await t.request('buyer', 'POST', `${bien()}/financement/attestation`, {
          body: form(aPdfFile(), 'banque.pdf'),
        });
        return { path: `/api/dossiers/${fileId}/financement/attestation` };
      },
    },
    {
      method: 'POST',
      route: '/api/dossiers/{id}/piece-identite/decision',
      allowed: MANAGERS,
      prepare: async () => ({
        path: `/api/dossiers/${await pendingFile()}/piece-identite/decision`,
        json: { decision: 'approve' },
      }),
    },
    {
      method: 'POST',
      route: '/api/dossiers/{id}/agrement/decision',
      allowed: MANAGERS,
      prepare: async () => ({
        path: `/api/dossiers/${await pendingFile()}/agrement/decision`,
        json: { decision: 'refuse', reason: 'Signature incomplète' },
      }),
    },
    {
      method: 'PUT',
      route: '/api/users/{id}/droit-enchere',
      allowed: ['admin'],
      prepare: async () => ({
        path: `/api/users/${t.actors.newUser.user.id}/droit-enchere`,
        json: { allowed: true },
      }),
    },
  ];

  for (const row of rows) {
    describe(`${row.method} ${row.route}`, () => {
      for (const role of ROLES) {
        const allowed = role !== 'anonymous' && row.allowed.includes(role);
        const refused =
          role === 'anonymous'
            ? { status: 401, code: 'unauthenticated' }
            : (row.refused ?? { status: 403, code: 'forbidden' });
        it(`${role}: ${allowed ? '2xx' : refused.status}`, async () => {
          const { path, json, body } = await row.prepare();
          const res = await t.request(role, row.method, path, {
            ...(json !== undefined ? { json } : {}),
            ...(body ? { body } : {}),
          });
          const text = await res.text();
          if (allowed) {
            expect(res.status, text).to.be.within(200, 299);
          } else if (role === 'buyer' && row.ownConflict) {
            // The buyer's own file: submitted already.
            expect(res.status, text).to.equal(409);
            expect(JSON.parse(text).error.code).to.equal(row.ownConflict);
          } else {
            expect(res.status, text).to.equal(refused.status);
            expect(JSON.parse(text).error.code).to.equal(refused.code);
          }
        });
      }
    });
  }

  it('the table covers every buyer-file route the API documents', async () => {
    const doc = (await (await t.request('anonymous', 'GET', '/api/docs.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags.includes('buyer-file'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).to.have.members(rows.map((row) => `${row.method} ${row.route}`));
  });
});
