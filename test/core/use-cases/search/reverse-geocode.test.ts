import { expect } from 'chai';
import { createTestKit } from '../../../../core/src/testing/index.js';
import { ReverseGeocode } from '../../../../core/src/use-cases/reverse-geocode/reverse-geocode.js';

describe('ReverseGeocode', () => {
  const useCase = () => new ReverseGeocode(createTestKit());

  it('answers the address at the point, from numbers or their text', async () => {
    const result = await useCase().execute({ lat: '45.8989', lng: '6.1233' });
    expect(result.ok && result.value).to.include({ nom: '12 Rue Sainte-Claire', codePostal: '74000' });
    expect((await useCase().execute({ lat: 48.8626, lng: 2.3363 })).ok).to.equal(true);
  });

  it('answers not found where no address is near', async () => {
    expect(await useCase().execute({ lat: 0, lng: 0 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('refuses coordinates that are not degrees', async () => {
    for (const [lat, lng, field] of [
      ['abc', 2, 'lat'],
      [91, 2, 'lat'],
      [undefined, 2, 'lat'],
      [45, '', 'lng'],
      [45, -181, 'lng'],
      [45, 'Infinity', 'lng'],
    ] as const) {
      expect(await useCase().execute({ lat, lng })).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field },
      });
    }
  });
});
