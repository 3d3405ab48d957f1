import { expect } from 'chai';
import type { Auction } from '../../../core/src/domain/auction/auction.js';
import {
  editableInlineFields,
  inlineFieldLock,
  saleEditStateOf,
  type SaleEditState,
} from '../../../core/src/domain/inline-edit/inline-edit-locks.js';
import {
  findInlineField,
  type PropertyInlineField,
} from '../../../core/src/domain/inline-edit/inline-fields.js';
import type { Property } from '../../../core/src/domain/property/property.js';
import { ANONYMOUS, viewerOf, type Viewer } from '../../../core/src/domain/user/user.js';
import {
  aBuyer,
  aNegotiator,
  anAdmin,
  anAuction,
  aProperty,
  DEFAULT_TEST_NOW,
} from '../../../core/src/testing/index.js';

const NEGOTIATOR_ID = 12;
const property: Property = {
  id: 1,
  ...aProperty({ negotiatorId: NEGOTIATOR_ID, flatFee: false, flatFeeAmount: null }),
};
const auction: Auction = { id: 3, ...anAuction({ propertyId: 1 }) };
const bienField = (name: string) => findInlineField('bien', name) as PropertyInlineField;
const viewer = (id: number, make: typeof aNegotiator): Viewer => viewerOf({ id, ...make() });
const negotiator = viewer(NEGOTIATOR_ID, aNegotiator);
const TEXTS = [
  'nom',
  'descriptif',
  'descriptif_annonce',
  'description_quartier',
  'taxe_fonciere',
  'taxe_habitation',
  'charges_mensuelles',
  'etat_general',
  'nom_syndic',
];

describe('inline edit locks: what a sale’s state still lets change', () => {
  const open: SaleEditState = { phase: 'live', hasOffers: false, flatFee: false };

  it('lets everything change on a sale without offers, upcoming or live', () => {
    for (const phase of ['upcoming', 'live'] as const) {
      for (const name of ['nom', 'premier_prix', 'pas_enchere', 'dpe_date']) {
        expect(inlineFieldLock(bienField(name), { ...open, phase }), `${phase} ${name}`).to.equal(null);
      }
    }
  });

  it('fixes the first price and the step once someone bid', () => {
    const bid = { ...open, hasOffers: true };
    expect(inlineFieldLock(bienField('premier_prix'), bid)).to.deep.equal({
      code: 'sale_has_bids',
      field: 'premier_prix',
    });
    expect(inlineFieldLock(bienField('pas_enchere'), bid)).to.deep.equal({
      code: 'sale_has_bids',
      field: 'pas_enchere',
    });
    expect(inlineFieldLock(bienField('nom'), bid)).to.equal(null);
  });

  it('does not let a first price computed from a flat fee be typed', () => {
    const flat = { ...open, flatFee: true };
    expect(inlineFieldLock(bienField('premier_prix'), flat)).to.deep.equal({
      code: 'sale_first_price_not_flat',
      field: 'premier_prix',
    });
    expect(inlineFieldLock(bienField('pas_enchere'), flat)).to.equal(null);
  });

  it('makes an ended sale read-only', () => {
    for (const name of ['nom', 'descriptif', 'premier_prix', 'dpe_date']) {
      expect(inlineFieldLock(bienField(name), { ...open, phase: 'ended' }), name).to.deep.equal({
        code: 'sale_ended_read_only',
      });
    }
  });

  it('reads the state from the auction, or from the offers window without one', () => {
    expect(saleEditStateOf(property, auction, DEFAULT_TEST_NOW)).to.deep.equal(open);
    expect(saleEditStateOf(property, { ...auction, bidCount: 1 }, DEFAULT_TEST_NOW).hasOffers).to.equal(true);
    // An offer accepted ends the sale there and then.
    expect(
      saleEditStateOf(property, { ...auction, closedAt: DEFAULT_TEST_NOW - 1 }, DEFAULT_TEST_NOW).phase,
    ).to.equal('ended');
    expect(saleEditStateOf(property, null, property.offersStartAt - 1)).to.deep.equal({
      ...open,
      phase: 'upcoming',
    });
    expect(saleEditStateOf(property, null, property.offersEndAt).phase).to.equal('ended');
  });
});

describe('editableInlineFields: what the property page offers', () => {
  it('offers the sale’s negotiator and an administrator the texts and the prices of a sale without offers', () => {
    const fields = editableInlineFields(negotiator, property, auction, DEFAULT_TEST_NOW);
    expect(fields).to.include.members([...TEXTS, 'premier_prix', 'pas_enchere', 'dpe_date']);
    expect(fields).to.not.include('commentaireSurAcquereur');
    expect(editableInlineFields(viewer(99, anAdmin), property, auction, DEFAULT_TEST_NOW)).to.deep.equal(
      fields,
    );
  });

  it('offers nothing to anyone else', () => {
    for (const other of [ANONYMOUS, viewer(NEGOTIATOR_ID + 1, aNegotiator), viewer(NEGOTIATOR_ID, aBuyer)]) {
      expect(editableInlineFields(other, property, auction, DEFAULT_TEST_NOW)).to.deep.equal([]);
    }
  });

  it('drops the prices after a bid and everything once the sale ended', () => {
    const bid = editableInlineFields(
      negotiator,
      property,
      { ...auction, currentPrice: 250000 },
      DEFAULT_TEST_NOW,
    );
    expect(bid).to.include.members(TEXTS).and.not.include('premier_prix').and.not.include('pas_enchere');
    expect(editableInlineFields(negotiator, property, auction, auction.endAt)).to.deep.equal([]);
  });
});
