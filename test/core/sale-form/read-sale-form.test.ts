import { expect } from 'chai';
import { readSaleFormValues } from '../../../core/src/domain/sale-form/read-sale-form.js';
import { defaultSaleFormValues } from '../../../core/src/domain/sale-form/sale-form-values.js';
import { aSaleForm } from '../../../core/src/testing/sale-form-mother.js';

describe('readSaleFormValues', () => {
  it('reads back what the form sends as JSON', () => {
    const read = readSaleFormValues(JSON.parse(JSON.stringify(aSaleForm())));
    expect(read).to.deep.equal({ ok: true, value: aSaleForm() });
  });

  it('gives every missing field its default', () => {
    expect(readSaleFormValues({})).to.deep.equal({ ok: true, value: defaultSaleFormValues() });
  });

  it('takes numbers for number inputs and the 0/1 spellings of booleans', () => {
    const read = readSaleFormValues({
      premier_prix: 265000,
      lat: '44.8488',
      ascenseur: '1',
      flat_price_answer: 'false',
      h36: 1,
    });
    expect(read.ok && read.value).to.include({
      premier_prix: '265000',
      lat: 44.8488,
      ascenseur: true,
      flat_price_answer: false,
      h36: '1',
    });
  });

  it('refuses a field of the wrong type, naming it', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ref_client: { value: 'x' } }, 'ref_client'],
      [{ type: 'CASTLE' }, 'type'],
      [{ copropriete: 'yes' }, 'copropriete'],
      [{ charge_honoraire: 'X' }, 'charge_honoraire'],
      [{ chauffage: ['gaz', 'charbon'] }, 'chauffage'],
      [{ infos_procedure: 'Liquidateur' }, 'infos_procedure'],
      [{ vendeurs: [{ email: true, primary: true }] }, 'vendeurs'],
      [{ assistance_tiers_assoc: -2 }, 'assistance_tiers_assoc'],
      [{ lat: 'nord' }, 'lat'],
    ];
    for (const [raw, field] of cases) {
      expect(readSaleFormValues(raw), field).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field },
      });
    }
  });

  it('refuses anything but an object', () => {
    for (const raw of [null, 'x', [], 12]) {
      expect(readSaleFormValues(raw)).to.deep.equal({ ok: false, error: { code: 'invalid_input' } });
    }
  });
});
