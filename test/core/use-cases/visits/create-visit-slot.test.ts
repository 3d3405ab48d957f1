import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import {
  CreateVisitSlot,
  type CreateVisitSlotInput,
} from '../../../../core/src/use-cases/create-visit-slot/create-visit-slot.js';
import { visitFixture } from './visit-fixture.js';

describe('CreateVisitSlot', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const useCase = new CreateVisitSlot(fixture.kit);
    const input = (overrides: Partial<CreateVisitSlotInput> = {}): CreateVisitSlotInput => ({
      viewer: fixture.negotiator,
      bienId: fixture.property.id,
      kind: 'individual',
      start: '2026-11-22 14:00:00',
      durationMinutes: 30,
      ...overrides,
    });
    return { ...fixture, useCase, input };
  };

  it('opens an individual slot for one buyer, in Paris time', async () => {
    const { kit, property, negotiator, useCase, input } = await setUp();
    const result = await useCase.execute(input({ capacity: 5 }));
    expect(result).to.deep.equal({
      ok: true,
      value: {
        id: 1,
        propertyId: property.id,
        kind: 'individual',
        startsAt: Date.UTC(2026, 10, 22, 13, 0, 0),
        durationMinutes: 30,
        capacity: 1,
        attendeeIds: [],
        createdBy: negotiator.id,
      },
    });
    expect(await kit.repos.visits.listByProperty(property.id)).to.have.length(1);
  });

  it('opens a grouped slot with the capacity asked, or no limit', async () => {
    const { useCase, input } = await setUp();
    const limited = await useCase.execute(input({ kind: 'grouped', capacity: 8 }));
    expect(limited.ok && limited.value.capacity).to.equal(8);
    const open = await useCase.execute(input({ kind: 'grouped' }));
    expect(open.ok && open.value.capacity).to.equal(null);
  });

  it('lets an administrator open a slot', async () => {
    const { admin, useCase, input } = await setUp();
    const result = await useCase.execute(input({ viewer: admin }));
    expect(result.ok && result.value.createdBy).to.equal(admin.id);
  });

  it('accepts every offered length: 15, 30, 45 and 60 minutes', async () => {
    const { useCase, input } = await setUp();
    for (const durationMinutes of [15, 30, 45, 60]) {
      const result = await useCase.execute(input({ durationMinutes }));
      expect(result.ok && result.value.durationMinutes).to.equal(durationMinutes);
    }
  });

  it('refuses 4 and 61 minutes as out of range, 5 as not a choice', async () => {
    const { useCase, input } = await setUp();
    for (const durationMinutes of [4, 61]) {
      const result = await useCase.execute(input({ durationMinutes }));
      expect(!result.ok && result.error.code).to.equal('visit_duration_out_of_range');
    }
    const five = await useCase.execute(input({ durationMinutes: 5 }));
    expect(!five.ok && five.error.code).to.equal('visit_duration_not_a_choice');
  });

  it('accepts a start earlier today, refuses yesterday', async () => {
    const { useCase, input } = await setUp();
    expect((await useCase.execute(input({ start: '2026-11-21 00:00:00' }))).ok).to.equal(true);
    expect(await useCase.execute(input({ start: '2026-11-20 23:59:59' }))).to.deep.equal({
      ok: false,
      error: { code: 'visit_start_before_today', field: 'start' },
    });
  });

  it('counts today as the Paris day around midnight UTC', async () => {
    const { kit, useCase, input } = await setUp();
    kit.clock.set(Date.UTC(2026, 10, 21, 23, 30)); // 22 November, 00:30 in Paris
    expect((await useCase.execute(input({ start: '2026-11-22 00:10:00' }))).ok).to.equal(true);
    const yesterday = await useCase.execute(input({ start: '2026-11-21 23:50:00' }));
    expect(!yesterday.ok && yesterday.error.code).to.equal('visit_start_before_today');
  });

  it('refuses a date not in Y-m-d H:i:s', async () => {
    const { useCase, input } = await setUp();
    for (const start of ['2026-11-22T14:00', '22/11/2026 14:00:00', undefined]) {
      expect(await useCase.execute(input({ start })), String(start)).to.deep.equal({
        ok: false,
        error: { code: 'visit_date_invalid', field: 'start' },
      });
    }
  });

  it('refuses an unknown kind and a bad grouped capacity', async () => {
    const { useCase, input } = await setUp();
    expect(await useCase.execute(input({ kind: 'collective' }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'kind' },
    });
    expect(await useCase.execute(input({ kind: 'grouped', capacity: 0 }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'capacity' },
    });
  });

  it('asks an anonymous visitor to log in', async () => {
    const { useCase, input } = await setUp();
    expect(await useCase.execute(input({ viewer: ANONYMOUS }))).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('forbids buyers and other negotiators', async () => {
    const { kit, property, buyer, otherNegotiator, useCase, input } = await setUp();
    for (const viewer of [buyer, otherNegotiator]) {
      expect(await useCase.execute(input({ viewer }))).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(await kit.repos.visits.listByProperty(property.id)).to.deep.equal([]);
  });

  it('answers not found for an unknown property and invalid input for a bad id', async () => {
    const { useCase, input } = await setUp();
    expect(await useCase.execute(input({ bienId: 999 }))).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute(input({ bienId: '1' }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'bienId' },
    });
  });
});
