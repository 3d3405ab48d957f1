import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aProperty, aVisit } from '../../../../core/src/testing/index.js';
import { ListVisitAttendees } from '../../../../core/src/use-cases/list-visit-attendees/list-visit-attendees.js';
import { visitFixture } from './visit-fixture.js';

describe('ListVisitAttendees', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const visit = await fixture.kit.repos.visits.add(
      aVisit({
        propertyId: fixture.property.id,
        kind: 'grouped',
        capacity: null,
        attendeeIds: [fixture.secondBuyer.id, fixture.buyer.id],
      }),
    );
    return { ...fixture, visit, useCase: new ListVisitAttendees(fixture.kit) };
  };

  it('lists the buyers booked on the slot, in booking order, for the negotiator and administrators', async () => {
    const { negotiator, admin, property, visit, buyer, secondBuyer, useCase } = await setUp();
    for (const viewer of [negotiator, admin]) {
      const result = await useCase.execute({ viewer, bienId: property.id, visitId: visit.id });
      expect(result.ok).to.equal(true);
      if (!result.ok) return;
      expect(result.value.map((a) => a.id)).to.deep.equal([secondBuyer.id, buyer.id]);
      expect(result.value[1]).to.deep.include({
        firstName: 'Léa',
        lastName: 'Petit',
        phone: '06 12 34 56 78',
      });
      expect(result.value[1]).to.have.keys('id', 'firstName', 'lastName', 'email', 'phone');
    }
  });

  it('forbids buyers and other negotiators; anonymous must log in', async () => {
    const { buyer, otherNegotiator, property, visit, useCase } = await setUp();
    for (const viewer of [buyer, otherNegotiator]) {
      expect(await useCase.execute({ viewer, bienId: property.id, visitId: visit.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(
      await useCase.execute({ viewer: ANONYMOUS, bienId: property.id, visitId: visit.id }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it("answers not found for an unknown slot or another property's slot", async () => {
    const { kit, negotiator, property, visit, useCase } = await setUp();
    const other = await kit.repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
    expect(await useCase.execute({ viewer: negotiator, bienId: other.id, visitId: visit.id })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: negotiator, bienId: property.id, visitId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});
