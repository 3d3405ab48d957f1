import { expect } from 'chai';
import { defaultSaleFormValues } from '../../../core/src/domain/sale-form/sale-form-values.js';
import { AMENITIES } from '../../../core/src/domain/property/property.js';

describe('defaultSaleFormValues', () => {
  const values = defaultSaleFormValues();

  it('shows the notary and the Notimmo scale, fees paid by the buyer, not a 36 h sale', () => {
    expect(values).to.include({
      showNotaire: true,
      showNotimmoBareme: true,
      charge_honoraire: 'A',
      h36: '0',
    });
  });

  it("answers 'non' to the yes/no questions of the precisions tab", () => {
    expect(values).to.include({
      dpe_exempte: 'non',
      dpe_vierge: 'non',
      copropriete: 'non',
      constru_moins5ans: 'non',
      etat_des_risques: 'non',
    });
  });

  it('leaves works and disabled access unanswered so that a choice is required', () => {
    expect(values).to.include({ travauxAPrevoir: '', acces_handicap: '' });
  });

  it('has no associated notary, no coordinates, no vendor', () => {
    expect(values.assistance_tiers_assoc).to.equal(null);
    expect([values.lat, values.lng]).to.deep.equal([null, null]);
    expect(values.vendeurs).to.deep.equal([]);
  });

  it('holds the 30 amenities as top-level booleans, all unticked', () => {
    expect(AMENITIES).to.have.length(30);
    for (const amenity of AMENITIES) expect(values[amenity], amenity).to.equal(false);
  });

  it('gives a fresh object each time', () => {
    defaultSaleFormValues().chauffage.push('gaz');
    expect(defaultSaleFormValues().chauffage).to.deep.equal([]);
  });
});
