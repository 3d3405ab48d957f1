import { formatEuros, translate } from '@immo/core';
import { expect } from 'chai';
import jsqr from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import { losslessImages, pageText } from '../support/pdf-content.js';
import { aSale, aStoredPhoto } from './media-fixtures.js';

// jsqr is CommonJS: its function is both the module and its `default`, the types know only the latter.
const jsQR = jsqr.default;
const SITE_URL = 'https://www.immo-encheres.test';

describe('http: the public site (affichette, site-map sales)', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ env: { SITE_URL } });
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
});
