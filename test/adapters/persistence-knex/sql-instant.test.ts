import { expect } from 'chai';
import { fromSqlInstant, toSqlInstant } from '../../../adapters/persistence-knex/src/sql-instant.js';

describe('sql-instant: Instant <-> sortable UTC text with microseconds', () => {
  const NOON = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('writes UTC with six fraction digits', () => {
    expect(toSqlInstant(NOON)).to.equal('2026-11-21 12:00:00.000000');
    expect(toSqlInstant(NOON + 1.5)).to.equal('2026-11-21 12:00:00.001500');
    expect(toSqlInstant(NOON + 59_999.999)).to.equal('2026-11-21 12:00:59.999999');
  });

  it('reads back exactly the instant it wrote, at every microsecond of a millisecond edge', () => {
    for (const micros of [0, 1, 2, 123, 456, 999, 1000, 999_999, 123_456]) {
      const instant = NOON + micros / 1000;
      expect(fromSqlInstant(toSqlInstant(instant)), `${micros} µs`).to.equal(instant);
    }
  });

  it('keeps the fraction core computes with (Date.now() plus a microsecond counter)', () => {
    const instant = 1_795_262_400_123.456;
    expect(toSqlInstant(instant)).to.equal('2026-11-21 12:00:00.123456');
    expect(fromSqlInstant('2026-11-21 12:00:00.123456')).to.equal(instant);
  });

  it('rounds to the nearest microsecond (doubles this far from 1970 hold ~0.24 µs steps)', () => {
    expect(toSqlInstant(NOON + 0.0002)).to.equal('2026-11-21 12:00:00.000000');
    expect(toSqlInstant(NOON + 0.0008)).to.equal('2026-11-21 12:00:00.000001');
  });

  it('carries into the next second, minute and year', () => {
    expect(toSqlInstant(Date.UTC(2026, 11, 31, 23, 59, 59) + 999.9996)).to.equal(
      '2027-01-01 00:00:00.000000',
    );
  });

  it('reads MySQL DATETIME text with fewer or no fraction digits, and ISO T separators', () => {
    expect(fromSqlInstant('2026-11-21 12:00:00')).to.equal(NOON);
    expect(fromSqlInstant('2026-11-21 12:00:00.5')).to.equal(NOON + 500);
    expect(fromSqlInstant('2026-11-21T12:00:00.000250')).to.equal(NOON + 0.25);
  });

  it('sorts as text in time order', () => {
    const instants = [NOON + 0.001, NOON - 86_400_000, NOON, NOON + 10_000, NOON + 0.999];
    const byText = instants.map(toSqlInstant).sort();
    expect(byText.map(fromSqlInstant)).to.deep.equal([...instants].sort((a, b) => a - b));
  });

  it('refuses what is not an instant', () => {
    expect(() => toSqlInstant(Number.NaN)).to.throw(RangeError);
    expect(() => fromSqlInstant('21/11/2026 12:00')).to.throw(RangeError);
  });
});
