import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { DAY_MS, HOUR_MS } from '../../../../core/src/shared/time.js';
import { aBuyerFile, aProperty, aVisit } from '../../../../core/src/testing/index.js';
import { ListBookedVisits } from '../../../../core/src/use-cases/list-booked-visits/list-booked-visits.js';
import { visitFixture } from './visit-fixture.js';

describe('ListBookedVisits', () => {
  it('lists every slot the viewer booked on every property, by start, cancellable until it starts', async () => {
    const { kit, property, buyer, secondBuyer, negotiator } = await visitFixture();
    const now = kit.clock.now();
    const other = await kit.repos.properties.add(
      aProperty({ title: 'Loft sur le port', negotiatorId: negotiator.id }),
    );
    await kit.repos.buyerFiles.add(aBuyerFile({ propertyId: other.id, userId: buyer.id }));
    const later = await kit.repos.visits.add(
      aVisit({ propertyId: property.id, startsAt: now + 2 * DAY_MS, attendeeIds: [buyer.id] }),
    );
    const started = await kit.repos.visits.add(
      aVisit({
        propertyId: other.id,
        kind: 'grouped',
        capacity: null,
        startsAt: now,
        attendeeIds: [secondBuyer.id, buyer.id],
      }),
    );
    const soon = await kit.repos.visits.add(
      aVisit({ propertyId: other.id, startsAt: now + HOUR_MS, durationMinutes: 45, attendeeIds: [buyer.id] }),
    );
    await kit.repos.visits.add(aVisit({ propertyId: property.id, attendeeIds: [secondBuyer.id] }));

    const result = await new ListBookedVisits(kit).execute({ viewer: buyer });
    expect(result).to.deep.equal({
      ok: true,
      value: [
        {
          visitId: started.id,
          propertyId: other.id,
          title: 'Loft sur le port',
          city: other.address.city,
          startsAt: now,
          durationMinutes: 30,
          kind: 'grouped',
          cancellable: false,
        },
        {
          visitId: soon.id,
          propertyId: other.id,
          title: 'Loft sur le port',
          city: other.address.city,
          startsAt: now + HOUR_MS,
          durationMinutes: 45,
          kind: 'individual',
          cancellable: true,
        },
        {
          visitId: later.id,
          propertyId: property.id,
          title: property.title,
          city: property.address.city,
          startsAt: now + 2 * DAY_MS,
          durationMinutes: 30,
          kind: 'individual',
          cancellable: true,
        },
      ],
    });
  });

  it('gives an empty list to whoever booked nothing, and asks an anonymous visitor to log in', async () => {
    const { kit, negotiator, stranger } = await visitFixture();
    const useCase = new ListBookedVisits(kit);
    expect(await useCase.execute({ viewer: stranger })).to.deep.equal({ ok: true, value: [] });
    expect(await useCase.execute({ viewer: negotiator })).to.deep.equal({ ok: true, value: [] });
    expect(await useCase.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});
