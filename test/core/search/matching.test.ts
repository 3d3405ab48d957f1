import { expect } from 'chai';
import { defaultSearchCriteria, type SearchCriteria } from '../../../core/src/domain/search/criteria.js';
import {
  compareSearchResults,
  documentStatus,
  matchesCriteria,
} from '../../../core/src/domain/search/matching.js';
import { DAY_MS } from '../../../core/src/shared/time.js';
import { NOW, aSearchDocument } from './search-document.js';

const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...defaultSearchCriteria(),
  ...overrides,
});

describe('documentStatus', () => {
  const doc = aSearchDocument({ startAt: NOW, endAt: NOW + DAY_MS });

  it('is a_venir before the start, en_cours from the start, termine from the end', () => {
    expect(documentStatus(doc, NOW - 1)).to.equal('a_venir');
    expect(documentStatus(doc, NOW)).to.equal('en_cours');
    expect(documentStatus(doc, NOW + DAY_MS - 1)).to.equal('en_cours');
    expect(documentStatus(doc, NOW + DAY_MS)).to.equal('termine');
  });
});

describe('matchesCriteria', () => {
  it('matches a live sale with the default search', () => {
    expect(matchesCriteria(aSearchDocument(), criteria(), NOW)).to.equal(true);
  });

  it('filters by status at now: ended sales are out by default', () => {
    const ended = aSearchDocument({ startAt: NOW - 3 * DAY_MS, endAt: NOW - DAY_MS });
    const upcoming = aSearchDocument({ startAt: NOW + DAY_MS, endAt: NOW + 3 * DAY_MS });
    expect(matchesCriteria(ended, criteria(), NOW)).to.equal(false);
    expect(matchesCriteria(upcoming, criteria(), NOW)).to.equal(true);
    expect(matchesCriteria(ended, criteria({ statuses: ['termine'] }), NOW)).to.equal(true);
    expect(matchesCriteria(upcoming, criteria({ statuses: ['en_cours'] }), NOW)).to.equal(false);
  });

  it('filters by type when types are chosen', () => {
    expect(matchesCriteria(aSearchDocument(), criteria({ types: ['APPT'] }), NOW)).to.equal(false);
    expect(matchesCriteria(aSearchDocument(), criteria({ types: ['APPT', 'MAIS'] }), NOW)).to.equal(true);
  });

  it('keeps prices between the budget bounds, bounds included', () => {
    const doc = aSearchDocument({ price: 250000 });
    expect(matchesCriteria(doc, criteria({ budgetMin: 250000, budgetMax: 999999999 }), NOW)).to.equal(true);
    expect(matchesCriteria(doc, criteria({ budgetMin: 100000, budgetMax: 250000 }), NOW)).to.equal(true);
    expect(matchesCriteria(doc, criteria({ budgetMin: 250001 }), NOW)).to.equal(false);
    expect(matchesCriteria(doc, criteria({ budgetMax: 249999 }), NOW)).to.equal(false);
  });

  it('asks for at least the rooms and bedrooms wanted', () => {
    const doc = aSearchDocument({ rooms: 5, bedrooms: 3 });
    expect(matchesCriteria(doc, criteria({ roomsMin: 5, bedroomsMin: 3 }), NOW)).to.equal(true);
    expect(matchesCriteria(doc, criteria({ roomsMin: 6 }), NOW)).to.equal(false);
    expect(matchesCriteria(doc, criteria({ bedroomsMin: 4 }), NOW)).to.equal(false);
    expect(matchesCriteria(aSearchDocument({ rooms: null }), criteria({ roomsMin: 1 }), NOW)).to.equal(false);
  });

  it('keeps living and land areas within their ranges', () => {
    const doc = aSearchDocument({ livingArea: 120, landArea: 500 });
    expect(matchesCriteria(doc, criteria({ livingAreaMin: 120, livingAreaMax: 120 }), NOW)).to.equal(true);
    expect(matchesCriteria(doc, criteria({ livingAreaMin: 121 }), NOW)).to.equal(false);
    expect(matchesCriteria(doc, criteria({ livingAreaMax: 119 }), NOW)).to.equal(false);
    expect(matchesCriteria(doc, criteria({ landAreaMin: 400, landAreaMax: 600 }), NOW)).to.equal(true);
    expect(matchesCriteria(doc, criteria({ landAreaMax: 499 }), NOW)).to.equal(false);
  });

  it('applies no radius at 0 metres', () => {
    const farAway = aSearchDocument({ location: { lat: 43.2965, lng: 5.3698 } });
    expect(matchesCriteria(farAway, criteria({ aroundRadius: 0 }), NOW)).to.equal(true);
  });

  it('keeps sales within the radius around the location', () => {
    // Bourges lies about 15.8 km north of the default centre of France.
    const bourges = aSearchDocument();
    expect(matchesCriteria(bourges, criteria({ aroundRadius: 20000 }), NOW)).to.equal(true);
    expect(matchesCriteria(bourges, criteria({ aroundRadius: 10000 }), NOW)).to.equal(false);
    expect(
      matchesCriteria(aSearchDocument({ location: null }), criteria({ aroundRadius: 100000 }), NOW),
    ).to.equal(false);
  });
});

describe('compareSearchResults', () => {
  it('puts live sales ending soonest first, then upcoming by start, then ended ones', () => {
    const liveLate = aSearchDocument({ propertyId: 1, endAt: NOW + 5 * DAY_MS });
    const liveSoon = aSearchDocument({ propertyId: 2, endAt: NOW + DAY_MS });
    const upcomingLate = aSearchDocument({
      propertyId: 3,
      startAt: NOW + 9 * DAY_MS,
      endAt: NOW + 20 * DAY_MS,
    });
    const upcomingSoon = aSearchDocument({
      propertyId: 4,
      startAt: NOW + 2 * DAY_MS,
      endAt: NOW + 30 * DAY_MS,
    });
    const ended = aSearchDocument({ propertyId: 5, startAt: NOW - 9 * DAY_MS, endAt: NOW - DAY_MS });
    const sorted = [ended, upcomingLate, liveLate, upcomingSoon, liveSoon].sort(compareSearchResults(NOW));
    expect(sorted.map((d) => d.propertyId)).to.deep.equal([2, 1, 4, 3, 5]);
  });

  it('breaks ties by property id', () => {
    const a = aSearchDocument({ propertyId: 8 });
    const b = aSearchDocument({ propertyId: 3 });
    expect([a, b].sort(compareSearchResults(NOW)).map((d) => d.propertyId)).to.deep.equal([3, 8]);
  });
});
