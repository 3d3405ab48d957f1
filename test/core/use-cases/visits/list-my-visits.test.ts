import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aVisit } from '../../../../core/src/testing/index.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';
import { ListMyVisits } from '../../../../core/src/use-cases/list-my-visits/list-my-visits.js';
import { visitFixture } from './visit-fixture.js';

describe('ListMyVisits', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const { kit, property, buyer, secondBuyer } = fixture;
    const now = kit.clock.now();
    const later = await kit.repos.visits.add(
      aVisit({
        propertyId: property.id,
        kind: 'grouped',
        capacity: 3,
        startsAt: now + 2 * DAY_MS,
        attendeeIds: [secondBuyer.id, buyer.id],
      }),
    );
    const past = await kit.repos.visits.add(
      aVisit({ propertyId: property.id, startsAt: now - DAY_MS, attendeeIds: [buyer.id] }),
    );
    await kit.repos.visits.add(aVisit({ propertyId: property.id, attendeeIds: [secondBuyer.id] }));
    await kit.repos.visits.add(aVisit({ propertyId: property.id }));
    return { ...fixture, later, past, useCase: new ListMyVisits(kit) };
  };

  it("lists the viewer's own bookings by start, past ones included, never who else comes", async () => {
    const { buyer, property, later, past, useCase } = await setUp();
    const result = await useCase.execute({ viewer: buyer, bienId: property.id });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value.map((v) => v.id)).to.deep.equal([past.id, later.id]);
    expect(result.value[1]).to.deep.equal({
      id: later.id,
      propertyId: property.id,
      kind: 'grouped',
      startsAt: later.startsAt,
      endsAt: later.startsAt + 30 * 60_000,
      durationMinutes: 30,
      capacity: 3,
      freePlaces: 1,
      bookedByViewer: true,
    });
  });

  it('answers an empty list to whoever booked nothing there', async () => {
    const { stranger, negotiator, property, useCase } = await setUp();
    for (const viewer of [stranger, negotiator]) {
      expect(await useCase.execute({ viewer, bienId: property.id })).to.deep.equal({ ok: true, value: [] });
    }
  });

  it('asks anonymous visitors to log in; unknown property not found', async () => {
    const { buyer, property, useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await useCase.execute({ viewer: buyer, bienId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: buyer, bienId: '1' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'bienId' },
    });
  });
});
