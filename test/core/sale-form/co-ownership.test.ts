import { expect } from 'chai';
import {
  CO_OWNERSHIP_FIELDS,
  CO_OWNERSHIP_REQUIRED_FIELDS,
  coOwnershipFieldsShown,
} from '../../../core/src/domain/sale-form/co-ownership.js';

describe('copropriété', () => {
  it("'oui' reveals nb_lots, charge, infos_procedure and nom_syndic", () => {
    expect(coOwnershipFieldsShown({ copropriete: 'oui' })).to.equal(true);
    expect(CO_OWNERSHIP_FIELDS).to.deep.equal(['nb_lots', 'charge', 'infos_procedure', 'nom_syndic']);
  });
  it("'non' hides them", () => {
    expect(coOwnershipFieldsShown({ copropriete: 'non' })).to.equal(false);
  });
  it('requires nb_lots and charge only', () => {
    expect(CO_OWNERSHIP_REQUIRED_FIELDS).to.deep.equal(['nb_lots', 'charge']);
  });
});
