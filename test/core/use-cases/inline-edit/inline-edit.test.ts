import { expect } from 'chai';
import type { Property } from '../../../../core/src/domain/property/property.js';
import { ANONYMOUS, viewerOf, type Viewer } from '../../../../core/src/domain/user/user.js';
import {
  aBuyer,
  aBuyerFile,
  aNegotiator,
  anAdmin,
  anAuction,
  aProperty,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';
import { InlineEdit, type InlineEditInput } from '../../../../core/src/use-cases/inline-edit/inline-edit.js';

describe('InlineEdit', () => {
  let kit: TestKit;
  let property: Property;
  let negotiator: Viewer;
  let otherNegotiator: Viewer;
  let admin: Viewer;
  let buyer: Viewer;
  let buyerFileId: number;
  let useCase: InlineEdit;
  const input = (overrides: Partial<InlineEditInput> = {}): InlineEditInput => ({
    viewer: negotiator,
    entity: 'bien',
    id: property.id,
    property: 'surface_habitable',
    value: '1 234,5',
    ...overrides,
  });
  const stored = async () => (await kit.repos.properties.findById(property.id)) as Property;

  beforeEach(async () => {
    kit = createTestKit();
    negotiator = viewerOf(await kit.repos.users.add(aNegotiator()));
    otherNegotiator = viewerOf(await kit.repos.users.add(aNegotiator()));
    admin = viewerOf(await kit.repos.users.add(anAdmin()));
    buyer = viewerOf(await kit.repos.users.add(aBuyer()));
    property = await kit.repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
    buyerFileId = (await kit.repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: buyer.id })))
      .id;
    useCase = new InlineEdit(kit);
  });

  it('saves a float and answers the new value', async () => {
    kit.clock.advance(60_000);
    expect(await useCase.execute(input())).to.deep.equal({
      ok: true,
      value: {
        entity: 'bien',
        id: property.id,
        property: 'surface_habitable',
        value: 1234.5,
        displayValue: '1\u202f234,5',
      },
    });
    expect((await stored()).livingArea).to.equal(1234.5);
    expect((await stored()).updatedAt).to.equal(kit.clock.now());
    expect(kit.events.events).to.deep.equal([{ type: 'SaleUpdated', propertyId: property.id }]);
  });

  it('saves text as is, an integer and a date', async () => {
    await useCase.execute(input({ property: 'nom', value: 'Villa  Belle Vue ' }));
    await useCase.execute(input({ property: 'nombre_pieces', value: '7' }));
    const date = await useCase.execute(input({ property: 'dpe_date', value: '31/12/2099' }));
    expect(date.ok && date.value).to.include({ value: '2099-12-31', displayValue: '31/12/2099' });
    const saved = await stored();
    expect([saved.title, saved.rooms, saved.dpe.date]).to.deep.equal(['Villa  Belle Vue ', 7, '2099-12-31']);
  });

  it('accepts a JSON number for a numeric field', async () => {
    const result = await useCase.execute(input({ property: 'nombre_pieces', value: 5 }));
    expect(result.ok && result.value.value).to.equal(5);
  });

  it('clears an optional field with an empty value', async () => {
    const result = await useCase.execute(input({ value: '' }));
    expect(result.ok && result.value).to.include({ value: null, displayValue: '' });
    expect((await stored()).livingArea).to.equal(null);
  });

  it("saves the negotiator's comment on a buyer file, matching the entity case-insensitively", async () => {
    const result = await useCase.execute(
      input({
        entity: 'Dossier_Acheteurs',
        id: buyerFileId,
        property: 'commentaireSurAcquereur',
        value: 'Sérieux',
      }),
    );
    expect(result).to.deep.equal({
      ok: true,
      value: {
        entity: 'dossier_acheteurs',
        id: buyerFileId,
        property: 'commentaireSurAcquereur',
        value: 'Sérieux',
        displayValue: 'Sérieux',
      },
    });
    expect((await kit.repos.buyerFiles.findById(buyerFileId))?.negotiatorComment).to.equal('Sérieux');
    expect(kit.events.events).to.deep.equal([]);
  });

  it('lets an administrator edit', async () => {
    expect((await useCase.execute(input({ viewer: admin }))).ok).to.equal(true);
  });

  it('refuses a field outside the whitelist, naming it', async () => {
    expect(await useCase.execute(input({ property: 'reserve_price', value: '1' }))).to.deep.equal({
      ok: false,
      error: {
        code: 'inline_field_not_editable',
        params: { entity: 'bien', property: 'reserve_price' },
        field: 'property',
      },
    });
    expect(
      await useCase.execute(input({ entity: 'users', property: 'roles', value: 'ROLE_ADMIN' })),
    ).to.deep.equal({
      ok: false,
      error: {
        code: 'inline_field_not_editable',
        params: { entity: 'users', property: 'roles' },
        field: 'property',
      },
    });
    expect((await stored()).reservePrice).to.equal(property.reservePrice);
  });

  it('refuses a value its type does not parse, leaving the field as it was', async () => {
    expect(await useCase.execute(input({ property: 'dpe_date', value: '29/02/2023' }))).to.deep.equal({
      ok: false,
      error: { code: 'inline_invalid_date', field: 'dpe_date' },
    });
    expect(await useCase.execute(input({ property: 'dpe_date', value: '01/01/2100' }))).to.deep.equal({
      ok: false,
      error: { code: 'inline_invalid_date', field: 'dpe_date' },
    });
    expect(await useCase.execute(input({ property: 'nombre_pieces', value: '6,5' }))).to.deep.equal({
      ok: false,
      error: { code: 'inline_invalid_integer', field: 'nombre_pieces' },
    });
    expect(await useCase.execute(input({ value: 'grand' }))).to.deep.equal({
      ok: false,
      error: { code: 'inline_invalid_number', field: 'surface_habitable' },
    });
    expect(await useCase.execute(input({ property: 'nom', value: '' }))).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'nom' },
    });
    const saved = await stored();
    expect([saved.dpe.date, saved.rooms, saved.livingArea, saved.title]).to.deep.equal([
      property.dpe.date,
      property.rooms,
      property.livingArea,
      property.title,
    ]);
  });

  it('refuses malformed input', async () => {
    const invalid = (field: string) => ({ ok: false, error: { code: 'invalid_input', field } });
    expect(await useCase.execute(input({ entity: 3 }))).to.deep.equal(invalid('entity'));
    expect(await useCase.execute(input({ property: null }))).to.deep.equal(invalid('property'));
    expect(await useCase.execute(input({ id: '1' }))).to.deep.equal(invalid('id'));
    expect(await useCase.execute(input({ value: { a: 1 } }))).to.deep.equal(invalid('value'));
    expect(await useCase.execute(input({ property: 'nom', value: 12 }))).to.deep.equal(invalid('value'));
  });

  it('answers not_found for an unknown record', async () => {
    const notFound = { ok: false, error: { code: 'not_found', field: 'id' } };
    expect(await useCase.execute(input({ id: 999 }))).to.deep.equal(notFound);
    expect(
      await useCase.execute(
        input({ entity: 'dossier_acheteurs', id: 999, property: 'commentaireSurAcquereur' }),
      ),
    ).to.deep.equal(notFound);
  });

  it('checks who edits', async () => {
    expect(await useCase.execute(input({ viewer: ANONYMOUS }))).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await useCase.execute(input({ viewer: buyer }))).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await useCase.execute(input({ viewer: otherNegotiator }))).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(
      await useCase.execute(
        input({
          viewer: otherNegotiator,
          entity: 'dossier_acheteurs',
          id: buyerFileId,
          property: 'commentaireSurAcquereur',
        }),
      ),
    ).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    expect((await stored()).livingArea).to.equal(property.livingArea);
    expect(kit.events.events).to.deep.equal([]);
  });

  describe('the sale’s state (the rules of UpdateSale)', () => {
    let sale: Property;
    const auctionOf = async () => (await kit.repos.auctions.findByPropertyId(sale.id))!;
    const onSale = (overrides: Partial<InlineEditInput>) => input({ id: sale.id, ...overrides });

    beforeEach(async () => {
      // Live (started two days ago, ends in 30 h), no bid, the first price typed (no flat fee).
      sale = await kit.repos.properties.add(
        aProperty({ negotiatorId: negotiator.id, flatFee: false, flatFeeAmount: null }),
      );
      await kit.repos.auctions.add(anAuction({ propertyId: sale.id }));
    });

    it('moves the first price and the step of a live sale nobody bid on, on the auction too', async () => {
      const first = await useCase.execute(onSale({ property: 'premier_prix', value: '262 000' }));
      expect(first.ok && first.value).to.include({ value: 262000, displayValue: '262000' });
      const step = await useCase.execute(onSale({ property: 'pas_enchere', value: 2500 }));
      expect(step.ok && step.value.value).to.equal(2500);
      const saved = (await kit.repos.properties.findById(sale.id))!;
      expect([saved.firstPrice, saved.bidStep]).to.deep.equal([262000, 2500]);
      const auction = await auctionOf();
      expect([auction.firstPrice, auction.step, auction.endAt]).to.deep.equal([
        262000,
        2500,
        sale.offersEndAt,
      ]);
    });

    it('keeps the form’s price rules: above the net seller price, not computed from a flat fee', async () => {
      expect(await useCase.execute(onSale({ property: 'premier_prix', value: '240000' }))).to.deep.equal({
        ok: false,
        error: { code: 'sale_price_not_above_net', field: 'premier_prix' },
      });
      expect(await useCase.execute(onSale({ property: 'pas_enchere', value: '0' }))).to.deep.include({
        ok: false,
      });
      const flat = await kit.repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
      expect(
        await useCase.execute(input({ id: flat.id, property: 'premier_prix', value: '260000' })),
      ).to.deep.equal({ ok: false, error: { code: 'sale_first_price_not_flat', field: 'premier_prix' } });
      expect((await auctionOf()).firstPrice).to.equal(250000);
    });

    it('fixes the auction’s terms once someone bid, the texts still editable', async () => {
      await kit.repos.auctions.update({ ...(await auctionOf()), currentPrice: 250000, bidCount: 1 });
      for (const property of ['premier_prix', 'pas_enchere']) {
        expect(await useCase.execute(onSale({ property, value: '300000' })), property).to.deep.equal({
          ok: false,
          error: { code: 'sale_has_bids', field: property },
        });
      }
      expect((await useCase.execute(onSale({ property: 'nom', value: 'Nouveau titre' }))).ok).to.equal(true);
      const saved = (await kit.repos.properties.findById(sale.id))!;
      expect([saved.firstPrice, saved.bidStep, saved.title]).to.deep.equal([250000, 1000, 'Nouveau titre']);
    });

    it('refuses every field of an ended sale, a buyer’s comment still editable', async () => {
      kit.clock.set(sale.offersEndAt);
      for (const [property, value] of [
        ['nom', 'Trop tard'],
        ['descriptif', 'Trop tard'],
        ['pas_enchere', '2000'],
      ]) {
        expect(await useCase.execute(onSale({ property, value })), property).to.deep.equal({
          ok: false,
          error: { code: 'sale_ended_read_only' },
        });
      }
      expect((await kit.repos.properties.findById(sale.id))!.title).to.equal(sale.title);
      const comment = await useCase.execute(
        input({
          entity: 'dossier_acheteurs',
          id: buyerFileId,
          property: 'commentaireSurAcquereur',
          value: 'Vu',
        }),
      );
      expect(comment.ok).to.equal(true);
    });

    it('times a sale without an auction by its offers window', async () => {
      const draft = await kit.repos.properties.add(
        aProperty({ negotiatorId: negotiator.id, flatFee: false, flatFeeAmount: null }),
      );
      expect(
        (await useCase.execute(input({ id: draft.id, property: 'premier_prix', value: '251000' }))).ok,
      ).to.equal(true);
      expect((await kit.repos.properties.findById(draft.id))!.firstPrice).to.equal(251000);
      kit.clock.set(draft.offersEndAt + 1);
      expect(await useCase.execute(input({ id: draft.id, property: 'nom', value: 'X' }))).to.deep.equal({
        ok: false,
        error: { code: 'sale_ended_read_only' },
      });
    });
  });
});
