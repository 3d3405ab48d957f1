import { expect } from 'chai';
import { defaultSearchCriteria, type SearchCriteria } from '../../../core/src/domain/search/criteria.js';
import { validateBounds, withinBounds } from '../../../core/src/domain/search/bounds.js';
import { compareSearchResults, matchesCriteria } from '../../../core/src/domain/search/matching.js';
import { documentSearchWords, matchesSearchText, searchWords } from '../../../core/src/domain/search/text.js';
import { DAY_MS } from '../../../core/src/shared/time.js';
import { NOW, aSearchDocument } from './search-document.js';

const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...defaultSearchCriteria(),
  ...overrides,
});

describe('searchWords', () => {
  it('folds accents and case and splits on anything but letters and digits', () => {
    expect(searchWords('Saint-Émilion, T3 – l’Église (33330)')).to.deep.equal([
      'saint',
      'emilion',
      't3',
      'l',
      'eglise',
      '33330',
    ]);
  });

  it('keeps letters without a decomposition whole: œ, ß', () => {
    expect(searchWords('Cœur Straße')).to.deep.equal(['cœur', 'straße']);
  });

  it('gives no word for a blank text', () => {
    expect(searchWords('  – , ')).to.deep.equal([]);
  });
});

describe('documentSearchWords', () => {
  it('reads the title, town, postcode and reference once each', () => {
    const doc = aSearchDocument({ title: 'Maison à Bourges', city: 'Bourges', reference: 'VEN-2025-0001' });
    expect(documentSearchWords(doc)).to.deep.equal([
      'maison',
      'a',
      'bourges',
      '18000',
      'ven',
      '2025',
      '0001',
    ]);
  });
});

describe('matchesSearchText', () => {
  const words = documentSearchWords(aSearchDocument({ title: 'Maison de maître', city: 'Saint-Étienne' }));

  it('needs every typed word to start a word of the document', () => {
    expect(matchesSearchText(words, 'MAÎTRE st')).to.equal(false);
    expect(matchesSearchText(words, 'maitre saint')).to.equal(true);
    expect(matchesSearchText(words, 'mais etien 180')).to.equal(true);
    expect(matchesSearchText(words, 'aison')).to.equal(false);
  });

  it('does not filter without a word typed', () => {
    expect(matchesSearchText(words, undefined)).to.equal(true);
    expect(matchesSearchText(words, ' - ')).to.equal(true);
  });

  it('is part of matchesCriteria', () => {
    const doc = aSearchDocument({ title: 'Appartement T3' });
    expect(matchesCriteria(doc, criteria({ text: 'appart t3' }), NOW)).to.equal(true);
    expect(matchesCriteria(doc, criteria({ text: 't4' }), NOW)).to.equal(false);
  });
});

describe('withinBounds', () => {
  const box = { south: 47, west: 2, north: 48, east: 3 };

  it('keeps the edges and drops what is just outside', () => {
    expect(withinBounds({ lat: 47, lng: 2 }, box)).to.equal(true);
    expect(withinBounds({ lat: 48, lng: 3 }, box)).to.equal(true);
    expect(withinBounds({ lat: 48.000001, lng: 2.5 }, box)).to.equal(false);
    expect(withinBounds({ lat: 47.5, lng: 1.999999 }, box)).to.equal(false);
  });

  it('crosses the antimeridian when west is east of east', () => {
    const pacific = { south: -20, west: 170, north: -10, east: -170 };
    expect(withinBounds({ lat: -15, lng: 179 }, pacific)).to.equal(true);
    expect(withinBounds({ lat: -15, lng: -175 }, pacific)).to.equal(true);
    expect(withinBounds({ lat: -15, lng: 0 }, pacific)).to.equal(false);
  });

  it('drops a document without a location from a search in bounds', () => {
    expect(matchesCriteria(aSearchDocument({ location: null }), criteria({ bounds: box }), NOW)).to.equal(
      false,
    );
    expect(matchesCriteria(aSearchDocument({ location: null }), criteria({ bounds: null }), NOW)).to.equal(
      true,
    );
    expect(matchesCriteria(aSearchDocument(), criteria({ bounds: box }), NOW)).to.equal(true);
  });
});

describe('validateBounds', () => {
  it('refuses a south edge north of the north edge and values off the globe', () => {
    expect(validateBounds({ south: 48, west: 2, north: 47, east: 3 }).ok).to.equal(false);
    expect(validateBounds({ south: -91, west: 2, north: 47, east: 3 }).ok).to.equal(false);
    expect(validateBounds({ south: 40, west: 2, north: 47, east: 181 }).ok).to.equal(false);
    expect(validateBounds({ south: 40, west: 2, north: 40, east: 2 }).ok).to.equal(true);
  });
});

describe('compareSearchResults with a sort', () => {
  const cheapOld = aSearchDocument({ propertyId: 1, price: 100_000, startAt: NOW - 3 * DAY_MS });
  const dearNew = aSearchDocument({ propertyId: 2, price: 300_000, startAt: NOW - DAY_MS });
  const dearOld = aSearchDocument({ propertyId: 3, price: 300_000, startAt: NOW - 3 * DAY_MS });
  const ids = (sort: SearchCriteria['sort']) =>
    [dearOld, dearNew, cheapOld].sort(compareSearchResults(NOW, sort)).map((doc) => doc.propertyId);

  it('orders by price either way, ties by property id', () => {
    expect(ids('price_asc')).to.deep.equal([1, 2, 3]);
    expect(ids('price_desc')).to.deep.equal([2, 3, 1]);
  });

  it('puts the latest start first for newest', () => {
    expect(ids('newest')).to.deep.equal([2, 1, 3]);
  });
});
