// The inputs an audit found answered 500 on MariaDB (and stored whole on SQLite), or accepted although
// dangerous: each is now refused at the edge by the route's schema, 400 with the field's translated
// message, the same way on both databases.
import { expect } from 'chai';
import type { SaleFormValues } from '@immo/core';
import { aProperty, aSaleForm } from '@immo/core/testing';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';

const EN = { 'Accept-Language': 'en' };

/** [field, value, code, French message] */
const SALE_FORM_REFUSED: [keyof SaleFormValues, unknown, string, string][] = [
  [
    'reserve_price',
    '9007199254740993',
    'field_out_of_range',
    'La valeur doit être comprise entre 0 et 9999999999',
  ],
  ['reserve_price', 2 ** 53, 'field_out_of_range', 'La valeur doit être comprise entre 0 et 9999999999'],
  [
    'premier_prix',
    '9007199254740992',
    'field_out_of_range',
    'La valeur doit être comprise entre 0 et 9999999999',
  ],
  ['codeInsee', '7'.repeat(1000), 'field_too_long', '5 caractères maximum'],
  ['codeInsee', '74🏠', 'field_invalid', 'Valeur invalide'],
  ['departement', '🏠', 'field_invalid', 'Valeur invalide'],
  ['departement', 'a'.repeat(100_000), 'field_too_long', '64 caractères maximum'],
  ['lat', 1e308, 'field_out_of_range', 'La valeur doit être comprise entre -90 et 90'],
  ['lng', -1e308, 'field_out_of_range', 'La valeur doit être comprise entre -180 et 180'],
  ['lat', '1e308', 'field_number_invalid', 'Nombre invalide'],
  ['lng', '-181', 'invalid_input', 'Les données envoyées ne sont pas valides'],
  [
    'lienVisiteVirtuelle',
    'javascript:alert(document.cookie)',
    'field_url_invalid',
    'Adresse web invalide : elle doit commencer par http:// ou https://',
  ],
  [
    'lienRhinov',
    'data:text/html,<script>alert(1)</script>',
    'field_url_invalid',
    'Adresse web invalide : elle doit commencer par http:// ou https://',
  ],
  [
    'lienVideo',
    'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
    'field_url_invalid',
    'Adresse web invalide : elle doit commencer par http:// ou https://',
  ],
  ['sous_nature', 'x'.repeat(256), 'field_too_long', '255 caractères maximum'],
  ['nombre_pieces', '99999999999', 'field_out_of_range', 'La valeur doit être comprise entre 0 et 999999999'],
  ['nombre_pieces', 1e12, 'field_out_of_range', 'La valeur doit être comprise entre -999999999 et 999999999'],
];

onEachApiDatabase('http: hardening — every input bounded at the edge', (kind) => {
  // Nested, so that its hooks run before the scratch database is dropped.
  describe('on the server', () => {
    let t: TestApi;
    let nextRef = 0;
    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({ databaseUrl: kind.url });
    });
    after(async () => t?.close());

    describe('the sale form', () => {
      for (const [field, value, code, message] of SALE_FORM_REFUSED) {
        const shown =
          typeof value === 'string' && value.length > 40 ? `${value.length} characters` : String(value);
        it(`refuses ${field} = ${shown}: 400 invalid_input with the field, nothing stored`, async () => {
          const form = { ...aSaleForm({ ref_client: `BOUND-${++nextRef}` }), [field]: value };
          const res = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', { json: form });
          expect(res.status).to.equal(400);
          const { error } = await json(res);
          // The edge's schema (invalid_input) or core's rules (sale_form_invalid, or invalid_input on a field core cannot read).
          expect(error.code).to.be.oneOf(['invalid_input', 'sale_form_invalid']);
          expect(error.fields?.[field] ?? { code: error.code, message: error.message }).to.deep.equal({
            code,
            message,
          });
          expect(await t.api.ports.repos.properties.findByReference(form.ref_client as string)).to.equal(
            null,
          );
        });
      }

      it('answers the field errors in English', async () => {
        const form = { ...aSaleForm({ ref_client: `BOUND-${++nextRef}` }), lienRhinov: 'javascript:x' };
        const res = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', {
          json: form,
          headers: EN,
        });
        expect((await json(res)).error.fields.lienRhinov.message).to.equal(
          'Invalid web address: it must start with http:// or https://',
        );
      });

      it('still takes the largest accepted values and stores them the same on both databases', async () => {
        const form = {
          ...aSaleForm({ ref_client: `BOUND-${++nextRef}` }),
          reserve_price: '9999999999',
          codeInsee: '2A004',
          departement: '2A',
          lat: '-90',
          lng: 180,
          lienVisiteVirtuelle: 'https://visite.example.fr/tour?id=1',
        };
        const res = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', { json: form });
        expect(res.status, JSON.stringify(await res.clone().json())).to.equal(201);
        const { bienId } = await json(res);
        const stored = await t.api.ports.repos.properties.findById(bienId);
        expect(stored).to.deep.include({ reservePrice: 9_999_999_999 });
        expect(stored?.address).to.deep.include({ inseeCode: '2A004', department: '2A', lat: -90, lng: 180 });
      });
    });

    describe('visit slots', () => {
      for (const capacity of [1e308, 2 ** 63, 2 ** 31]) {
        it(`refuses a capacity of ${capacity}: 400 invalid_input on the field`, async () => {
          const property = await t.api.ports.repos.properties.add(
            aProperty({ negotiatorId: t.actors.negotiator.user.id }),
          );
          const res = await t.request('negotiator', 'POST', `/api/bien/${property.id}/visites/new`, {
            json: { kind: 'grouped', start: '2026-11-23 10:00:00', durationMinutes: 30, capacity },
          });
          expect(res.status).to.equal(400);
          const { error } = await json(res);
          expect(error).to.include({ code: 'invalid_input', field: 'capacity' });
          expect(error.fields.capacity.code).to.equal('field_out_of_range');
        });
      }
    });
  });
});
