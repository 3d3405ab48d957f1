import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aVisit } from '../../../../core/src/testing/index.js';
import { DAY_MS, HOUR_MS } from '../../../../core/src/shared/time.js';
import { ListVisits } from '../../../../core/src/use-cases/list-visits/list-visits.js';
import { visitFixture } from './visit-fixture.js';

describe('ListVisits', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const { kit, property, buyer, secondBuyer } = fixture;
    const now = kit.clock.now();
    const add = (overrides: Parameters<typeof aVisit>[0]) =>
      kit.repos.visits.add(aVisit({ propertyId: property.id, ...overrides }));
    // Added out of order: the listing sorts by start.
    const groupedOpen = await add({
      kind: 'grouped',
      capacity: 3,
      startsAt: now + 2 * DAY_MS,
      attendeeIds: [secondBuyer.id],
    });
    const takenByOther = await add({ startsAt: now + DAY_MS, attendeeIds: [secondBuyer.id] });
    const free = await add({ startsAt: now + 3 * HOUR_MS });
    const pastFree = await add({ startsAt: now - DAY_MS });
    const pastMine = await add({ startsAt: now - 2 * DAY_MS, attendeeIds: [buyer.id] });
    return { ...fixture, groupedOpen, takenByOther, free, pastFree, pastMine, useCase: new ListVisits(kit) };
  };

  it('shows the negotiator every slot by start, with its attendees', async () => {
    const { negotiator, property, secondBuyer, useCase, ...slots } = await setUp();
    const result = await useCase.execute({ viewer: negotiator, bienId: property.id });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value.map((v) => v.id)).to.deep.equal([
      slots.pastMine.id,
      slots.pastFree.id,
      slots.free.id,
      slots.takenByOther.id,
      slots.groupedOpen.id,
    ]);
    const grouped = result.value[4]!;
    expect(grouped).to.deep.include({ capacity: 3, freePlaces: 2, bookedByViewer: false });
    expect(grouped.endsAt).to.equal(grouped.startsAt + 30 * 60_000);
    expect(grouped.attendees).to.have.length(1);
    expect(grouped.attendees![0]).to.include({
      id: secondBuyer.id,
      firstName: 'Camille',
      lastName: 'Martin',
    });
    const pastMine = result.value[0]!;
    expect(pastMine.attendees![0]).to.include({ firstName: 'Léa', lastName: 'Petit' });
  });

  it('shows an administrator every slot too', async () => {
    const { admin, property, useCase } = await setUp();
    const result = await useCase.execute({ viewer: admin, bienId: property.id });
    expect(result.ok && result.value).to.have.length(5);
  });

  it('shows a buyer the upcoming slots with places and their own bookings, never who else comes', async () => {
    const { buyer, property, useCase, free, groupedOpen, pastMine } = await setUp();
    const result = await useCase.execute({ viewer: buyer, bienId: property.id });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value.map((v) => v.id)).to.deep.equal([pastMine.id, free.id, groupedOpen.id]);
    expect(result.value.map((v) => v.bookedByViewer)).to.deep.equal([true, false, false]);
    for (const view of result.value) expect(view).to.not.have.property('attendees');
    expect(JSON.stringify(result.value)).to.not.include('attendeeIds');
  });

  it('asks a buyer who did not register on the property to register', async () => {
    const { stranger, property, useCase } = await setUp();
    expect(await useCase.execute({ viewer: stranger, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'visit_registration_required' },
    });
  });

  it('asks an anonymous visitor to log in and forbids other negotiators', async () => {
    const { otherNegotiator, property, useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await useCase.execute({ viewer: otherNegotiator, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
  });

  it('answers not found for an unknown property and invalid input for a bad id', async () => {
    const { negotiator, useCase } = await setUp();
    expect(await useCase.execute({ viewer: negotiator, bienId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: negotiator, bienId: 'x' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'bienId' },
    });
  });
});
