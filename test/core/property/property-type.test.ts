import { expect } from 'chai';
import {
  defaultSubNature,
  isPropertyTypeCode,
  isSubNatureOf,
  NO_SUB_NATURE,
  PROPERTY_TYPE_CODES,
  subNaturesOf,
} from '../../../core/src/domain/property/property-type.js';

describe('property types', () => {
  it('are the 11 codes of the spec', () => {
    expect(PROPERTY_TYPE_CODES).to.deep.equal([
      'MAIS',
      'APPT',
      'BAGR',
      'IMMR',
      'PROP',
      'PROV',
      'DIVE',
      'FMCO',
      'GAPA',
      'TEBA',
      'TEBE',
    ]);
    expect(isPropertyTypeCode('MAIS')).to.equal(true);
    expect(isPropertyTypeCode('mais')).to.equal(false);
    expect(isPropertyTypeCode('toString')).to.equal(false);
  });

  it("give every type a fixed sub-nature list headed by 'Aucun', its default", () => {
    for (const type of PROPERTY_TYPE_CODES) {
      expect(subNaturesOf(type)[0], type).to.equal(NO_SUB_NATURE);
      expect(defaultSubNature(type), type).to.equal('Aucun');
      expect(new Set(subNaturesOf(type)).size, type).to.equal(subNaturesOf(type).length);
    }
  });

  it('lists the house sub-natures the spec names', () => {
    expect(subNaturesOf('MAIS')).to.include.members(['Maison individuelle', 'Chalet', 'Villa']);
  });

  it('tells whether a sub-nature belongs to a type', () => {
    expect(isSubNatureOf('MAIS', 'Chalet')).to.equal(true);
    expect(isSubNatureOf('APPT', 'Chalet')).to.equal(false);
    expect(isSubNatureOf('APPT', '')).to.equal(false);
  });
});
