import { expect } from 'chai';
import {
  formatParisDateTimeInput,
  formatParisIsoWithOffset,
  formatParisTimestampMicros,
  fromParisWallClock,
  parisDateKey,
  parisOffsetMinutes,
  parseParisDateTime,
  toParisWallClock,
} from '../../../core/src/shared/paris-time.js';
import { formatDateFr, formatDecimalFr, formatEuros } from '../../../core/src/shared/format.js';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const intlReading = (instant: number) => {
  const p = Object.fromEntries(intl.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return {
    year: +p.year!,
    month: +p.month!,
    day: +p.day!,
    hour: +p.hour!,
    minute: +p.minute!,
    second: +p.second!,
  };
};

describe('Paris time', () => {
  it('reads the wall clock exactly as Intl does, minute by minute across both 2026 clock changes', () => {
    for (const changeAt of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let t = changeAt - 3 * 3_600_000; t <= changeAt + 3 * 3_600_000; t += 60_000 + 7) {
        expect(toParisWallClock(t), new Date(t).toISOString()).to.deep.equal(intlReading(t));
      }
    }
  });

  it('reads the wall clock as Intl does at random instants from 1990 to 2040', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const t = Date.UTC(1990, 0, 1) + Math.floor(next() * 50 * 365.25 * 86_400_000);
      expect(toParisWallClock(t)).to.deep.equal(intlReading(t));
    }
  });

  it('gives the offset Intl gives, hour by hour around every clock change from 1996 to 2099', () => {
    // The offset is computed by the EU's rule in those years (no ICU data loaded): this holds it to
    // the tz database the running Node carries.
    const intlOffset = (t: number) => {
      const w = intlReading(t);
      return (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - t) / 60_000;
    };
    for (let year = 1996; year <= 2099; year++) {
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 24);
        for (let t = from; t < from + 9 * 86_400_000; t += 3_600_000) {
          expect(parisOffsetMinutes(t), new Date(t).toISOString()).to.equal(intlOffset(t));
          expect(parisOffsetMinutes(t + 3_599_999), new Date(t + 3_599_999).toISOString()).to.equal(
            intlOffset(t),
          );
        }
      }
      for (const month of [0, 5, 11]) {
        const t = Date.UTC(year, month, 10, 12);
        expect(parisOffsetMinutes(t), new Date(t).toISOString()).to.equal(intlOffset(t));
      }
    }
  });

  it('knows the offset: 60 minutes in winter, 120 in summer, switching at 01:00 UTC', () => {
    expect(parisOffsetMinutes(Date.UTC(2026, 0, 15, 12))).to.equal(60);
    expect(parisOffsetMinutes(Date.UTC(2026, 6, 15, 12))).to.equal(120);
    expect(parisOffsetMinutes(Date.UTC(2026, 2, 29, 1) - 1)).to.equal(60);
    expect(parisOffsetMinutes(Date.UTC(2026, 2, 29, 1))).to.equal(120);
    expect(parisOffsetMinutes(Date.UTC(2026, 9, 25, 1) - 1)).to.equal(120);
    expect(parisOffsetMinutes(Date.UTC(2026, 9, 25, 1))).to.equal(60);
  });

  it('turns a wall-clock time back into its instant, the earlier one in the autumn overlap', () => {
    expect(fromParisWallClock({ year: 2026, month: 11, day: 21, hour: 11, minute: 0, second: 0 })).to.equal(
      Date.UTC(2026, 10, 21, 10),
    );
    expect(fromParisWallClock({ year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 })).to.equal(
      Date.UTC(2026, 9, 25, 0, 30),
    );
  });

  it('moves a time skipped in spring forward by the gap', () => {
    const skipped = fromParisWallClock({ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 });
    expect(formatParisDateTimeInput(skipped)).to.equal('2026-03-29T03:30');
  });

  it('parses the form’s yyyy-MM-ddTHH:mm and refuses impossible dates', () => {
    expect(parseParisDateTime('2026-12-01T14:30')).to.equal(Date.UTC(2026, 11, 1, 13, 30));
    expect(parseParisDateTime('2026-07-01 14:30:15')).to.equal(Date.UTC(2026, 6, 1, 12, 30, 15));
    expect(parseParisDateTime('2026-02-29T10:00')).to.equal(null);
    expect(parseParisDateTime('2026-13-01T10:00')).to.equal(null);
    expect(parseParisDateTime('01/12/2026 14:30')).to.equal(null);
  });

  it('writes the spec’s formats', () => {
    const instant = Date.UTC(2026, 10, 21, 17, 30, 5) + 0.123;
    expect(formatParisIsoWithOffset(instant)).to.equal('2026-11-21T18:30:05+01:00');
    expect(formatParisIsoWithOffset(Date.UTC(2026, 6, 1, 10))).to.equal('2026-07-01T12:00:00+02:00');
    expect(formatParisTimestampMicros(instant)).to.equal('2026-11-21 18:30:05.000123');
    expect(formatParisDateTimeInput(instant)).to.equal('2026-11-21T18:30');
    expect(parisDateKey(Date.UTC(2026, 10, 21, 23, 30))).to.equal('2026-11-22');
  });

  it('writes euros exactly as Intl does, rounded half away from zero, signs and huge amounts too', () => {
    const intlEuros = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    const amounts = [0, -0, -0.4, 0.5, 1.5, 2.5, -2.5, 999, 999.5, 1000, 9999.49, 100_000, 123_456_789];
    amounts.push(2 ** 53 - 1, 2 ** 53, -(2 ** 53), 1e21, 1e300, NaN, Infinity, -Infinity);
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(next() * 16);
      amounts.push((next() - 0.2) * scale, Math.floor(next() * scale), Math.floor(next() * scale) + 0.5);
    }
    for (const amount of amounts)
      expect(formatEuros(amount), String(amount)).to.equal(intlEuros.format(amount));
  });

  it('formats euros, decimals and dates the French way', () => {
    expect(formatEuros(250000)).to.equal('250\u202f000\u00a0€');
    expect(formatDecimalFr(7.5)).to.equal('7,5');
    expect(formatDecimalFr(12)).to.equal('12');
    expect(formatDateFr(Date.UTC(2026, 10, 21, 23, 30))).to.equal('22/11/2026');
  });
});
