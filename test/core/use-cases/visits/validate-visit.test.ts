import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { ValidateVisit } from '../../../../core/src/use-cases/validate-visit/validate-visit.js';
import { DAY_MS, MINUTE_MS } from '../../../../core/src/shared/time.js';
import { aProperty, aVisit } from '../../../../core/src/testing/index.js';
import { visitFixture } from './visit-fixture.js';

describe('ValidateVisit', () => {
  /** The buyer booked a slot starting at DEFAULT_TEST_NOW + 1 day; the clock is set just after it started. */
  const setUp = async () => {
    const fixture = await visitFixture();
    const slot = await fixture.kit.repos.visits.add(
      aVisit({ propertyId: fixture.property.id, attendeeIds: [fixture.buyer.id] }),
    );
    fixture.kit.clock.set(slot.startsAt + MINUTE_MS);
    return { ...fixture, slot, useCase: new ValidateVisit(fixture.kit) };
  };

  it("marks the buyer's visit done now, publishes VisitValidated and answers the buyer's file", async () => {
    const { kit, negotiator, buyer, property, buyerFileId, useCase } = await setUp();
    const result = await useCase.execute({ viewer: negotiator, buyerFileId });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.visitDoneAt).to.equal(kit.clock.now());
    expect(result.value).to.deep.include({ id: buyerFileId });
    expect(result.value.checklist[1]).to.deep.equal({ step: 'visit', state: 'done' });
    expect(result.value.bidderBlocks).to.not.include('visit_not_validated');
    expect((await kit.repos.buyerFiles.findById(buyerFileId))?.visitDoneAt).to.equal(kit.clock.now());
    expect(kit.events.events).to.deep.equal([
      { type: 'VisitValidated', propertyId: property.id, userId: buyer.id },
    ]);
  });

  it('keeps the first date and publishes nothing when validated again', async () => {
    const { kit, admin, buyerFileId, useCase } = await setUp();
    const first = kit.clock.now();
    await useCase.execute({ viewer: admin, buyerFileId });
    kit.clock.advance(60_000);
    const again = await useCase.execute({ viewer: admin, buyerFileId });
    expect(again.ok && again.value.visitDoneAt).to.equal(first);
    expect(again.ok && again.value.id).to.equal(buyerFileId);
    expect(kit.events.events).to.have.length(1);
  });

  it('refuses before a slot the buyer booked on the property has started: visit_not_started', async () => {
    const { kit, negotiator, buyerFileId, slot, property, secondBuyer, useCase } = await setUp();
    kit.clock.set(slot.startsAt - 1);
    expect(await useCase.execute({ viewer: negotiator, buyerFileId })).to.deep.equal({
      ok: false,
      error: { code: 'visit_not_started' },
    });
    // Another buyer's started slot, or a started slot of another property, does not count.
    kit.clock.set(slot.startsAt + DAY_MS);
    await kit.repos.visits.update({ ...slot, attendeeIds: [secondBuyer.id] });
    const elsewhere = await kit.repos.properties.add(aProperty({ negotiatorId: property.negotiatorId }));
    await kit.repos.visits.add(aVisit({ propertyId: elsewhere.id, attendeeIds: [slot.attendeeIds[0]!] }));
    expect(await useCase.execute({ viewer: negotiator, buyerFileId })).to.deep.equal({
      ok: false,
      error: { code: 'visit_not_started' },
    });
    expect((await kit.repos.buyerFiles.findById(buyerFileId))?.visitDoneAt).to.equal(null);
    expect(kit.events.events).to.deep.equal([]);
  });

  it('validates exactly when the slot starts', async () => {
    const { kit, negotiator, buyerFileId, slot, useCase } = await setUp();
    kit.clock.set(slot.startsAt);
    expect((await useCase.execute({ viewer: negotiator, buyerFileId })).ok).to.equal(true);
  });

  it('asks an anonymous visitor to log in and forbids buyers and other negotiators', async () => {
    const { kit, buyer, otherNegotiator, buyerFileId, useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, buyerFileId })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const viewer of [buyer, otherNegotiator]) {
      expect(await useCase.execute({ viewer, buyerFileId })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect((await kit.repos.buyerFiles.findById(buyerFileId))?.visitDoneAt).to.equal(null);
    expect(kit.events.events).to.deep.equal([]);
  });

  it('answers not found for an unknown file and invalid input for a bad id', async () => {
    const { negotiator, useCase } = await setUp();
    expect(await useCase.execute({ viewer: negotiator, buyerFileId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: negotiator, buyerFileId: '3' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'buyerFileId' },
    });
  });
});
