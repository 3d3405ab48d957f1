import { expect } from 'chai';
import {
  DEFAULT_INTEREST,
  INTEREST_LABELS,
  identityDocumentDeletableAt,
  isInterest,
  newBuyerFile,
} from '../../../core/src/domain/buyer-file/index.js';
import { fromParisWallClock } from '../../../core/src/shared/paris-time.js';
import { translate } from '../../../core/src/messages/translate.js';

const NOW = Date.UTC(2026, 9, 1, 8);

describe('newBuyerFile', () => {
  it('registers the buyer now, with no visit, agrément or documents', () => {
    expect(newBuyerFile(7, 42, DEFAULT_INTEREST, NOW)).to.deep.equal({
      propertyId: 7,
      userId: 42,
      interest: 'interested',
      registeredAt: NOW,
      visitDoneAt: null,
      identity: { document: null, documentDeletedAt: null, review: null },
      agrement: { signature: null, review: null },
      financing: null,
      negotiatorComment: '',
    });
  });
});

describe('isInterest', () => {
  it('accepts the four interest values only', () => {
    for (const value of ['interested', 'not_interested', 'undecided', 'no_comment']) {
      expect(isInterest(value), value).to.equal(true);
    }
    expect(isInterest('maybe')).to.equal(false);
    expect(isInterest(1)).to.equal(false);
  });

  it('labels each value', () => {
    expect(translate(INTEREST_LABELS.not_interested)).to.equal('Pas intéressé');
  });
});

describe('identityDocumentDeletableAt (end of sale plus one month)', () => {
  it('is the same Paris time one month later', () => {
    const end = fromParisWallClock({ year: 2026, month: 11, day: 21, hour: 18, minute: 30, second: 0 });
    const expected = fromParisWallClock({ year: 2026, month: 12, day: 21, hour: 18, minute: 30, second: 0 });
    expect(identityDocumentDeletableAt(end)).to.equal(expected);
  });

  it('crosses the year and keeps the wall clock across the time change', () => {
    const end = fromParisWallClock({ year: 2026, month: 12, day: 15, hour: 9, minute: 0, second: 0 });
    expect(identityDocumentDeletableAt(end)).to.equal(Date.UTC(2027, 0, 15, 8));
    const march = fromParisWallClock({ year: 2027, month: 3, day: 10, hour: 12, minute: 0, second: 0 });
    expect(identityDocumentDeletableAt(march)).to.equal(Date.UTC(2027, 3, 10, 10));
  });

  it('falls on the last day of a shorter month', () => {
    const end = fromParisWallClock({ year: 2027, month: 1, day: 31, hour: 10, minute: 0, second: 0 });
    expect(identityDocumentDeletableAt(end)).to.equal(Date.UTC(2027, 1, 28, 9));
  });
});
