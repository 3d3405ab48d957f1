// Every route of the API declares the schemas of what it reads, checked at the edge (adapters/http-koa/
// src/schema.ts): its query string (NO_QUERY when it reads none), its body on a write (a TypeBox
// schema, 'multipart', or NO_BODY when it reads none), and its success answer (a TypeBox schema,
// 'file' or 'none'). A route added without them fails here, named with what it lacks — after a merge,
// the list of what to add.
import { expect } from 'chai';
import { isTypeBoxSchema, type RouteDoc } from '@immo/http-koa';
import { startTestApi, type TestApi } from '../support/api-harness.js';

/**
 * Routes whose answer is still described in prose only (their `responses` text): the debt left by issue
 * 10, to shrink. A route not listed here must declare its response schema.
 */
const RESPONSE_SCHEMA_PENDING = new Set([
  'GET /api/me/notifications',
  'PUT /api/me/notifications',
  'POST /api/notifications/desabonnement/apercu',
  'POST /api/notifications/desabonnement',
  'GET /v2/sell/documents/:bienId',
  'PUT /v2/sell/documents/:documentId',
  'GET /api/bien/currentauction/:enchereId/stream',
  'GET /api/bien/currentauction/:enchereId/bids',
  'POST /api/bien/:bien/contact',
  'GET /api/admin/utilisateurs',
  'PUT /api/admin/utilisateurs/:id',
  'GET /api/admin/journal',
  'POST /api/admin/notaires',
  'PUT /api/admin/notaires/:id',
  'DELETE /api/admin/notaires/:id',
  'POST /newsletter',
  'POST /newsletter/confirmation',
  'POST /newsletter/desinscription',
  'GET /api/actualites',
  'GET /api/actualites/:id',
  'GET /media/actualites/:id/:version.jpg',
  'GET /api/espace-admin/actualites',
  'POST /api/espace-admin/actualites',
  'PUT /api/espace-admin/actualites/:id',
  'PUT /api/espace-admin/actualites/:id/publication',
  'DELETE /api/espace-admin/actualites/:id',
  'POST /api/espace-admin/actualites/:id/image',
  'GET /v2/sell/:bienId',
  'POST /v2/sell/agence-immo/create',
  'PUT /v2/sell/agence-immo/update/:bienId',
  'GET /find-tiers-assistance',
  'GET /ajax/biens/list',
  'GET /api/bien/:bien/acteurs',
  'POST /api/qb/:table',
  'PUT /api/qb/:table/:id',
  'PUT /api/bien/:id',
  'PUT /api/dossier_acheteurs/:id',
  'GET /api/negociateur/bien/:bien/publication',
  'POST /api/negociateur/bien/:bien/publier',
  'POST /api/negociateur/bien/:bien/depublier',
  'POST /v2/sell/photos/upload-single/:bienId',
  'PUT /v2/sell/photos/update-legend/:photoId',
  'GET /v2/sell/photos/get-photos-bien/:bienId',
  'POST /v2/sell/photos/reorder/:bienId',
  'DELETE /v2/sell/photos/delete/:photoId',
  'GET /media/photos/:id',
  'POST /v2/sell/documents/upload/:bienId',
  'DELETE /v2/sell/documents/:documentId',
  'GET /api/bien/:bien/documents',
  'GET /download/private/:id',
  'GET /download/media/:id',
  'GET /api/bien/currentauction/:enchereId',
  'POST /enchere/make-enchere/:enchereId',
  'GET /api/bien/:bien/page',
  'GET /api/biens',
  'GET /api/bien/inscription/:bien',
  'GET /api/vendeur/bien/:bien/offres',
  'POST /api/vendeur/offres/:bidId/accepter',
  'POST /api/vendeur/offres/:bidId/refuser',
  'GET /api/vendeur/biens',
  'GET /api/bien/:bien/visites',
  'GET /api/bien/:bien/visites/user',
  'POST /api/bien/:bien/visites/new',
  'POST /api/bien/:bien/visites/fetch',
  'GET /api/bien/:bien/visites/buyers',
  'PUT /api/bien/:bien/visites/:visite/edit',
  'PUT /api/bien/:bien/visites/:visite/add-user',
  'PUT /api/bien/:bien/visites/:visite/remove-user',
  'POST /api/bien/:bien/visites/:visite/book',
  'GET /api/bien/:bien/visites/:visite/users',
  'DELETE /api/bien/:bien/visites/:visite',
  'POST /espace-negociateur/dossier/:dossierAcheteur/validation/visite',
  'GET /api/me/visites',
  'DELETE /api/bien/:bien/visites/:visite/reservation',
  'GET /api/recherche',
  'GET /api/recherches/user/:user',
  'POST /api/recherches',
  'PUT /api/recherches/:id/alerte',
  'DELETE /api/recherches/:id',
  'POST /api/map/search/',
  'GET /api/map/reverse',
  'GET /api/me/dossiers',
  'GET /api/bien/:bien/dossier',
  'POST /api/bien/:bien/dossier/piece-identite',
  'POST /api/bien/:bien/dossier/agrement',
  'PUT /api/bien/:bien/dossier/financement',
  'POST /api/bien/:bien/dossier/financement/attestation',
  'GET /api/dossiers/:id/piece-identite',
  'GET /api/dossiers/:id/agrement.pdf',
  'GET /api/dossiers/:id/financement/attestation',
  'POST /api/dossiers/:id/piece-identite/decision',
  'POST /api/dossiers/:id/agrement/decision',
  'PUT /api/users/:id/droit-enchere',
  'GET /api/plan-du-site',
  'POST /api/vendre',
  'GET /api/espace-negociateur/vendeurs',
  'GET /affichette:numero',
]);

const name = (doc: RouteDoc) => `${doc.method.toUpperCase()} ${doc.path}`;

/** What a route lacks, e.g. "GET /api/biens: query (a schema, or NO_QUERY)". */
function lacks(routes: readonly RouteDoc[], what: 'query' | 'body' | 'response'): string[] {
  const missing: string[] = [];
  for (const doc of routes) {
    if (what === 'query' && !(doc.query === 'none' || isTypeBoxSchema(doc.query))) {
      missing.push(`${name(doc)}: query (a TypeBox schema, or NO_QUERY if it reads none)`);
    }
    if (what === 'body' && doc.method !== 'get') {
      const declared = doc.body === 'none' || doc.body === 'multipart' || isTypeBoxSchema(doc.body);
      if (!declared) missing.push(`${name(doc)}: body (a TypeBox schema, 'multipart', or NO_BODY)`);
    }
    if (
      what === 'response' &&
      !RESPONSE_SCHEMA_PENDING.has(name(doc)) &&
      !(doc.response === 'file' || doc.response === 'none' || isTypeBoxSchema(doc.response))
    ) {
      missing.push(`${name(doc)}: response (a TypeBox schema, 'file' or 'none')`);
    }
  }
  return missing;
}

describe('http: every route declares its schemas (edge validation and OpenAPI)', () => {
  let t: TestApi;
  before(async function () {
    this.timeout(60_000);
    t = await startTestApi();
  });
  after(async () => t?.close());

  it('lists the routes it checks', () => {
    expect(t.api.routes.length).to.be.greaterThan(80);
  });

  it('a query schema on every route (NO_QUERY when it reads none)', () => {
    expect(lacks(t.api.routes, 'query')).to.deep.equal([]);
  });

  it('a TypeBox body schema on every write (or multipart, or NO_BODY)', () => {
    expect(lacks(t.api.routes, 'body')).to.deep.equal([]);
  });

  it('a response schema on every route but the pending ones', () => {
    expect(lacks(t.api.routes, 'response')).to.deep.equal([]);
  });

  it('no route both pending and with a response schema (shrink the list as schemas are written)', () => {
    const done = t.api.routes.filter(
      (doc) => RESPONSE_SCHEMA_PENDING.has(name(doc)) && isTypeBoxSchema(doc.response),
    );
    expect(done.map(name)).to.deep.equal([]);
  });
});
