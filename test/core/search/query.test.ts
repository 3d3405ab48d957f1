import { expect } from 'chai';
import { defaultSearchCriteria } from '../../../core/src/domain/search/criteria.js';
import {
  checkCriteria,
  normalizeSearchCriteria,
  parseSearchQuery,
} from '../../../core/src/domain/search/query.js';

describe('parseSearchQuery', () => {
  it('gives the default search for an empty query', () => {
    expect(parseSearchQuery({})).to.deep.equal({ ok: true, value: defaultSearchCriteria() });
  });

  it('reads the parameters of the search route', () => {
    const result = parseSearchQuery({
      address: 'Bourges',
      addressType: 'commune',
      location: '47.0811,2.3988',
      aroundRadius: '30000',
      types: ['MAIS', 'APPT'],
      'budget[min]': '100000',
      'budget[max]': '999999999',
      page: '2',
      rooms: '3',
      bedrooms: '2',
      livingAreaMin: '80',
      livingAreaMax: '150,5',
      landAreaMin: '0',
      landAreaMax: '1000',
      statuses: 'en_cours',
    });
    expect(result).to.deep.equal({
      ok: true,
      value: {
        ...defaultSearchCriteria(),
        address: 'Bourges',
        addressType: 'commune',
        location: { lat: 47.0811, lng: 2.3988 },
        aroundRadius: 30000,
        types: ['MAIS', 'APPT'],
        budgetMin: 100000,
        budgetMax: 999999999,
        page: 2,
        roomsMin: 3,
        bedroomsMin: 2,
        livingAreaMin: 80,
        livingAreaMax: 150.5,
        landAreaMin: 0,
        landAreaMax: 1000,
        statuses: ['en_cours'],
      },
    });
  });

  it('reads comma-separated types and location[lat] / location[lng]', () => {
    const result = parseSearchQuery({ types: 'MAIS,TEBA', 'location[lat]': '45.5', 'location[lng]': '-1.2' });
    expect(result.ok && result.value.types).to.deep.equal(['MAIS', 'TEBA']);
    expect(result.ok && result.value.location).to.deep.equal({ lat: 45.5, lng: -1.2 });
  });

  it('asks to change the maximum budget at 1000000000', () => {
    expect(parseSearchQuery({ 'budget[max]': '1000000000' })).to.deep.equal({
      ok: false,
      error: { code: 'budget_max_change_required', field: 'budgetMax' },
    });
  });

  it('refuses a minimum budget equal to the maximum', () => {
    expect(parseSearchQuery({ 'budget[min]': '200000', 'budget[max]': '200000' })).to.deep.equal({
      ok: false,
      error: { code: 'budget_min_exceeds_max', field: 'budgetMin' },
    });
  });

  it('refuses a budget that is not numeric', () => {
    const result = parseSearchQuery({ 'budget[min]': 'cent mille' });
    expect(!result.ok && result.error.code).to.equal('budget_not_numeric');
  });

  it('refuses a radius of 110 km and accepts 100 km', () => {
    expect(parseSearchQuery({ aroundRadius: '110000' })).to.deep.equal({
      ok: false,
      error: { code: 'radius_out_of_range', params: { min: 0, max: 100, step: 10 }, field: 'aroundRadius' },
    });
    const ok = parseSearchQuery({ aroundRadius: '100000' });
    expect(ok.ok && ok.value.aroundRadius).to.equal(100000);
  });

  it('names the field of any malformed parameter', () => {
    const cases: [Record<string, string>, string][] = [
      [{ types: 'CHATEAU' }, 'types'],
      [{ statuses: 'vendu' }, 'statuses'],
      [{ page: '0' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ location: '47.08' }, 'location'],
      [{ location: '91,2' }, 'location'],
      [{ aroundRadius: 'loin' }, 'aroundRadius'],
      [{ rooms: '-1' }, 'roomsMin'],
    ];
    for (const [query, field] of cases) {
      expect(parseSearchQuery(query), JSON.stringify(query)).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field },
      });
    }
  });

  it('refuses a minimum area above the maximum', () => {
    expect(parseSearchQuery({ livingAreaMin: '151', livingAreaMax: '150' })).to.deep.equal({
      ok: false,
      error: { code: 'search_area_min_exceeds_max', field: 'livingAreaMin' },
    });
    expect(parseSearchQuery({ landAreaMin: '2', landAreaMax: '1' })).to.deep.equal({
      ok: false,
      error: { code: 'search_area_min_exceeds_max', field: 'landAreaMin' },
    });
  });
});

describe('normalizeSearchCriteria', () => {
  it('fills what a JSON body leaves out with the default search', () => {
    expect(normalizeSearchCriteria({ types: ['MAIS'], budgetMax: 300000 })).to.deep.equal({
      ok: true,
      value: { ...defaultSearchCriteria(), types: ['MAIS'], budgetMax: 300000 },
    });
  });

  it('keeps a null location', () => {
    const result = normalizeSearchCriteria({ location: null });
    expect(result.ok && result.value.location).to.equal(null);
  });

  it('refuses what is not an object, and malformed fields', () => {
    expect(normalizeSearchCriteria('MAIS')).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'criteria' },
    });
    expect(normalizeSearchCriteria({ location: 'here' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'location' },
    });
    expect(normalizeSearchCriteria({ statuses: 'en_cours' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'statuses' },
    });
  });

  it('applies the budget and radius rules', () => {
    expect(normalizeSearchCriteria({ budgetMax: 1000000000 }).ok).to.equal(false);
    expect(normalizeSearchCriteria({ aroundRadius: 110000 }).ok).to.equal(false);
  });
});

describe('checkCriteria', () => {
  it('passes the default search', () => {
    expect(checkCriteria(defaultSearchCriteria()).ok).to.equal(true);
  });
});

describe('free text, map area and sort', () => {
  const box = { south: 45.6, west: 4.7, north: 45.9, east: 5 };

  it('reads q, bounds and sort from the search route', () => {
    const result = parseSearchQuery({ q: ' maison lyon ', bounds: '45.6,4.7,45.9,5', sort: 'price_asc' });
    expect(result).to.deep.equal({
      ok: true,
      value: { ...defaultSearchCriteria(), text: 'maison lyon', bounds: box, sort: 'price_asc' },
    });
    const edges = parseSearchQuery({
      'bounds[south]': '45.6',
      'bounds[west]': '4.7',
      'bounds[north]': '45.9',
      'bounds[east]': '5',
    });
    expect(edges.ok && edges.value.bounds).to.deep.equal(box);
  });

  it('leaves them out when absent, so a saved search keeps its shape', () => {
    const result = parseSearchQuery({ types: 'MAIS' });
    expect(result.ok && Object.keys(result.value)).to.not.include.members(['text', 'bounds', 'sort']);
  });

  it('refuses an unknown sort and malformed or inverted bounds', () => {
    for (const query of [
      { sort: 'cheapest' },
      { bounds: '45.6,4.7,45.9' },
      { bounds: '45.9,4.7,45.6,5' },
      { bounds: '45.6,4.7,45.9,east' },
      { 'bounds[south]': '45.6' },
    ]) {
      const result = parseSearchQuery(query);
      expect(result.ok, JSON.stringify(query)).to.equal(false);
      expect(!result.ok && result.error.field, JSON.stringify(query)).to.be.oneOf(['sort', 'bounds']);
    }
  });

  it('reads them from JSON, bounds null meaning anywhere', () => {
    expect(normalizeSearchCriteria({ text: 'T3', bounds: box, sort: 'newest' })).to.deep.equal({
      ok: true,
      value: { ...defaultSearchCriteria(), text: 'T3', bounds: box, sort: 'newest' },
    });
    const anywhere = normalizeSearchCriteria({ bounds: null });
    expect(anywhere.ok && anywhere.value.bounds).to.equal(null);
    expect(normalizeSearchCriteria({ bounds: [1, 2, 3, 4] }).ok).to.equal(false);
    expect(normalizeSearchCriteria({ sort: 3 }).ok).to.equal(false);
  });

  it('checks bounds however the criteria were built', () => {
    const inverted = { ...defaultSearchCriteria(), bounds: { south: 46, west: 4, north: 45, east: 5 } };
    expect(checkCriteria(inverted)).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'bounds' },
    });
  });
});
