import { expect } from 'chai';
import {
  propertyToSaleForm,
  saleFormToProperty,
} from '../../../core/src/domain/sale-form/sale-form-mapping.js';
import { AMENITIES } from '../../../core/src/domain/property/property.js';
import { parseParisDateTime } from '../../../core/src/shared/paris-time.js';
import { aProperty } from '../../../core/src/testing/mothers/property-mother.js';
import { aSaleForm } from '../../../core/src/testing/sale-form-mother.js';

const NOW = Date.UTC(2026, 10, 21, 10, 0);
const context = { negotiatorId: 7, now: NOW };

describe('sale form <-> Property', () => {
  it('maps the wire names to the English entity', () => {
    const property = saleFormToProperty(aSaleForm(), context);
    expect(property).to.include({
      negotiatorId: 7,
      reference: 'BDX-APPT-2026-014',
      type: 'APPT',
      subNature: 'Appartement',
      netSellerPrice: 250000,
      firstPrice: 265000,
      flatFee: true,
      flatFeeAmount: 15000,
      bidStep: 1000,
      reservePrice: 275000,
      feesPaidBy: 'A',
      worksNeeded: true,
      disabledAccess: false,
      sellIn36h: false,
      coOwnership: true,
      coOwnershipLots: 18,
      coOwnershipAnnualCharges: 2160,
      livingArea: 86.4,
      landArea: null,
      showAddress: true,
      riskReportDone: true,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(property.offersStartAt).to.equal(parseParisDateTime('2026-12-01T10:00'));
    expect(property.offersEndAt).to.equal(Date.UTC(2026, 11, 15, 17, 0));
    expect(property.amenities).to.deep.equal([
      'ascenseur',
      'cave',
      'balcon',
      'lumineux',
      'transport',
      'centreVille',
    ]);
    expect(property.address).to.deep.equal({
      street: '15 Quai des Chartrons',
      complement: '2e étage droite',
      postcode: '33000',
      city: 'Bordeaux',
      inseeCode: '33063',
      department: '33',
      lat: 44.8488,
      lng: -0.5709,
    });
    expect(property.dpe).to.deep.equal({
      exempt: false,
      blank: false,
      date: '2025-06-12',
      energyValue: 168,
      energyClass: 'D',
      gesValue: 31,
      gesClass: 'D',
      annualCostMin: 1240,
      annualCostMax: 1720,
      costReferenceYear: 2023,
    });
  });

  it('round-trips the form through the entity', () => {
    const values = aSaleForm({
      h36: '1',
      afficher_adresse: false,
      reserve_price: '275000.5',
      assistance_tiers_assoc: 2,
    });
    expect(propertyToSaleForm(saleFormToProperty(values, context))).to.deep.equal(values);
  });

  it('round-trips a stored property through the form (amenities in catalogue order)', () => {
    const stored = aProperty();
    const property = {
      ...stored,
      amenities: AMENITIES.filter((amenity) => stored.amenities.includes(amenity)),
    };
    const back = saleFormToProperty(propertyToSaleForm(property), {
      negotiatorId: property.negotiatorId,
      now: property.createdAt,
    });
    // The form carries no publication: saleFormToProperty makes a draft, UpdateSale keeps the stored one.
    expect(back).to.deep.equal({ ...property, publishedAt: null, updatedAt: property.createdAt });
  });

  it('does not keep what the form hides', () => {
    const property = saleFormToProperty(
      aSaleForm({
        flat_price_answer: false,
        copropriete: 'non',
        infos_procedure: 'Expert',
        dpe_exempte: 'oui',
      }),
      context,
    );
    expect(property).to.include({
      flatFeeAmount: null,
      coOwnershipLots: null,
      coOwnershipAnnualCharges: null,
      procedure: 'Aucune',
      managingAgent: '',
    });
    expect(property.dpe).to.include({
      exempt: true,
      date: null,
      energyValue: null,
      energyClass: null,
      annualCostMin: null,
    });
  });

  it('stores vendor e-mails normalised', () => {
    const property = saleFormToProperty(
      aSaleForm({ vendeurs: [{ email: ' Claire.Moreau@Example.fr ', primary: true }] }),
      context,
    );
    expect(property.vendors).to.deep.equal([{ email: 'claire.moreau@example.fr', primary: true }]);
  });

  it('refuses to map values that were not validated', () => {
    expect(() => saleFormToProperty(aSaleForm({ dateDebut: '' }), context)).to.throw(/dateDebut/);
    expect(() => saleFormToProperty(aSaleForm({ type: '' }), context)).to.throw(/type/);
  });
});
