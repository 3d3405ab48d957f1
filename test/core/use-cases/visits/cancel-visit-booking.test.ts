import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aVisit } from '../../../../core/src/testing/index.js';
import { CancelVisitBooking } from '../../../../core/src/use-cases/cancel-visit-booking/cancel-visit-booking.js';
import { visitFixture } from './visit-fixture.js';

describe('CancelVisitBooking', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const { kit, property, buyer, secondBuyer } = fixture;
    const slot = await kit.repos.visits.add(
      aVisit({
        propertyId: property.id,
        kind: 'grouped',
        capacity: 4,
        attendeeIds: [secondBuyer.id, buyer.id],
      }),
    );
    return { ...fixture, slot, useCase: new CancelVisitBooking(kit) };
  };

  it('frees the buyer’s place until the slot starts and tells the sale’s negotiator', async () => {
    const { kit, property, buyer, secondBuyer, slot, useCase } = await setUp();
    kit.clock.set(slot.startsAt - 1);
    const result = await useCase.execute({ viewer: buyer, bienId: property.id, visitId: slot.id });
    expect(result).to.deep.equal({ ok: true, value: { ...slot, attendeeIds: [secondBuyer.id] } });
    expect((await kit.repos.visits.findById(slot.id))!.attendeeIds).to.deep.equal([secondBuyer.id]);
    const negotiator = (await kit.repos.users.findById(property.negotiatorId))!;
    expect(kit.mailer.sent.map((mail) => [mail.to, mail.subject])).to.deep.equal([
      [negotiator.email, `Visite annulée par Léa Petit : ${property.title}`],
    ]);
    expect(kit.mailer.sent[0]!.text).to.include(
      'a annulé sa réservation du créneau du dimanche 22 novembre 2026 à 11:00',
    );
  });

  it('refuses once the slot has started, and when the viewer is not booked on it', async () => {
    const { kit, property, buyer, stranger, slot, useCase } = await setUp();
    expect(await useCase.execute({ viewer: stranger, bienId: property.id, visitId: slot.id })).to.deep.equal({
      ok: false,
      error: { code: 'visit_not_booked' },
    });
    kit.clock.set(slot.startsAt);
    expect(await useCase.execute({ viewer: buyer, bienId: property.id, visitId: slot.id })).to.deep.equal({
      ok: false,
      error: { code: 'visit_already_started' },
    });
    expect((await kit.repos.visits.findById(slot.id))!.attendeeIds).to.include(buyer.id);
    expect(kit.mailer.sent).to.deep.equal([]);
  });

  it('answers not found for another property’s slot or an unknown one; forbids negotiators; asks anonymous to log in', async () => {
    const { property, buyer, negotiator, slot, useCase } = await setUp();
    for (const [bienId, visitId] of [
      [property.id + 1, slot.id],
      [property.id, 999],
      [property.id, 'x'],
    ] as const) {
      expect(await useCase.execute({ viewer: buyer, bienId, visitId })).to.deep.equal({
        ok: false,
        error: { code: 'not_found' },
      });
    }
    expect(
      await useCase.execute({ viewer: negotiator, bienId: property.id, visitId: slot.id }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: property.id, visitId: slot.id })).to.deep.equal(
      {
        ok: false,
        error: { code: 'unauthenticated' },
      },
    );
  });
});
