import { expect } from 'chai';
import { catalogueAreas, en, fr } from '../../../core/src/messages/catalogue.js';
import { resolveLocale, translate } from '../../../core/src/messages/translate.js';

describe('message catalogue', () => {
  it('has an English text for every French code, and no extra one', () => {
    expect(Object.keys(en).sort()).to.deep.equal(Object.keys(fr).sort());
  });

  it('has no empty text in either locale', () => {
    for (const [code, text] of [...Object.entries(fr), ...Object.entries(en)]) {
      expect(text.trim(), code).to.not.equal('');
    }
  });

  it('defines each code in one area only', () => {
    const seen = new Map<string, string>();
    for (const [area, messages] of Object.entries(catalogueAreas)) {
      for (const code of Object.keys(messages.fr)) {
        expect(seen.has(code), `${code} in ${area} and ${seen.get(code)}`).to.equal(false);
        seen.set(code, area);
      }
      expect(Object.keys(messages.en).sort(), area).to.deep.equal(Object.keys(messages.fr).sort());
    }
  });

  it('uses the same placeholders in both locales', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const code of Object.keys(fr) as (keyof typeof fr)[]) {
      expect(placeholders(en[code]), code).to.deep.equal(placeholders(fr[code]));
    }
  });

  it('translates to French by default and English on demand', () => {
    expect(translate('session_expiree')).to.equal(
      'Votre session est peut être expirée, veuillez vous reconnecter',
    );
    expect(translate('session_expiree', 'en')).to.equal('Your session may have expired, please log in again');
  });

  it('picks the locale from Accept-Language, French when unsure', () => {
    expect(resolveLocale(undefined)).to.equal('fr');
    expect(resolveLocale('en-GB,en;q=0.9')).to.equal('en');
    expect(resolveLocale('de-DE,en;q=0.5,fr;q=0.8')).to.equal('fr');
    expect(resolveLocale('de')).to.equal('fr');
  });
});
