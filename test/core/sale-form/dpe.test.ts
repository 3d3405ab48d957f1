import { expect } from 'chai';
import {
  chooseDpeBlank,
  chooseDpeExempt,
  dpeCostsRequired,
  dpeDateRequired,
  dpeValuesRequired,
  DPE_COSTS_REQUIRED_FROM,
} from '../../../core/src/domain/sale-form/dpe.js';
import { aSaleForm } from '../../../core/src/testing/sale-form-mother.js';

describe('DPE', () => {
  describe('exempt and blank exclude each other', () => {
    it("choosing 'oui' on exempt resets blank to 'non'", () => {
      const values = chooseDpeExempt(aSaleForm({ dpe_vierge: 'oui' }), 'oui');
      expect([values.dpe_exempte, values.dpe_vierge]).to.deep.equal(['oui', 'non']);
    });
    it("choosing 'oui' on blank resets exempt to 'non'", () => {
      const values = chooseDpeBlank(aSaleForm({ dpe_exempte: 'oui' }), 'oui');
      expect([values.dpe_exempte, values.dpe_vierge]).to.deep.equal(['non', 'oui']);
    });
    it("choosing 'non' leaves the other answer alone", () => {
      const values = chooseDpeExempt(aSaleForm({ dpe_exempte: 'oui', dpe_vierge: 'non' }), 'non');
      expect([values.dpe_exempte, values.dpe_vierge]).to.deep.equal(['non', 'non']);
      expect(chooseDpeBlank(aSaleForm({ dpe_vierge: 'oui' }), 'non').dpe_vierge).to.equal('non');
    });
  });

  describe('which fields are required', () => {
    it('wants values and letters unless exempt or blank', () => {
      expect(dpeValuesRequired({ dpe_exempte: 'non', dpe_vierge: 'non' })).to.equal(true);
      expect(dpeValuesRequired({ dpe_exempte: 'oui', dpe_vierge: 'non' })).to.equal(false);
      expect(dpeValuesRequired({ dpe_exempte: 'non', dpe_vierge: 'oui' })).to.equal(false);
    });
    it('wants a date unless exempt', () => {
      expect(dpeDateRequired({ dpe_exempte: 'non', dpe_vierge: 'oui' })).to.equal(true);
      expect(dpeDateRequired({ dpe_exempte: 'oui', dpe_vierge: 'non' })).to.equal(false);
    });
    it('wants the costs from 1 August 2021, not on 31 July 2021', () => {
      expect(DPE_COSTS_REQUIRED_FROM).to.equal('2021-08-01');
      const full = { dpe_exempte: 'non', dpe_vierge: 'non' } as const;
      expect(dpeCostsRequired({ ...full, dpe_date: '2021-08-01' })).to.equal(true);
      expect(dpeCostsRequired({ ...full, dpe_date: '2021-07-31' })).to.equal(false);
      expect(dpeCostsRequired({ ...full, dpe_date: '' })).to.equal(false);
      expect(dpeCostsRequired({ dpe_exempte: 'oui', dpe_vierge: 'non', dpe_date: '2024-01-01' })).to.equal(
        false,
      );
    });
  });
});
