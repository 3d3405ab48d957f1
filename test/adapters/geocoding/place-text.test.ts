import { expect } from 'chai';
import {
  foldPlaceText,
  placeKey,
  placeWords,
  typedWordForms,
} from '../../../adapters/geocoding/src/place-text.js';

describe('place text folding', () => {
  it('drops case, accents, ligatures, hyphens and apostrophes', () => {
    expect(foldPlaceText("L'Haÿ-les-Roses")).to.equal('l hay les roses');
    expect(foldPlaceText('Œuilly')).to.equal('oeuilly');
    expect(foldPlaceText('  SAINT-ÉTIENNE  ')).to.equal('saint etienne');
    expect(foldPlaceText('Saint‑Jean’s, ...')).to.equal('saint jean s');
  });

  it("writes out 'st', 'ste', 'sts', 'stes' as whole words only", () => {
    expect(placeWords('St-Étienne')).to.deep.equal(['saint', 'etienne']);
    expect(placeKey('Ste Maxime')).to.equal('sainte maxime');
    expect(placeKey('Stes-Maries')).to.equal('saintes maries');
    expect(placeKey('Stains')).to.equal('stains');
    expect(placeWords('   ')).to.deep.equal([]);
  });

  it("lets a typed 'st' be 'saint' or the start of another word", () => {
    expect(typedWordForms('st')).to.deep.equal(['saint', 'st']);
    expect(typedWordForms('annecy')).to.deep.equal(['annecy']);
  });
});
