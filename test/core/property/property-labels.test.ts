import { expect } from 'chai';
import {
  GENERAL_CONDITIONS,
  SUB_NATURES,
  generalConditionMessageKey,
  subNatureMessageKey,
} from '../../../core/src/domain/property/index.js';
import { en, fr } from '../../../core/src/messages/catalogue.js';
import { formatDecimal, formatDecimalFr } from '../../../core/src/shared/format.js';

const catalogue = (locale: Record<string, string>, key: string) => locale[key];

describe('core: labels of the values a negotiator picks in French', () => {
  const subNatures = [...new Set(Object.values(SUB_NATURES).flat())];

  it('keys a value without accents, case or punctuation', () => {
    expect(subNatureMessageKey('Hôtel particulier')).to.equal('sub_nature_hotel_particulier');
    expect(generalConditionMessageKey('Très bon état')).to.equal('condition_tres_bon_etat');
    expect(generalConditionMessageKey('  très BON état ')).to.equal('condition_tres_bon_etat');
    expect(generalConditionMessageKey('À rafraîchir')).to.equal('condition_a_rafraichir');
  });

  it('gives every sub-nature of every type its own key, its French text the value itself, and an English one', () => {
    expect(new Set(subNatures.map(subNatureMessageKey)).size).to.equal(subNatures.length);
    for (const value of subNatures) {
      expect(catalogue(fr, subNatureMessageKey(value)), value).to.equal(value);
      expect(catalogue(en, subNatureMessageKey(value)), value)
        .to.be.a('string')
        .and.not.equal('');
    }
    expect(catalogue(en, subNatureMessageKey('Maison de ville'))).to.equal('Town house');
  });

  it('gives every usual general condition a French and an English text', () => {
    for (const value of GENERAL_CONDITIONS) {
      expect(catalogue(fr, generalConditionMessageKey(value)), value).to.equal(value);
      expect(catalogue(en, generalConditionMessageKey(value)), value)
        .to.be.a('string')
        .and.not.equal(value);
    }
    expect(catalogue(en, generalConditionMessageKey('Très bon état'))).to.equal('Very good condition');
  });
});

describe("core: decimals in the reader's language", () => {
  it("writes '1 092,4' in French and '1,092.4' in English, at most 2 decimals", () => {
    expect(formatDecimal(1092.4, 'fr')).to.equal('1\u202f092,4');
    expect(formatDecimal(1092.4, 'fr')).to.equal(formatDecimalFr(1092.4));
    expect(formatDecimal(1092.4, 'en')).to.equal('1,092.4');
    expect(formatDecimal(45.902953, 'en')).to.equal('45.9');
    expect(formatDecimal(3.333, 'fr')).to.equal('3,33');
  });
});
