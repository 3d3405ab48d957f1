import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aVisit } from '../../../../core/src/testing/index.js';
import { RemoveUserFromVisit } from '../../../../core/src/use-cases/remove-user-from-visit/remove-user-from-visit.js';
import { visitFixture } from './visit-fixture.js';

describe('RemoveUserFromVisit', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const visit = await fixture.kit.repos.visits.add(
      aVisit({
        propertyId: fixture.property.id,
        kind: 'grouped',
        capacity: 5,
        attendeeIds: [fixture.buyer.id, fixture.secondBuyer.id],
      }),
    );
    return { ...fixture, visit, useCase: new RemoveUserFromVisit(fixture.kit) };
  };

  it('takes a buyer off the slot', async () => {
    const { kit, negotiator, buyer, secondBuyer, visit, useCase } = await setUp();
    const result = await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: buyer.id });
    expect(result).to.deep.equal({ ok: true, value: { ...visit, attendeeIds: [secondBuyer.id] } });
    expect((await kit.repos.visits.findById(visit.id))?.attendeeIds).to.deep.equal([secondBuyer.id]);
  });

  it('lets an administrator do it', async () => {
    const { admin, buyer, visit, useCase } = await setUp();
    expect((await useCase.execute({ viewer: admin, visitId: visit.id, userId: buyer.id })).ok).to.equal(true);
  });

  it('refuses a user who is not on the slot', async () => {
    const { negotiator, stranger, visit, useCase } = await setUp();
    expect(
      await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: stranger.id }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'visit_user_not_attending', field: 'userId' },
    });
  });

  it('asks an anonymous visitor to log in and forbids buyers and other negotiators', async () => {
    const { kit, buyer, otherNegotiator, visit, useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, visitId: visit.id, userId: buyer.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const viewer of [buyer, otherNegotiator]) {
      expect(await useCase.execute({ viewer, visitId: visit.id, userId: buyer.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect((await kit.repos.visits.findById(visit.id))?.attendeeIds).to.have.length(2);
  });

  it('answers not found for an unknown slot and invalid input for bad ids', async () => {
    const { negotiator, buyer, useCase } = await setUp();
    expect(await useCase.execute({ viewer: negotiator, visitId: 999, userId: buyer.id })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: negotiator, visitId: 0, userId: buyer.id })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'visitId' },
    });
    expect(await useCase.execute({ viewer: negotiator, visitId: 1, userId: null })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'userId' },
    });
  });
});
