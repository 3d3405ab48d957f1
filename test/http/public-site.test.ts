import { formatEuros, translate } from '@immo/core';
import { expect } from 'chai';
import jsqr from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import { outboxOf } from '../support/outbox.js';
import { losslessImages, pageText } from '../support/pdf-content.js';
import { aSale, aStoredPhoto } from './media-fixtures.js';

// jsqr is CommonJS: its function is both the module and its `default`, the types know only the latter.
const jsQR = jsqr.default;
const SITE_URL = 'https://www.immo-encheres.test';

describe('http: the public site (affichette, site-map sales)', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ env: { SITE_URL }, sellerLeadRateLimit: { max: 4, durationMs: 60_000 } });
  });
  after(() => t.close());

  describe('GET /affichette{numero}', () => {
    it('answers an A4 PDF holding the title, town, price with fees, negotiator and a QR code to the page', async () => {
      const property = await aSale(t);
      await aStoredPhoto(t, property);
      const res = await t.request('anonymous', 'GET', `/affichette${property.id}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('content-disposition')).to.match(/^inline; filename=/);
      const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      expect(pdf.getPageCount()).to.equal(1);
      const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
      expect([Math.round(width), Math.round(height)]).to.deep.equal([595, 842]);
      expect(pdf.getTitle()).to.include(property.title);
      const text = pageText(pdf.getPage(0)).replace(/\s+/g, ' ');
      expect(text).to.include(property.title.split(' ')[0]);
      expect(text).to.include(`${property.address.city} (${property.address.postcode})`);
      const auction = (await t.api.ports.repos.auctions.findByPropertyId(property.id))!;
      expect(text).to.include(formatEuros(auction.firstPrice).replace(/[\u202f\u00a0]/g, ' '));
      expect(text).to.include(t.actors.negotiator.user.email);
      const decoded = losslessImages(pdf)
        .map((image) => jsQR(image.data, image.width, image.height)?.data)
        .filter(Boolean);
      expect(decoded).to.deep.equal([`${SITE_URL}/bien/${property.id}`]);
    });

    it('is written in English for an English visitor', async () => {
      const property = await aSale(t);
      const res = await t.request('anonymous', 'GET', `/affichette${property.id}`, {
        headers: { 'Accept-Language': 'en' },
      });
      const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      expect(pageText(pdf.getPage(0))).to.include(translate('affichette_title', 'en'));
    });

    it('answers 404 for a sale that does not exist and 400 for a number that is none', async () => {
      expect((await t.request('anonymous', 'GET', '/affichette999999')).status).to.equal(404);
      const bad = await t.request('anonymous', 'GET', '/affichette0');
      expect(bad.status).to.equal(400);
      expect((await json(bad)).error.code).to.equal('invalid_input');
    });
  });

  it('GET /api/plan-du-site lists the reachable sales by the spec’s names', async () => {
    const property = await aSale(t);
    await t.api.ports.search.upsert({
      propertyId: property.id,
      reference: property.reference,
      title: property.title,
      type: property.type,
      city: property.address.city,
      postcode: property.address.postcode,
      department: property.address.department,
      location: null,
      price: property.firstPrice,
      rooms: null,
      bedrooms: null,
      livingArea: null,
      landArea: null,
      startAt: property.offersStartAt,
      endAt: property.offersEndAt,
      mainPhotoId: null,
    });
    const res = await t.request('anonymous', 'GET', '/api/plan-du-site');
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body['hydra:member']).to.deep.include({
      bienId: property.id,
      nom: property.title,
      type: property.type,
      ville: property.address.city,
      codePostal: property.address.postcode,
      departement: property.address.department,
    });
  });

  describe('the sell form: POST /api/vendre, GET /api/espace-negociateur/vendeurs', () => {
    const form = (overrides: Record<string, unknown> = {}) => ({
      kind: 'estimate',
      type: 'MAIS',
      adresse: '12 Rue Royale',
      codePostal: '74000',
      ville: 'Annecy',
      lat: 45.8992,
      lng: 6.1294,
      surface: '120,5',
      pieces: '5',
      nom: 'Paul Girard',
      email: 'Paul.Girard@Example.fr',
      telephone: '06 11 22 33 44',
      message: 'Disponible après 18 h.',
      consentement: true,
      ...overrides,
    });

    it('stores the request, e-mails each negotiator, and lists it in the negotiator space', async () => {
      const before = (await outboxOf(t)).length;
      const res = await t.request('anonymous', 'POST', '/api/vendre', { json: form() });
      expect(res.status).to.equal(201);
      const body = await json(res);
      expect(body.message).to.equal(translate('seller_lead_sent', 'fr'));
      const mails = (await outboxOf(t)).slice(before);
      const negotiators = [t.actors.negotiator, t.actors.assistance].map((a) => a.user.email);
      expect(mails.map((m) => m.to)).to.have.members(negotiators);
      expect(mails[0]!.subject).to.equal('Nouveau vendeur : Maison à Annecy');
      expect(mails[0]!.text).to.include('12 Rue Royale, 74000 Annecy');
      expect(mails[0]!.text).to.include('paul.girard@example.fr');
      const list = await t.request('negotiator', 'GET', '/api/espace-negociateur/vendeurs');
      expect(list.status).to.equal(200);
      const [first] = (await json(list))['hydra:member'];
      expect(first).to.include({
        id: body.id,
        kind: 'estimate',
        type: 'MAIS',
        ville: 'Annecy',
        surface: 120.5,
        pieces: 5,
      });
      expect(first.consentement).to.be.a('string');
    });

    it('answers every field’s error at once, in the reader’s language', async () => {
      const res = await t.request('anonymous', 'POST', '/api/vendre', {
        json: form({ type: 'XXX', codePostal: '740', pieces: '2.5', email: 'non', consentement: false }),
        headers: { 'Accept-Language': 'en' },
      });
      expect(res.status).to.equal(400);
      const { error } = await json(res);
      expect(error.code).to.equal('seller_lead_invalid');
      expect(Object.keys(error.fields)).to.have.members([
        'type',
        'codePostal',
        'pieces',
        'email',
        'consentement',
      ]);
      expect(error.fields.consentement.message).to.equal(translate('seller_lead_consent_required', 'en'));
    });

    it('keeps the list to the negotiators', async () => {
      expect((await t.request('anonymous', 'GET', '/api/espace-negociateur/vendeurs')).status).to.equal(401);
      expect((await t.request('buyer', 'GET', '/api/espace-negociateur/vendeurs')).status).to.equal(403);
    });

    it('throttles one address past a few requests (429), the other routes untouched', async () => {
      let status = 0;
      for (let i = 0; i < 6 && status !== 429; i += 1)
        status = (await t.request('anonymous', 'POST', '/api/vendre', { json: form() })).status;
      expect(status).to.equal(429);
      expect((await t.request('anonymous', 'GET', '/api/plan-du-site')).status).to.equal(200);
    });
  });
});
