import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aVisit } from '../../../../core/src/testing/index.js';
import { AddUserToVisit } from '../../../../core/src/use-cases/add-user-to-visit/add-user-to-visit.js';
import { visitFixture } from './visit-fixture.js';

describe('AddUserToVisit', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const visit = await fixture.kit.repos.visits.add(aVisit({ propertyId: fixture.property.id }));
    return { ...fixture, visit, useCase: new AddUserToVisit(fixture.kit) };
  };

  it("puts one of the property's buyers on a slot", async () => {
    const { kit, negotiator, buyer, visit, useCase } = await setUp();
    const result = await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: buyer.id });
    expect(result).to.deep.equal({ ok: true, value: { ...visit, attendeeIds: [buyer.id] } });
    expect((await kit.repos.visits.findById(visit.id))?.attendeeIds).to.deep.equal([buyer.id]);
  });

  it('lets an administrator add a buyer, even on a past slot', async () => {
    const { kit, admin, buyer, visit, useCase } = await setUp();
    kit.clock.set(visit.startsAt + 3_600_000);
    expect((await useCase.execute({ viewer: admin, visitId: visit.id, userId: buyer.id })).ok).to.equal(true);
  });

  it('refuses a user not registered on the property', async () => {
    const { negotiator, stranger, visit, useCase } = await setUp();
    expect(
      await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: stranger.id }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'visit_user_not_buyer', field: 'userId' },
    });
  });

  it('refuses a buyer already on the slot, then a full slot', async () => {
    const { negotiator, buyer, secondBuyer, visit, useCase } = await setUp();
    await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: buyer.id });
    expect(await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: buyer.id })).to.deep.equal({
      ok: false,
      error: { code: 'visit_user_already_attending', field: 'userId' },
    });
    expect(
      await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: secondBuyer.id }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'visit_full' },
    });
  });

  it('answers not found for an unknown slot or user', async () => {
    const { negotiator, buyer, visit, useCase } = await setUp();
    expect(await useCase.execute({ viewer: negotiator, visitId: 999, userId: buyer.id })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'userId' },
    });
  });

  it('asks an anonymous visitor to log in and forbids buyers and other negotiators', async () => {
    const { buyer, otherNegotiator, visit, useCase } = await setUp();
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
  });

  it('refuses ids that are not positive whole numbers', async () => {
    const { negotiator, buyer, visit, useCase } = await setUp();
    expect(await useCase.execute({ viewer: negotiator, visitId: '1', userId: buyer.id })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'visitId' },
    });
    expect(await useCase.execute({ viewer: negotiator, visitId: visit.id, userId: -2 })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'userId' },
    });
  });
});
