// Who may call the routes of the live history, the negotiator contact, the admin space and the news:
// every role × every route. Public routes answer every role alike; the admin space's routes are the
// administrators' alone (401 anonymous, 403 any other role), whatever the body.
import { expect } from 'chai';
import { ROLES, startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { aSale, register } from './auction-fixtures.js';
import { multipart, realJpeg } from './media-fixtures.js';

interface Row {
  method: string;
  route: string;
  path: (ids: { auctionId: number; bienId: number; buyerId: number }) => string;
  /** A valid body: only who asks decides the answer. */
  json?: unknown;
  multipart?: boolean;
  /** The status each role gets; roles not named get `others`. */
  statuses: Partial<Record<RoleName, number>>;
  others: number;
}

const UNKNOWN = 999_999;
const adminOnly = (adminStatus: number) => ({
  statuses: { anonymous: 401, admin: adminStatus },
  others: 403,
});

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/bien/currentauction/{enchereId}/bids',
    path: (i) => `/api/bien/currentauction/${i.auctionId}/bids`,
    statuses: {},
    others: 200,
  },
  {
    method: 'GET',
    route: '/api/bien/currentauction/{enchereId}/stream',
    path: () => `/api/bien/currentauction/${UNKNOWN}/stream`,
    statuses: {},
    others: 404,
  },
  // The contact form is public: an empty form is refused alike, whoever sends it.
  {
    method: 'POST',
    route: '/api/bien/{bien}/contact',
    path: (i) => `/api/bien/${i.bienId}/contact`,
    json: {},
    statuses: {},
    others: 400,
  },
  {
    method: 'GET',
    route: '/api/admin/utilisateurs',
    path: () => '/api/admin/utilisateurs',
    ...adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/utilisateurs/{id}',
    path: () => `/api/admin/utilisateurs/${UNKNOWN}`,
    json: { deactivated: false },
    ...adminOnly(404),
  },
  { method: 'GET', route: '/api/admin/journal', path: () => '/api/admin/journal', ...adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/notaires',
    path: () => '/api/admin/notaires',
    json: { name: 'Étude Martin & Associés' },
    ...adminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/notaires/{id}',
    path: () => `/api/admin/notaires/${UNKNOWN}`,
    json: { name: 'Étude Martin & Associés' },
    ...adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admin/notaires/{id}',
    path: () => `/api/admin/notaires/${UNKNOWN}`,
    ...adminOnly(404),
  },
  {
    method: 'POST',
    route: '/newsletter/confirmation',
    path: () => '/newsletter/confirmation',
    json: { token: 'inconnu' },
    statuses: {},
    others: 400,
  },
  {
    method: 'POST',
    route: '/newsletter/desinscription',
    path: () => '/newsletter/desinscription',
    json: { token: 'inconnu' },
    statuses: {},
    others: 400,
  },
  { method: 'GET', route: '/api/actualites', path: () => '/api/actualites', statuses: {}, others: 200 },
  {
    method: 'GET',
    route: '/api/actualites/{id}',
    path: () => `/api/actualites/${UNKNOWN}`,
    statuses: {},
    others: 404,
  },
  {
    method: 'GET',
    route: '/media/actualites/{id}/{version}.jpg',
    path: () => `/media/actualites/${UNKNOWN}/1.jpg`,
    statuses: {},
    others: 404,
  },
  {
    method: 'GET',
    route: '/api/espace-admin/actualites',
    path: () => '/api/espace-admin/actualites',
    ...adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/espace-admin/actualites',
    path: () => '/api/espace-admin/actualites',
    json: { title: 'Les ventes de l’hiver', body: 'Douze biens ouvrent leurs offres en décembre.' },
    ...adminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/espace-admin/actualites/{id}',
    path: () => `/api/espace-admin/actualites/${UNKNOWN}`,
    json: { title: 'Titre', body: 'Texte' },
    ...adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/espace-admin/actualites/{id}',
    path: () => `/api/espace-admin/actualites/${UNKNOWN}`,
    ...adminOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/espace-admin/actualites/{id}/publication',
    path: () => `/api/espace-admin/actualites/${UNKNOWN}/publication`,
    json: { published: true },
    ...adminOnly(404),
  },
  {
    method: 'POST',
    route: '/api/espace-admin/actualites/{id}/image',
    path: () => `/api/espace-admin/actualites/${UNKNOWN}/image`,
    multipart: true,
    ...adminOnly(404),
  },
  // Automatic bids: the buyer allowed to bid on the sale sets his maximum; anyone signed in reads or withdraws
  // only his own (none set: 404). Rows run in order: the buyer's PUT comes before his DELETE.
  {
    method: 'GET',
    route: '/api/enchere/{enchereId}/enchere-automatique',
    path: (i) => `/api/enchere/${i.auctionId}/enchere-automatique`,
    statuses: { anonymous: 401 },
    others: 200,
  },
  {
    method: 'PUT',
    route: '/api/enchere/{enchereId}/enchere-automatique',
    path: (i) => `/api/enchere/${i.auctionId}/enchere-automatique`,
    json: { maximum: 400_000 },
    statuses: { anonymous: 401, buyer: 200 },
    others: 403,
  },
  {
    method: 'DELETE',
    route: '/api/enchere/{enchereId}/enchere-automatique',
    path: (i) => `/api/enchere/${i.auctionId}/enchere-automatique`,
    statuses: { anonymous: 401, buyer: 200 },
    others: 404,
  },
  // The sale record: the sale's negotiator, its seller and administrators only; the PDF once the sale has ended.
  {
    method: 'GET',
    route: '/api/vente/{bienId}/chaine-encheres',
    path: (i) => `/api/vente/${i.bienId}/chaine-encheres`,
    statuses: { anonymous: 401, negotiator: 200, seller: 200, admin: 200 },
    others: 403,
  },
  {
    method: 'GET',
    route: '/api/vente/{bienId}/proces-verbal.pdf',
    path: (i) => `/api/vente/${i.bienId}/proces-verbal.pdf`,
    statuses: { anonymous: 401, negotiator: 409, seller: 409, admin: 409 },
    others: 403,
  },
  // Notice choices are each signed-in user's own; the unsubscribe link works without login, by its token.
  {
    method: 'GET',
    route: '/api/me/notifications',
    path: () => '/api/me/notifications',
    statuses: { anonymous: 401 },
    others: 200,
  },
  {
    method: 'PUT',
    route: '/api/me/notifications',
    path: () => '/api/me/notifications',
    json: {},
    statuses: { anonymous: 401 },
    others: 200,
  },
  {
    method: 'POST',
    route: '/api/notifications/desabonnement/apercu',
    path: () => '/api/notifications/desabonnement/apercu',
    json: { token: 'inconnu' },
    statuses: {},
    others: 400,
  },
  {
    method: 'POST',
    route: '/api/notifications/desabonnement',
    path: () => '/api/notifications/desabonnement',
    json: { token: 'inconnu' },
    statuses: {},
    others: 400,
  },
];

describe('http: live history, contact, admin space and news authorization matrix', () => {
  let t: TestApi;
  let ids: { auctionId: number; bienId: number; buyerId: number };
  before(async function () {
    this.timeout(60_000);
    // Each role from its own address (through a trusted proxy): the contact form's throttle counts per address.
    t = await startTestApi({ env: { TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1' } });
    const sale = await aSale(t);
    await register(t, sale, t.actors.buyer.user.id);
    ids = { auctionId: sale.auction.id, bienId: sale.property.id, buyerId: t.actors.buyer.user.id };
  });
  after(async () => t?.close());

  for (const row of ROWS) {
    it(`${row.method} ${row.route}: ${ROLES.map((r) => `${r} ${row.statuses[r] ?? row.others}`).join(', ')}`, async () => {
      for (const [index, role] of ROLES.entries()) {
        const res = await t.request(role, row.method, row.path(ids), {
          ...(row.json ? { json: row.json } : {}),
          ...(row.multipart
            ? { body: multipart({ bytes: await realJpeg(64, 48), name: 'une.jpg', type: 'image/jpeg' }) }
            : {}),
          headers: { 'X-Forwarded-For': `192.0.2.${index + 1}` },
        });
        await res.body?.cancel();
        expect(res.status, role).to.equal(row.statuses[role] ?? row.others);
      }
    });
  }
});
