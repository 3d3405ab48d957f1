import { expect } from 'chai';
import { parseTypedAddress, typedWords } from '../../../adapters/geocoding/src/typed-address.js';

describe('typed address', () => {
  it("reads hyphens as spaces in a text without spaces (the widget's encoding)", () => {
    expect(typedWords('12-rue-de-la-Paix-75002-Paris')).to.deep.equal([
      '12',
      'rue',
      'de',
      'la',
      'Paix',
      '75002',
      'Paris',
    ]);
  });

  it('keeps hyphens inside words of a text with spaces, and drops stray commas', () => {
    expect(typedWords(' 5 rue Jean-Jaurès,  74000 ')).to.deep.equal(['5', 'rue', 'Jean-Jaurès', '74000']);
  });

  it('splits the street before a postcode from the commune after it', () => {
    expect(parseTypedAddress('12 rue de la Paix 75002 Paris')).to.deep.equal({
      postcode: '75002',
      postcodeStart: null,
      beforePostcode: ['12', 'rue', 'de', 'la', 'Paix'],
      place: ['Paris'],
    });
  });

  it('reads a leading postcode (spec §5.4) and a postcode alone', () => {
    expect(parseTypedAddress('33000 bordeaux')).to.include({ postcode: '33000' });
    expect(parseTypedAddress('33000 bordeaux').place).to.deep.equal(['bordeaux']);
    expect(parseTypedAddress('69001')).to.deep.equal({
      postcode: '69001',
      postcodeStart: null,
      beforePostcode: [],
      place: [],
    });
  });

  it('reads 2 to 4 digits alone as the start of a postcode, a house number otherwise', () => {
    expect(parseTypedAddress('740').postcodeStart).to.equal('740');
    expect(parseTypedAddress('7').postcodeStart).to.equal(null);
    expect(parseTypedAddress('12 rue de la Paix Paris')).to.deep.equal({
      postcode: null,
      postcodeStart: null,
      beforePostcode: [],
      place: ['12', 'rue', 'de', 'la', 'Paix', 'Paris'],
    });
  });
});
