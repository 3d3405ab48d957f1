import { expect } from 'chai';
import {
  isSaleFormInvalidError,
  saleFormFieldMessages,
  saleFormInvalid,
} from '../../../core/src/domain/sale-form/sale-form-invalid.js';
import { translate } from '../../../core/src/messages/translate.js';

describe('sale_form_invalid', () => {
  const error = saleFormInvalid({
    nom: { code: 'sale_max_length_exclaimed', params: { max: 120 }, field: 'nom' },
    'vendeurs.0.email': { code: 'sale_vendor_email_invalid', field: 'vendeurs.0.email' },
  });

  it('names the first field, counts the fields and carries each one’s error', () => {
    expect(error).to.deep.include({ code: 'sale_form_invalid', field: 'nom', params: { count: 2 } });
    expect(isSaleFormInvalidError(error)).to.equal(true);
    expect(isSaleFormInvalidError({ code: 'sale_form_invalid' })).to.equal(false);
    expect(translate(error.code, 'fr', error.params)).to.equal(
      'Le formulaire contient 2 erreur(s), merci de les corriger',
    );
  });

  it('gives each field its code and translated message for the HTTP answer', () => {
    expect(saleFormFieldMessages(error.fields, 'en')).to.deep.equal({
      nom: { code: 'sale_max_length_exclaimed', message: '120 characters maximum!' },
      'vendeurs.0.email': { code: 'sale_vendor_email_invalid', message: 'This email address is not valid' },
    });
  });
});
