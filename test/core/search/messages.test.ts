import { expect } from 'chai';
import { translate } from '../../../core/src/messages/translate.js';

describe('search messages', () => {
  it('carry the spec wording for the budget', () => {
    expect(translate('budget_min_exceeds_max')).to.equal('Le budget minimum dépasse le budget maximum');
    expect(translate('budget_max_reached')).to.equal('Le budget maximum a été atteint');
    expect(translate('budget_max_change_required')).to.equal('Modifier le montant du budget maximum');
  });

  it('fill their placeholders in both locales', () => {
    expect(translate('radius_out_of_range', 'fr', { min: 0, max: 100, step: 10 })).to.equal(
      'Le rayon de recherche doit être compris entre 0 et 100 km, par pas de 10 km',
    );
    expect(translate('budget_not_numeric', 'en', { maxDigits: 9 })).to.equal(
      'The budget must be a whole number of at most 9 digits',
    );
  });
});
