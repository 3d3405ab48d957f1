import { defaultSearchCriteria, parseSearchQuery, type SearchCriteria } from '@immo/core';
import { expect } from 'chai';
import { searchPathOf } from '../../../microfrontends/accounts/src/space/search-link.js';

/** What the search route reads back from the link (core's parser). */
function readBack(path: string): SearchCriteria {
  const query = Object.fromEntries(new URL(path, 'http://immo.test').searchParams);
  const criteria = parseSearchQuery(query);
  if (!criteria.ok) throw new Error(criteria.error.code);
  return criteria.value;
}

describe('web: accounts — a saved search back to the search page', () => {
  it('is the bare search page for a search with no criterion', () => {
    expect(searchPathOf({})).to.equal('/recherche');
    expect(searchPathOf(defaultSearchCriteria())).to.equal('/recherche');
  });

  it("carries every criterion so that the search route's parser reads the same search back", () => {
    const saved: SearchCriteria = {
      ...defaultSearchCriteria(),
      statuses: ['termine'],
      address: 'Lyon 3e Arrondissement',
      addressType: 'commune',
      location: { lat: 45.7597, lng: 4.8422 },
      aroundRadius: 30000,
      types: ['MAIS', 'TEBA'],
      budgetMin: 150000,
      budgetMax: 420000,
      roomsMin: 4,
      bedroomsMin: 2,
      livingAreaMin: 80,
      livingAreaMax: 140.5,
      landAreaMin: 300,
      landAreaMax: 2000,
    };
    expect(readBack(searchPathOf(saved))).to.deep.equal(saved);
  });

  it('leaves out what a new search has anyway (the live and upcoming sales, no radius)', () => {
    const path = searchPathOf({ ...defaultSearchCriteria(), types: ['APPT'], budgetMax: 300000 });
    expect(path).to.equal('/recherche?types=APPT&budgetMax=300000');
    expect(readBack(path)).to.deep.equal({ ...defaultSearchCriteria(), types: ['APPT'], budgetMax: 300000 });
  });
});
