import { expect } from 'chai';
import { chooseType, subNatureOptions } from '../../../core/src/domain/sale-form/type-selection.js';
import { SUB_NATURES } from '../../../core/src/domain/property/property-type.js';
import { aSaleForm } from '../../../core/src/testing/sale-form-mother.js';

describe('type selection', () => {
  it("offers the chosen type's sub-natures and resets the sub-nature to 'Aucun'", () => {
    const values = chooseType(aSaleForm({ type: 'APPT', sous_nature: 'Duplex' }), 'MAIS');
    expect(values.type).to.equal('MAIS');
    expect(values.sous_nature).to.equal('Aucun');
    expect(subNatureOptions(values)).to.equal(SUB_NATURES.MAIS);
    expect(subNatureOptions(values)).to.include.members(['Maison individuelle', 'Chalet', 'Villa']);
  });

  it('resets even when choosing the same type again', () => {
    expect(chooseType(aSaleForm({ type: 'APPT', sous_nature: 'Duplex' }), 'APPT').sous_nature).to.equal(
      'Aucun',
    );
  });

  it('offers nothing before a type is chosen', () => {
    expect(subNatureOptions({ type: '' })).to.deep.equal([]);
  });
});
