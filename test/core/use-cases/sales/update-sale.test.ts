import { expect } from 'chai';
import sinon from 'sinon';
import type { SaleFormValues } from '../../../../core/src/domain/sale-form/sale-form-values.js';
import { ANONYMOUS, type Viewer } from '../../../../core/src/domain/user/user.js';
import { parseParisDateTime } from '../../../../core/src/shared/paris-time.js';
import { MINUTE_MS } from '../../../../core/src/shared/time.js';
import { aProperty } from '../../../../core/src/testing/index.js';
import { aSaleForm } from '../../../../core/src/testing/sale-form-mother.js';
import { CreateSale } from '../../../../core/src/use-cases/create-sale/create-sale.js';
import { UpdateSale } from '../../../../core/src/use-cases/update-sale/update-sale.js';
import { saleDeps, salesWorld, type SalesWorld } from './sales-kit.js';

const START = parseParisDateTime('2026-12-01T10:00') as number;
const END = parseParisDateTime('2026-12-15T18:00') as number;

describe('UpdateSale', () => {
  let world: SalesWorld;
  let updateSale: UpdateSale;
  let bienId: number;

  const create = async (viewer: Viewer, overrides: Partial<SaleFormValues> = {}) => {
    const created = await new CreateSale(saleDeps(world.kit)).execute({
      viewer,
      values: aSaleForm(overrides),
    });
    if (!created.ok) throw new Error(created.error.code);
    return created.value.bienId;
  };
  const update = (overrides: Partial<SaleFormValues>, viewer = world.negotiator, id = bienId) =>
    updateSale.execute({
      viewer,
      bienId: id,
      values: JSON.parse(JSON.stringify(aSaleForm(overrides))) as unknown,
    });
  const auction = async () => (await world.kit.repos.auctions.findByPropertyId(bienId))!;
  const withBids = async () =>
    world.kit.repos.auctions.update({
      ...(await auction()),
      bidCount: 1,
      currentPrice: 265000,
      lastBidId: 1,
    });

  beforeEach(async () => {
    world = await salesWorld();
    updateSale = new UpdateSale(saleDeps(world.kit));
    bienId = await create(world.negotiator);
    world.kit.events.clear();
  });

  it('updates the property and its auction, and answers the bienId', async () => {
    world.kit.clock.advance(MINUTE_MS);
    const result = await update({
      nom: 'Appartement lumineux quai des Chartrons',
      dateDebut: '2026-12-02T10:00',
      dateFin: '2026-12-16T18:00',
      premiere_offre_possible_nv: '200000',
      premier_prix: '215000',
      pas_enchere: '2000',
    });

    expect(result).to.deep.equal({ ok: true, value: { bienId } });
    const property = await world.kit.repos.properties.findById(bienId);
    expect(property).to.include({
      title: 'Appartement lumineux quai des Chartrons',
      negotiatorId: world.negotiator.id,
      updatedAt: world.kit.clock.now(),
      createdAt: world.kit.clock.now() - MINUTE_MS,
    });
    expect(await auction()).to.include({
      startAt: parseParisDateTime('2026-12-02T10:00'),
      originalEndAt: parseParisDateTime('2026-12-16T18:00'),
      endAt: parseParisDateTime('2026-12-16T18:00'),
      firstPrice: 215000,
      step: 2000,
    });
  });

  it('publishes SaleUpdated once saved', async () => {
    await update({ nom: 'Nouveau titre' });
    expect(world.kit.events.events).to.deep.equal([{ type: 'SaleUpdated', propertyId: bienId }]);
  });

  it('keeps its own reference', async () => {
    expect((await update({ ref_client: 'BDX-APPT-2026-014' })).ok).to.equal(true);
  });

  it('lets an administrator update any sale', async () => {
    expect((await update({ nom: 'Titre revu' }, world.admin)).ok).to.equal(true);
  });

  describe('refuses', () => {
    it('an anonymous visitor: unauthenticated', async () => {
      expect(await update({}, ANONYMOUS)).to.deep.equal({ ok: false, error: { code: 'unauthenticated' } });
    });

    it('a buyer: forbidden', async () => {
      expect(await update({}, world.buyer)).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    });

    it('another negotiator: forbidden, nothing changed', async () => {
      expect(await update({ nom: 'Détourné' }, world.otherNegotiator)).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
      expect((await world.kit.repos.properties.findById(bienId))?.title).to.equal(aSaleForm().nom);
    });

    it('a sale that does not exist: not_found', async () => {
      for (const id of [999, -1, 1.5]) {
        expect(await update({}, world.negotiator, id)).to.deep.equal({
          ok: false,
          error: { code: 'not_found', field: 'bienId' },
        });
      }
    });

    it('a field of the wrong type: invalid_input', async () => {
      const result = await updateSale.execute({
        viewer: world.negotiator,
        bienId,
        values: { copropriete: true },
      });
      expect(result).to.deep.equal({ ok: false, error: { code: 'invalid_input', field: 'copropriete' } });
    });

    it('a form breaking the rules: sale_form_invalid', async () => {
      const result = await update({ dateFin: '' });
      expect(result.ok || result.error).to.deep.include({ code: 'sale_form_invalid', field: 'dateFin' });
    });

    it('the reference of another sale: sale_reference_exists', async () => {
      await world.kit.repos.properties.add(aProperty({ reference: 'ANN-MAIS-0001' }));
      expect(await update({ ref_client: 'ANN-MAIS-0001' })).to.deep.equal({
        ok: false,
        error: { code: 'sale_reference_exists', field: 'ref_client' },
      });
    });

    it('a commune that does not exist: commune_not_found', async () => {
      expect(await update({ ville: 'Bordeaux', codePostal: '33999' })).to.deep.equal({
        ok: false,
        error: { code: 'commune_not_found', field: 'ville' },
      });
    });

    it('an associated notary that does not exist: sale_third_party_not_found', async () => {
      const ownId = await create(world.assistance, { ref_client: 'BDX-ASSIST-01' });
      expect(
        await update({ ref_client: 'BDX-ASSIST-01', assistance_tiers_assoc: 42 }, world.assistance, ownId),
      ).to.deep.equal({
        ok: false,
        error: { code: 'sale_third_party_not_found', field: 'assistance_tiers_assoc' },
      });
    });
  });

  describe('once the auction has a bid', () => {
    beforeEach(withBids);

    it('refuses a new start date', async () => {
      expect(await update({ dateDebut: '2026-12-01T11:00' })).to.deep.equal({
        ok: false,
        error: { code: 'sale_has_bids', field: 'dateDebut' },
      });
    });

    it('refuses a new first price', async () => {
      const result = await update({
        premiere_offre_possible_nv: '250000',
        flat_price: '16000',
        premier_prix: '266000',
      });
      expect(result).to.deep.equal({ ok: false, error: { code: 'sale_has_bids', field: 'premier_prix' } });
    });

    it('refuses a new step', async () => {
      expect(await update({ pas_enchere: '500' })).to.deep.equal({
        ok: false,
        error: { code: 'sale_has_bids', field: 'pas_enchere' },
      });
      expect(await auction()).to.include({ step: 1000 });
    });

    it('still takes the other fields, and the end while the sale has not opened', async () => {
      const result = await update({ nom: 'Titre précisé', dateFin: '2026-12-16T18:00' });
      expect(result.ok).to.equal(true);
      expect(await auction()).to.include({
        currentPrice: 265000,
        bidCount: 1,
        endAt: parseParisDateTime('2026-12-16T18:00'),
      });
    });
  });

  describe('once the auction is live', () => {
    beforeEach(() => world.kit.clock.set(START + 60 * MINUTE_MS));

    it('refuses a new end date', async () => {
      expect(await update({ dateFin: '2026-12-16T18:00' })).to.deep.equal({
        ok: false,
        error: { code: 'sale_end_locked', field: 'dateFin' },
      });
    });

    it('keeps an end pushed back by anti-sniping when the form keeps the scheduled end', async () => {
      await withBids();
      await world.kit.repos.auctions.update({ ...(await auction()), endAt: END + 2 * MINUTE_MS });
      expect((await update({ nom: 'Titre précisé' })).ok).to.equal(true);
      expect(await auction()).to.include({ originalEndAt: END, endAt: END + 2 * MINUTE_MS });
    });
  });

  it('keeps the assistance fields when a negotiator without the assistance role saves', async () => {
    const ownId = await create(world.assistance, {
      ref_client: 'BDX-ASSIST-02',
      assistance_tiers_assoc: 2,
      showNotaire: false,
    });
    const result = await update(
      { ref_client: 'BDX-ASSIST-02', assistance_tiers_assoc: null, showNotaire: true },
      world.admin,
      ownId,
    );
    expect(result.ok).to.equal(true);
    expect(await world.kit.repos.properties.findById(ownId)).to.include({
      assistanceThirdPartyId: 2,
      showNotary: false,
    });
  });

  it('changes the property and the auction together or not at all', async () => {
    sinon.stub(world.kit.repos.properties, 'update').rejects(new Error('disk full'));
    let thrown: unknown = null;
    await update({ pas_enchere: '2000' }).catch((error: unknown) => {
      thrown = error;
    });
    expect((thrown as Error | null)?.message).to.equal('disk full');
    expect(await auction()).to.include({ step: 1000 });
    expect(world.kit.events.events).to.deep.equal([]);
  });
});
