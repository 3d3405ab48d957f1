import { expect } from 'chai';
import {
  SEARCH_BAR_DEFAULT_LOCATION,
  SEARCH_INDEX_NAME,
  defaultSearchCriteria,
} from '../../../core/src/domain/search/criteria.js';

describe('defaultSearchCriteria', () => {
  it('shows live and upcoming sales, page 1, view 1, centred on France with no radius', () => {
    expect(defaultSearchCriteria()).to.deep.equal({
      statuses: ['en_cours', 'a_venir'],
      page: 1,
      address: '',
      addressType: '',
      location: { lat: 46.94, lng: 2.42 },
      aroundRadius: 0,
      types: [],
      budgetMin: null,
      budgetMax: null,
      roomsMin: null,
      bedroomsMin: null,
      livingAreaMin: null,
      livingAreaMax: null,
      landAreaMin: null,
      landAreaMax: null,
      view: 1,
    });
  });

  it('gives a fresh object each time', () => {
    const first = defaultSearchCriteria();
    first.statuses.push('termine');
    first.location!.lat = 0;
    expect(defaultSearchCriteria().statuses).to.deep.equal(['en_cours', 'a_venir']);
    expect(defaultSearchCriteria().location).to.deep.equal({ lat: 46.94, lng: 2.42 });
  });

  it('centres the search bar on 46.941511 / 2.424404 and queries prod_bien', () => {
    expect(SEARCH_BAR_DEFAULT_LOCATION).to.deep.equal({ lat: 46.941511, lng: 2.424404 });
    expect(SEARCH_INDEX_NAME).to.equal('prod_bien');
  });
});
