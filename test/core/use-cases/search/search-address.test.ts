import { expect } from 'chai';
import sinon from 'sinon';
import { createTestKit } from '../../../../core/src/testing/index.js';
import {
  ADDRESS_SUGGESTION_LIMIT,
  SearchAddress,
  addressLookupOf,
} from '../../../../core/src/use-cases/search-address/search-address.js';

describe('addressLookupOf', () => {
  it('turns the hyphens of the widget back into spaces', () => {
    expect(addressLookupOf('Rue-Sainte-Claire', null)).to.deep.equal({ text: 'Rue Sainte Claire' });
  });
  it('takes a five-digit code as the postal code', () => {
    expect(addressLookupOf('Annecy', '74000')).to.deep.equal({ text: 'Annecy', postcode: '74000' });
    expect(addressLookupOf('74000', null)).to.deep.equal({ text: '74000', postcode: '74000' });
    expect(addressLookupOf('', '74000')).to.deep.equal({ text: '74000', postcode: '74000' });
    expect(addressLookupOf('74000-Annecy', null)).to.deep.equal({ text: 'Annecy', postcode: '74000' });
  });
  it('puts a shorter leading number back in front: a street number, not a postal code', () => {
    expect(addressLookupOf('rue-Sainte-Claire', '12')).to.deep.equal({ text: '12 rue Sainte Claire' });
    expect(addressLookupOf('740', null)).to.deep.equal({ text: '740' });
  });
});

describe('SearchAddress', () => {
  const setUp = () => {
    const kit = createTestKit();
    return { kit, useCase: new SearchAddress(kit) };
  };

  it('asks the geocoder and answers its suggestions', async () => {
    const { useCase } = setUp();
    const result = await useCase.execute({ text: 'Rue-Sainte-Claire', codepostal: '74000' });
    expect(result.ok && result.value.map((s) => s.nom)).to.deep.equal(['12 Rue Sainte-Claire']);
    const none = await useCase.execute({ text: 'Zzyzx' });
    expect(none).to.deep.equal({ ok: true, value: [] });
  });

  it('looks up from two characters (§5.4): empty and too short are told apart', async () => {
    const { kit, useCase } = setUp();
    const spy = sinon.spy(kit.geocoder, 'search');
    expect(await useCase.execute({ text: '' })).to.deep.equal({
      ok: false,
      error: { code: 'address_lookup_empty', params: { min: 2 }, field: 'text' },
    });
    expect(await useCase.execute({ text: '  a-' })).to.deep.equal({
      ok: false,
      error: { code: 'address_lookup_too_short', params: { min: 2 }, field: 'text' },
    });
    expect(spy.called).to.equal(false);
    expect((await useCase.execute({ text: 'ly' })).ok).to.equal(true);
  });

  it(`answers at most ${ADDRESS_SUGGESTION_LIMIT} suggestions`, async () => {
    const { kit, useCase } = setUp();
    const many = Array.from({ length: 15 }, (_, i) => ({
      nom: `${i + 1} Rue du Lac`,
      codePostal: '74000',
      codeInsee: '74010',
      ville: 'Annecy',
      departement: '74',
      type: 'adresse',
      latitude: 45.9,
      longitude: 6.13,
    }));
    kit.geocoder.add(...many);
    const result = await useCase.execute({ text: 'rue-du-lac' });
    expect(result.ok && result.value).to.have.length(ADDRESS_SUGGESTION_LIMIT);
  });

  it('refuses what is not text or a postal code', async () => {
    const { useCase } = setUp();
    expect(await useCase.execute({ text: ['Annecy'] })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'text' },
    });
    expect(await useCase.execute({ text: 'Annecy', codepostal: '7400A' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'codepostal' },
    });
    expect(await useCase.execute({ text: 'Annecy', codepostal: '740001' })).to.deep.include({ ok: false });
    expect((await useCase.execute({ text: '', codepostal: 74000 })).ok).to.equal(true);
  });
});
