import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aProperty, aVisit } from '../../../../core/src/testing/index.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';
import { UpdateVisit } from '../../../../core/src/use-cases/update-visit/update-visit.js';
import { visitFixture } from './visit-fixture.js';

// DEFAULT_TEST_NOW is 21/11/2026 11:00 in Paris.
describe('UpdateVisit', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const grouped = await fixture.kit.repos.visits.add(
      aVisit({
        propertyId: fixture.property.id,
        kind: 'grouped',
        capacity: 4,
        attendeeIds: [fixture.buyer.id],
      }),
    );
    const individual = await fixture.kit.repos.visits.add(aVisit({ propertyId: fixture.property.id }));
    return { ...fixture, grouped, individual, useCase: new UpdateVisit(fixture.kit) };
  };

  it('moves, lengthens and resizes a slot and stores it', async () => {
    const { kit, negotiator, property, grouped, useCase } = await setUp();
    const result = await useCase.execute({
      viewer: negotiator,
      bienId: property.id,
      visitId: grouped.id,
      start: '2026-11-23 10:00:00',
      durationMinutes: 45,
      capacity: 2,
    });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value).to.deep.equal({
      ...grouped,
      startsAt: Date.UTC(2026, 10, 23, 9, 0, 0),
      durationMinutes: 45,
      capacity: 2,
    });
    expect(await kit.repos.visits.findById(grouped.id)).to.deep.equal(result.value);
  });

  it('keeps what is not sent, and lifts the limit of a grouped slot with null', async () => {
    const { negotiator, property, grouped, useCase } = await setUp();
    const result = await useCase.execute({
      viewer: negotiator,
      bienId: property.id,
      visitId: grouped.id,
      capacity: null,
    });
    expect(result).to.deep.equal({ ok: true, value: { ...grouped, capacity: null } });
    const nothing = await useCase.execute({ viewer: negotiator, bienId: property.id, visitId: grouped.id });
    expect(nothing.ok && nothing.value.startsAt).to.equal(grouped.startsAt);
  });

  it('keeps one place on an individual slot whatever capacity is asked', async () => {
    const { admin, property, individual, useCase } = await setUp();
    const result = await useCase.execute({
      viewer: admin,
      bienId: property.id,
      visitId: individual.id,
      capacity: 6,
    });
    expect(result.ok && result.value.capacity).to.equal(1);
  });

  it('applies the rules of a new slot: date format, not before today, lengths', async () => {
    const { negotiator, property, grouped, useCase } = await setUp();
    const run = (change: Record<string, unknown>) =>
      useCase.execute({ viewer: negotiator, bienId: property.id, visitId: grouped.id, ...change });
    expect(await run({ start: '23/11/2026 10:00' })).to.deep.equal({
      ok: false,
      error: { code: 'visit_date_invalid', field: 'start' },
    });
    expect(await run({ start: '2026-11-20 23:59:59' })).to.deep.equal({
      ok: false,
      error: { code: 'visit_start_before_today', field: 'start' },
    });
    expect((await run({ start: '2026-11-21 00:00:00' })).ok).to.equal(true);
    expect((await run({ durationMinutes: 61 })).ok).to.equal(false);
    expect(await run({ durationMinutes: 25 })).to.deep.include({ ok: false });
    expect(await run({ capacity: 0 })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'capacity' },
    });
  });

  it('never shrinks a slot below the buyers booked on it', async () => {
    const { kit, negotiator, property, grouped, buyer, secondBuyer, useCase } = await setUp();
    await kit.repos.visits.update({ ...grouped, attendeeIds: [buyer.id, secondBuyer.id] });
    expect(
      await useCase.execute({ viewer: negotiator, bienId: property.id, visitId: grouped.id, capacity: 1 }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'visit_capacity_below_attendees', params: { count: 2 }, field: 'capacity' },
    });
    expect(
      (await useCase.execute({ viewer: negotiator, bienId: property.id, visitId: grouped.id, capacity: 2 }))
        .ok,
    ).to.equal(true);
  });

  it('asks anonymous visitors to log in and forbids buyers and other negotiators', async () => {
    const { negotiator, otherNegotiator, buyer, property, grouped, useCase } = await setUp();
    const input = { bienId: property.id, visitId: grouped.id, durationMinutes: 60 };
    expect(await useCase.execute({ viewer: ANONYMOUS, ...input })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const viewer of [buyer, otherNegotiator]) {
      expect(await useCase.execute({ viewer, ...input })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect((await useCase.execute({ viewer: negotiator, ...input })).ok).to.equal(true);
  });

  it("answers not found for an unknown slot or another property's slot", async () => {
    const { kit, negotiator, property, grouped, useCase } = await setUp();
    const other = await kit.repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
    for (const [bienId, visitId] of [
      [property.id, 999],
      [other.id, grouped.id],
      [property.id, 'x'],
    ] as const) {
      expect(
        await useCase.execute({ viewer: negotiator, bienId, visitId, durationMinutes: 15 }),
      ).to.deep.equal({
        ok: false,
        error: { code: 'not_found' },
      });
    }
    expect((await kit.repos.visits.findById(grouped.id))!.startsAt).to.equal(kit.clock.now() + DAY_MS);
  });
});
