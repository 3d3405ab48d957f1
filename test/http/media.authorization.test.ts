// Who may call each media route (spec §6): every route × every role of the cast.
import type { Property } from '@immo/core';
import { aPdfFile } from '@immo/core/testing';
import { expect } from 'chai';
import {
  ROLES,
  startTestApi,
  type RequestOptions,
  type RoleName,
  type TestApi,
} from '../support/api-harness.js';
import { json } from '../support/http.js';
import {
  aSale,
  aStoredDocument,
  aStoredPhoto,
  multipart,
  realJpeg,
  registerBuyer,
} from './media-fixtures.js';

interface Call {
  method: string;
  path: string;
  options?: RequestOptions;
}

interface Row {
  route: string;
  /** The roles that succeed; every other role is refused (401 anonymous, 403 the others). */
  allowed: readonly RoleName[];
  /** The status of a success. */
  ok: number;
  /** Builds a fresh call (deletes need their own target each time). */
  call: (t: TestApi, sale: Property) => Promise<Call>;
}

const EVERYONE = ROLES;
const SALE_MANAGERS = ['negotiator', 'admin'] as const; // the sale's own negotiator, and administrators

const ROWS: Row[] = [
  {
    route: 'POST /v2/sell/photos/upload-single/{bienId}',
    allowed: SALE_MANAGERS,
    ok: 200,
    call: async (_t, sale) => ({
      method: 'POST',
      path: `/v2/sell/photos/upload-single/${sale.id}`,
      options: { body: multipart({ bytes: await realJpeg(320, 200), name: 'a.jpg' }, { priority: '0' }) },
    }),
  },
  {
    route: 'PUT /v2/sell/photos/update-legend/{photoId}',
    allowed: SALE_MANAGERS,
    ok: 200,
    call: async (t, sale) => ({
      method: 'PUT',
      path: `/v2/sell/photos/update-legend/${(await aStoredPhoto(t, sale)).id}`,
      options: { json: { legend: 'Jardin' } },
    }),
  },
  {
    route: 'POST /v2/sell/photos/reorder/{bienId}',
    allowed: SALE_MANAGERS,
    ok: 200,
    call: async (t, sale) => {
      const ids = (await t.api.ports.repos.photos.listByProperty(sale.id)).map((p) => p.id);
      return {
        method: 'POST',
        path: `/v2/sell/photos/reorder/${sale.id}`,
        options: { json: { imageIds: ids.reverse() } },
      };
    },
  },
  {
    route: 'DELETE /v2/sell/photos/delete/{photoId}',
    allowed: SALE_MANAGERS,
    ok: 200,
    call: async (t, sale) => ({
      method: 'DELETE',
      path: `/v2/sell/photos/delete/${(await aStoredPhoto(t, sale)).id}`,
    }),
  },
  {
    route: 'GET /v2/sell/photos/get-photos-bien/{bienId}',
    allowed: EVERYONE,
    ok: 200,
    call: async (_t, sale) => ({ method: 'GET', path: `/v2/sell/photos/get-photos-bien/${sale.id}` }),
  },
  {
    route: 'GET /media/photos/{id}',
    allowed: EVERYONE,
    ok: 200,
    call: async (t, sale) => ({
      method: 'GET',
      path: `/media/photos/${(await aStoredPhoto(t, sale)).id}?width=1024`,
    }),
  },
  {
    route: 'POST /v2/sell/documents/upload/{bienId}',
    allowed: SALE_MANAGERS,
    ok: 201,
    call: async (_t, sale) => ({
      method: 'POST',
      path: `/v2/sell/documents/upload/${sale.id}`,
      options: { body: multipart({ bytes: aPdfFile(), name: 'plan.pdf' }, { acces: 'false', kind: 'plan' }) },
    }),
  },
  {
    route: 'DELETE /v2/sell/documents/{documentId}',
    allowed: SALE_MANAGERS,
    ok: 200,
    call: async (t, sale) => ({
      method: 'DELETE',
      path: `/v2/sell/documents/${(await aStoredDocument(t, sale, { free: false })).id}`,
    }),
  },
  {
    route: 'GET /api/bien/{bien}/documents',
    allowed: EVERYONE,
    ok: 200,
    call: async (_t, sale) => ({ method: 'GET', path: `/api/bien/${sale.id}/documents` }),
  },
  {
    // Restricted document: the buyer of the cast is registered on the sale; staff see everything.
    route: 'GET /download/private/{id} (restricted)',
    allowed: ['buyer', 'negotiator', 'assistance', 'admin'],
    ok: 200,
    call: async (t, sale) => ({
      method: 'GET',
      path: `/download/private/${(await aStoredDocument(t, sale, { free: false })).id}`,
    }),
  },
  {
    route: 'GET /download/private/{id} (free)',
    allowed: EVERYONE,
    ok: 200,
    call: async (t, sale) => ({
      method: 'GET',
      path: `/download/private/${(await aStoredDocument(t, sale, { free: true })).id}`,
    }),
  },
  {
    route: 'GET /download/media/{id} (free)',
    allowed: EVERYONE,
    ok: 200,
    call: async (t, sale) => ({
      method: 'GET',
      path: `/download/media/${(await aStoredDocument(t, sale, { free: true })).id}`,
    }),
  },
];

describe('http: media authorization matrix (§6)', () => {
  let t: TestApi;
  let sale: Property;

  before(async () => {
    t = await startTestApi();
    sale = await aSale(t);
    await registerBuyer(t, sale);
    await aStoredPhoto(t, sale);
    await aStoredPhoto(t, sale);
  });
  after(() => t.close());

  for (const row of ROWS) {
    describe(row.route, () => {
      for (const role of ROLES) {
        const allowed = row.allowed.includes(role);
        const expected = allowed ? row.ok : role === 'anonymous' ? 401 : 403;
        it(`${role}: ${allowed ? 'allowed' : 'refused'} (${expected})`, async () => {
          const { method, path, options } = await row.call(t, sale);
          const res = await t.request(role, method, path, options);
          expect(res.status).to.equal(expected);
          if (!allowed) {
            const { error } = await json(res);
            expect(error.code).to.be.oneOf([
              'unauthenticated',
              'forbidden',
              'documents_registration_required',
            ]);
            expect(error.message).to.be.a('string').and.not.equal('');
          }
        });
      }
    });
  }

  it('refuses the negotiator of another sale (the assistance negotiator owns none of these)', async () => {
    const photo = await aStoredPhoto(t, sale);
    const res = await t.request('assistance', 'DELETE', `/v2/sell/photos/delete/${photo.id}`);
    expect(res.status).to.equal(403);
    expect(await t.api.ports.repos.photos.findById(photo.id)).to.not.equal(null);
  });
});
