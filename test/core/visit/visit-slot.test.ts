import { expect } from 'chai';
import {
  VISIT_SLOT_CHOICES,
  VISIT_SLOT_MAX_MINUTES,
  VISIT_SLOT_MIN_MINUTES,
  bookedVisitOf,
  freePlaces,
  isVisitFull,
  isVisitPast,
  parseVisitDate,
  slotCapacity,
  validateSlotDuration,
  validateVisitStart,
  visitEndsAt,
} from '../../../core/src/domain/visit/visit-slot.js';
import type { Visit } from '../../../core/src/domain/visit/visit.js';
import { translate } from '../../../core/src/messages/translate.js';

describe('visit slot duration', () => {
  it('runs from 5 to 60 minutes with the choices 15, 30, 45, 60', () => {
    expect(VISIT_SLOT_MIN_MINUTES).to.equal(5);
    expect(VISIT_SLOT_MAX_MINUTES).to.equal(60);
    expect(VISIT_SLOT_CHOICES).to.deep.equal([15, 30, 45, 60]);
  });

  it('accepts 15, 30, 45 and 60 minutes', () => {
    for (const minutes of [15, 30, 45, 60]) {
      expect(validateSlotDuration(minutes)).to.deep.equal({ ok: true, value: minutes });
    }
  });

  it('refuses 4 and 61 minutes as out of range', () => {
    for (const minutes of [4, 61, 0, 12.5, '30']) {
      expect(validateSlotDuration(minutes), String(minutes)).to.deep.equal({
        ok: false,
        error: { code: 'visit_duration_out_of_range', params: { min: 5, max: 60 }, field: 'durationMinutes' },
      });
    }
    expect(translate('visit_duration_out_of_range', 'fr', { min: 5, max: 60 })).to.equal(
      "La durée d'un créneau de visite doit être comprise entre 5 et 60 minutes",
    );
  });

  it('refuses 5 and 20 minutes: in range but not a choice', () => {
    for (const minutes of [5, 20]) {
      expect(validateSlotDuration(minutes)).to.deep.equal({
        ok: false,
        error: {
          code: 'visit_duration_not_a_choice',
          params: { choices: '15, 30, 45, 60' },
          field: 'durationMinutes',
        },
      });
    }
    expect(translate('visit_duration_not_a_choice', 'fr', { choices: '15, 30, 45, 60' })).to.equal(
      "La durée d'un créneau de visite doit être l'une des valeurs suivantes : 15, 30, 45, 60 minutes",
    );
  });
});

describe('parseVisitDate', () => {
  it('reads Y-m-d H:i:s as Paris time (winter: UTC+1, summer: UTC+2)', () => {
    expect(parseVisitDate('2026-01-16 10:30:00')).to.deep.equal({
      ok: true,
      value: Date.UTC(2026, 0, 16, 9, 30),
    });
    expect(parseVisitDate('2026-07-16 10:30:00')).to.deep.equal({
      ok: true,
      value: Date.UTC(2026, 6, 16, 8, 30),
    });
  });

  it('refuses any other format or an impossible date', () => {
    for (const text of [
      '2026-01-16T10:30:00',
      '2026-01-16 10:30',
      '16/01/2026 10:30:00',
      '2026-02-30 10:00:00',
      '2026-13-01 10:00:00',
      '2026-01-16 24:00:00',
      '',
      42,
    ]) {
      expect(parseVisitDate(text), String(text)).to.deep.equal({
        ok: false,
        error: { code: 'visit_date_invalid', field: 'start' },
      });
    }
    expect(translate('visit_date_invalid')).to.equal(
      "La date n'est pas valide, le format doit être Y-m-d H:i:s",
    );
  });
});

describe('validateVisitStart', () => {
  // 15 January 2026, 23:30 UTC is already 16 January, 00:30 in Paris.
  const now = Date.UTC(2026, 0, 15, 23, 30);

  it('accepts a start later today in Paris, even before now', () => {
    const todayParis = Date.UTC(2026, 0, 15, 23, 10); // 16 January 00:10 in Paris
    expect(validateVisitStart(todayParis, now)).to.deep.equal({ ok: true, value: todayParis });
  });

  it('refuses yesterday in Paris although it is still the same UTC day', () => {
    const yesterdayParis = Date.UTC(2026, 0, 15, 22, 50); // 15 January 23:50 in Paris
    expect(validateVisitStart(yesterdayParis, now)).to.deep.equal({
      ok: false,
      error: { code: 'visit_start_before_today', field: 'start' },
    });
    expect(translate('visit_start_before_today')).to.equal(
      'La date de début est antérieur à la date du jour',
    );
  });
});

describe('slotCapacity', () => {
  it('gives an individual visit one place, whatever was asked', () => {
    expect(slotCapacity('individual', undefined)).to.deep.equal({ ok: true, value: 1 });
    expect(slotCapacity('individual', 8)).to.deep.equal({ ok: true, value: 1 });
  });

  it('gives a grouped visit the capacity asked, or no limit', () => {
    expect(slotCapacity('grouped', 8)).to.deep.equal({ ok: true, value: 8 });
    expect(slotCapacity('grouped', null)).to.deep.equal({ ok: true, value: null });
  });

  it('refuses a capacity below 1 or not whole', () => {
    for (const capacity of [0, 2.5, '3']) {
      expect(slotCapacity('grouped', capacity)).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'capacity' },
      });
    }
  });
});

describe('slot occupancy and timing', () => {
  it('counts free places, none when unlimited', () => {
    expect(freePlaces({ capacity: 3, attendeeIds: [1] })).to.equal(2);
    expect(freePlaces({ capacity: null, attendeeIds: [1, 2] })).to.equal(null);
    expect(isVisitFull({ capacity: 1, attendeeIds: [1] })).to.equal(true);
    expect(isVisitFull({ capacity: 2, attendeeIds: [1] })).to.equal(false);
    expect(isVisitFull({ capacity: null, attendeeIds: [1, 2, 3] })).to.equal(false);
  });

  it('ends duration minutes after the start and is past once started', () => {
    const startsAt = Date.UTC(2026, 0, 16, 9);
    expect(visitEndsAt({ startsAt, durationMinutes: 45 })).to.equal(startsAt + 45 * 60_000);
    expect(isVisitPast({ startsAt }, startsAt - 1)).to.equal(false);
    expect(isVisitPast({ startsAt }, startsAt)).to.equal(true);
  });
});

describe('bookedVisitOf (the visit step of a buyer file)', () => {
  const slot = (id: number, startsAt: number, attendeeIds: number[]): Visit => ({
    id,
    propertyId: 1,
    kind: 'grouped',
    startsAt,
    durationMinutes: 30,
    capacity: null,
    attendeeIds,
    createdBy: 2,
  });
  const now = Date.UTC(2026, 10, 24, 10);
  const HALF_HOUR = 30 * 60_000;

  it('is the first booked slot not over yet, else the last booked, else none', () => {
    const past = slot(1, now - 3 * HALF_HOUR, [7]);
    const running = slot(2, now - HALF_HOUR / 2, [7]);
    const later = slot(3, now + HALF_HOUR, [7, 8]);
    const other = slot(4, now + 2 * HALF_HOUR, [8]);
    expect(bookedVisitOf([later, other, running, past], 7, now)).to.equal(running);
    expect(bookedVisitOf([past], 7, now)).to.equal(past);
    expect(bookedVisitOf([other], 7, now)).to.equal(null);
  });
});
