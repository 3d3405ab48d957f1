import { expect } from 'chai';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import { aBuyer, aBuyerFile, aVisit } from '../../../../core/src/testing/index.js';
import { BookVisit } from '../../../../core/src/use-cases/book-visit/book-visit.js';
import { visitFixture } from './visit-fixture.js';

describe('BookVisit', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const { kit, property } = fixture;
    const individual = await kit.repos.visits.add(aVisit({ propertyId: property.id }));
    const grouped = await kit.repos.visits.add(
      aVisit({ propertyId: property.id, kind: 'grouped', capacity: 2, durationMinutes: 60 }),
    );
    return { ...fixture, individual, grouped, useCase: new BookVisit(kit) };
  };

  it('books a registered buyer on a slot', async () => {
    const { kit, buyer, individual, useCase } = await setUp();
    const result = await useCase.execute({ viewer: buyer, visitId: individual.id });
    expect(result).to.deep.equal({ ok: true, value: { ...individual, attendeeIds: [buyer.id] } });
    expect((await kit.repos.visits.findById(individual.id))?.attendeeIds).to.deep.equal([buyer.id]);
  });

  it('e-mails the buyer a confirmation and tells the sale’s negotiator, each in their language', async () => {
    const { kit, buyer, property, individual, useCase } = await setUp();
    const negotiator = (await kit.repos.users.findById(property.negotiatorId))!;
    await kit.repos.users.update({ ...negotiator, locale: 'en' });
    const account = (await kit.repos.users.findById(buyer.id))!;
    await useCase.execute({ viewer: buyer, visitId: individual.id });
    expect(kit.mailer.sent.map((mail) => mail.to)).to.deep.equal([account.email, negotiator.email]);
    const [toBuyer, toNegotiator] = kit.mailer.sent;
    expect(toBuyer!.subject).to.equal(`Votre visite est réservée : ${property.title}`);
    // The slot starts the day after DEFAULT_TEST_NOW, at 11:00 in Paris.
    expect(toBuyer!.text).to.include('le dimanche 22 novembre 2026 à 11:00, pour 30 minutes');
    expect(toBuyer!.text).to.include('visite individuelle');
    expect(toBuyer!.text).to.include('/espace-utilisateur/acheteur/mes-visites');
    expect(toNegotiator!.subject).to.equal(`Visit booked by Léa Petit: ${property.title}`);
    expect(toNegotiator!.text).to.include(
      `Léa Petit (${account.email}, ${account.phone}) booked the slot of Sunday, 22 November 2026 at 11:00`,
    );
    expect(toNegotiator!.text).to.include(`/espace-negociateur/bien/${property.id}/visites`);
  });

  it('keeps the booking when the e-mails cannot be sent', async () => {
    const { kit, buyer, individual, useCase } = await setUp();
    kit.mailer.failWith(new Error('SMTP down'));
    expect((await useCase.execute({ viewer: buyer, visitId: individual.id })).ok).to.equal(true);
    expect((await kit.repos.visits.findById(individual.id))!.attendeeIds).to.deep.equal([buyer.id]);
    expect(kit.errors.reported).to.have.length(2);
  });

  it('sends nothing when the booking is refused', async () => {
    const { kit, stranger, individual, useCase } = await setUp();
    await useCase.execute({ viewer: stranger, visitId: individual.id });
    expect(kit.mailer.sent).to.deep.equal([]);
  });

  it('fills a grouped slot up to its capacity, then says it is full', async () => {
    const { kit, buyer, secondBuyer, grouped, useCase } = await setUp();
    const third = await kit.repos.users.add(aBuyer());
    await kit.repos.buyerFiles.add(aBuyerFile({ propertyId: grouped.propertyId, userId: third.id }));
    expect((await useCase.execute({ viewer: buyer, visitId: grouped.id })).ok).to.equal(true);
    expect((await useCase.execute({ viewer: secondBuyer, visitId: grouped.id })).ok).to.equal(true);
    const late = await useCase.execute({ viewer: viewerOf(third), visitId: grouped.id });
    expect(late).to.deep.equal({ ok: false, error: { code: 'visit_full' } });
  });

  it('says an individual slot taken by another buyer is full', async () => {
    const { buyer, secondBuyer, individual, useCase } = await setUp();
    await useCase.execute({ viewer: buyer, visitId: individual.id });
    expect(await useCase.execute({ viewer: secondBuyer, visitId: individual.id })).to.deep.equal({
      ok: false,
      error: { code: 'visit_full' },
    });
  });

  it('refuses to book the same slot twice', async () => {
    const { buyer, grouped, useCase } = await setUp();
    await useCase.execute({ viewer: buyer, visitId: grouped.id });
    expect(await useCase.execute({ viewer: buyer, visitId: grouped.id })).to.deep.equal({
      ok: false,
      error: { code: 'visit_already_booked' },
    });
  });

  it('refuses a slot that has started', async () => {
    const { kit, buyer, individual, useCase } = await setUp();
    kit.clock.set(individual.startsAt);
    expect(await useCase.execute({ viewer: buyer, visitId: individual.id })).to.deep.equal({
      ok: false,
      error: { code: 'visit_in_past' },
    });
    kit.clock.set(individual.startsAt - 1);
    expect((await useCase.execute({ viewer: buyer, visitId: individual.id })).ok).to.equal(true);
  });

  it('asks a buyer who did not register on the property to register', async () => {
    const { stranger, individual, useCase } = await setUp();
    expect(await useCase.execute({ viewer: stranger, visitId: individual.id })).to.deep.equal({
      ok: false,
      error: { code: 'visit_registration_required' },
    });
  });

  it('asks an anonymous visitor to log in and forbids negotiators and administrators', async () => {
    const { negotiator, admin, individual, useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, visitId: individual.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const viewer of [negotiator, admin]) {
      expect(await useCase.execute({ viewer, visitId: individual.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
  });

  it('answers not found for an unknown slot and invalid input for a bad id', async () => {
    const { buyer, useCase } = await setUp();
    expect(await useCase.execute({ viewer: buyer, visitId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: buyer, visitId: 'abc' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'visitId' },
    });
  });
});
