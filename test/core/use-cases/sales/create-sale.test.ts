import { expect } from 'chai';
import sinon from 'sinon';
import {
  saleFormFieldMessages,
  type SaleFormInvalidError,
} from '../../../../core/src/domain/sale-form/sale-form-invalid.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { parseParisDateTime } from '../../../../core/src/shared/paris-time.js';
import { aProperty } from '../../../../core/src/testing/index.js';
import { aSaleForm } from '../../../../core/src/testing/sale-form-mother.js';
import { CreateSale } from '../../../../core/src/use-cases/create-sale/create-sale.js';
import { saleDeps, salesWorld, type SalesWorld } from './sales-kit.js';

describe('CreateSale', () => {
  let world: SalesWorld;
  let createSale: CreateSale;

  beforeEach(async () => {
    world = await salesWorld();
    createSale = new CreateSale(saleDeps(world.kit));
  });

  const wire = (values: object) => JSON.parse(JSON.stringify(values)) as unknown;

  it('creates the property and its auction, and answers the bienId', async () => {
    const result = await createSale.execute({ viewer: world.negotiator, values: wire(aSaleForm()) });

    expect(result.ok).to.equal(true);
    const bienId = result.ok ? result.value.bienId : 0;
    const property = await world.kit.repos.properties.findById(bienId);
    expect(property).to.include({
      negotiatorId: world.negotiator.id,
      reference: 'BDX-APPT-2026-014',
      firstPrice: 265000,
      bidStep: 1000,
      createdAt: world.kit.clock.now(),
    });
    expect(property?.address.city).to.equal('Bordeaux');
    const auction = await world.kit.repos.auctions.findByPropertyId(bienId);
    expect(auction).to.include({
      startAt: parseParisDateTime('2026-12-01T10:00'),
      originalEndAt: parseParisDateTime('2026-12-15T18:00'),
      endAt: parseParisDateTime('2026-12-15T18:00'),
      firstPrice: 265000,
      step: 1000,
      currentPrice: null,
      bidCount: 0,
      closedAt: null,
    });
  });

  it('publishes SaleCreated once saved', async () => {
    const result = await createSale.execute({ viewer: world.negotiator, values: wire(aSaleForm()) });
    expect(world.kit.events.events).to.deep.equal([
      { type: 'SaleCreated', propertyId: result.ok && result.value.bienId },
    ]);
  });

  it('lets an administrator create a sale', async () => {
    const result = await createSale.execute({ viewer: world.admin, values: wire(aSaleForm()) });
    expect(result.ok).to.equal(true);
  });

  it('saves with the 6-month warning: it is only a warning', async () => {
    const result = await createSale.execute({
      viewer: world.negotiator,
      values: wire(aSaleForm({ dateDebut: '2027-06-01T10:00', dateFin: '2027-06-15T18:00' })),
    });
    expect(result.ok).to.equal(true);
  });

  describe('refuses', () => {
    it('an anonymous visitor: unauthenticated', async () => {
      expect(await createSale.execute({ viewer: ANONYMOUS, values: wire(aSaleForm()) })).to.deep.equal({
        ok: false,
        error: { code: 'unauthenticated' },
      });
    });

    it('a buyer or a seller: forbidden', async () => {
      for (const viewer of [world.buyer, world.seller]) {
        expect(await createSale.execute({ viewer, values: wire(aSaleForm()) })).to.deep.equal({
          ok: false,
          error: { code: 'forbidden' },
        });
      }
      expect((await world.kit.repos.properties.list({ now: 0, page: 1, pageSize: 10 })).total).to.equal(0);
    });

    it('a field of the wrong type: invalid_input naming it', async () => {
      const result = await createSale.execute({
        viewer: world.negotiator,
        values: { ...(wire(aSaleForm()) as object), type: 'CASTLE' },
      });
      expect(result).to.deep.equal({ ok: false, error: { code: 'invalid_input', field: 'type' } });
    });

    it('a body that is not an object: invalid_input', async () => {
      const result = await createSale.execute({ viewer: world.negotiator, values: 'ref_client=X' });
      expect(result).to.deep.equal({ ok: false, error: { code: 'invalid_input' } });
    });

    it('a form breaking the rules: sale_form_invalid with every field’s error', async () => {
      const result = await createSale.execute({
        viewer: world.negotiator,
        values: wire(
          aSaleForm({
            ref_client: 'R'.repeat(22),
            description_quartier: '',
            premier_prix: '250000',
            flat_price_answer: false,
          }),
        ),
      });

      expect(result.ok).to.equal(false);
      const error = (result.ok ? null : result.error) as SaleFormInvalidError;
      expect(error.code).to.equal('sale_form_invalid');
      expect(error.field).to.equal('ref_client');
      expect(error.params).to.deep.equal({ count: 3 });
      expect(saleFormFieldMessages(error.fields)).to.deep.equal({
        ref_client: { code: 'sale_max_length_exclaimed', message: '21 caractères maximum !' },
        premier_prix: {
          code: 'sale_price_not_above_net',
          message: 'Le prix doit être supérieur au prix net vendeur',
        },
        description_quartier: { code: 'field_required_capitalised', message: 'Champ Obligatoire' },
      });
      expect(world.kit.events.events).to.deep.equal([]);
    });

    it('a reference already used: sale_reference_exists, nothing written', async () => {
      await world.kit.repos.properties.add(aProperty({ reference: 'BDX-APPT-2026-014' }));
      const result = await createSale.execute({ viewer: world.negotiator, values: wire(aSaleForm()) });
      expect(result).to.deep.equal({
        ok: false,
        error: { code: 'sale_reference_exists', field: 'ref_client' },
      });
      expect((await world.kit.repos.properties.list({ now: 0, page: 1, pageSize: 10 })).total).to.equal(1);
      expect(await world.kit.repos.auctions.findByPropertyId(2)).to.equal(null);
    });

    it('a commune that does not exist: commune_not_found', async () => {
      const result = await createSale.execute({
        viewer: world.negotiator,
        values: wire(aSaleForm({ ville: 'Atlantide', codePostal: '99999' })),
      });
      expect(result).to.deep.equal({ ok: false, error: { code: 'commune_not_found', field: 'ville' } });
    });

    it('a commune under another postcode: commune_not_found', async () => {
      const result = await createSale.execute({
        viewer: world.negotiator,
        values: wire(aSaleForm({ codePostal: '75001' })),
      });
      expect(result.ok || result.error.code).to.equal('commune_not_found');
    });

    it('an associated notary that does not exist: sale_third_party_not_found', async () => {
      const result = await createSale.execute({
        viewer: world.assistance,
        values: wire(aSaleForm({ assistance_tiers_assoc: 99 })),
      });
      expect(result).to.deep.equal({
        ok: false,
        error: { code: 'sale_third_party_not_found', field: 'assistance_tiers_assoc' },
      });
    });
  });

  describe('the assistance fields', () => {
    it('are kept for an assistance negotiator', async () => {
      const result = await createSale.execute({
        viewer: world.assistance,
        values: wire(aSaleForm({ assistance_tiers_assoc: 1, showNotaire: false, showNotimmoBareme: false })),
      });
      const property = await world.kit.repos.properties.findById(result.ok ? result.value.bienId : 0);
      expect(property).to.include({ assistanceThirdPartyId: 1, showNotary: false, showNotimmoScale: false });
    });

    it('take their defaults for any other negotiator', async () => {
      const result = await createSale.execute({
        viewer: world.negotiator,
        values: wire(aSaleForm({ assistance_tiers_assoc: 99, showNotaire: false, showNotimmoBareme: false })),
      });
      const property = await world.kit.repos.properties.findById(result.ok ? result.value.bienId : 0);
      expect(property).to.include({ assistanceThirdPartyId: null, showNotary: true, showNotimmoScale: true });
    });
  });

  it('writes the property and the auction together or not at all', async () => {
    sinon.stub(world.kit.repos.auctions, 'add').rejects(new Error('disk full'));
    let thrown: unknown = null;
    await createSale
      .execute({ viewer: world.negotiator, values: wire(aSaleForm()) })
      .catch((error: unknown) => {
        thrown = error;
      });
    expect((thrown as Error | null)?.message).to.equal('disk full');
    expect((await world.kit.repos.properties.list({ now: 0, page: 1, pageSize: 10 })).total).to.equal(0);
    expect(world.kit.events.events).to.deep.equal([]);
  });

  it('keeps the sale when the event cannot be published, and reports it', async () => {
    sinon.stub(world.kit.events, 'publish').rejects(new Error('broker down'));
    const result = await createSale.execute({ viewer: world.negotiator, values: wire(aSaleForm()) });
    expect(result.ok).to.equal(true);
    expect(world.kit.errors.reported.map((r) => (r.error as Error).message)).to.deep.equal(['broker down']);
  });
});
