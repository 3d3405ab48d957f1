import { expect } from 'chai';
import {
  chooseFlatFee,
  displayedFee,
  feePercent,
  firstPriceWithFlatFee,
  isFirstPriceComputed,
  withFlatFeeApplied,
} from '../../../core/src/domain/sale-form/flat-fee.js';
import { aSaleForm } from '../../../core/src/testing/sale-form-mother.js';

describe('flat fee', () => {
  describe('firstPriceWithFlatFee', () => {
    it('adds the fee to the net seller price', () => {
      expect(firstPriceWithFlatFee(250000, 15000)).to.equal(265000);
    });
  });

  describe('feePercent', () => {
    it("gives '6' for 265 000 over a net 250 000 (trailing zeros dropped)", () => {
      expect(feePercent(265000, 250000)).to.equal('6');
    });
    it("gives '7,5' for 215 000 over a net 200 000 (French decimal comma)", () => {
      expect(feePercent(215000, 200000)).to.equal('7,5');
    });
    it('keeps at most two decimals', () => {
      expect(feePercent(310000, 300000)).to.equal('3,33');
    });
    it('has no percent without a positive net price', () => {
      expect(feePercent(15000, 0)).to.equal(null);
    });
  });

  describe("answering 'Oui'", () => {
    it('computes premier_prix = net + fee and disables it', () => {
      const values = chooseFlatFee(aSaleForm({ flat_price_answer: false, premier_prix: '300000' }), true);
      expect(values.premier_prix).to.equal('265000');
      expect(isFirstPriceComputed(values)).to.equal(true);
    });
    it('follows the net price and the fee as they change', () => {
      const values = withFlatFeeApplied(
        aSaleForm({ premiere_offre_possible_nv: '200000', flat_price: '15000' }),
      );
      expect(values.premier_prix).to.equal('215000');
    });
    it('leaves the price alone while the fee is not a whole number yet', () => {
      expect(withFlatFeeApplied(aSaleForm({ flat_price: '' })).premier_prix).to.equal('265000');
    });
  });

  describe("answering 'Non'", () => {
    it('frees premier_prix and shows the fee it implies', () => {
      const values = chooseFlatFee(aSaleForm({ premiere_offre_possible_nv: '200000' }), false);
      expect(isFirstPriceComputed(values)).to.equal(false);
      const typed = { ...values, premier_prix: '215000' };
      expect(withFlatFeeApplied(typed).premier_prix).to.equal('215000');
      expect(displayedFee(typed)).to.deep.equal({ amount: 15000, percent: '7,5' });
    });
    it('shows nothing until both prices are typed', () => {
      expect(displayedFee({ premier_prix: '', premiere_offre_possible_nv: '200000' })).to.equal(null);
    });
  });
});
