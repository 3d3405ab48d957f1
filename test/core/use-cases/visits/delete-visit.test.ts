import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aVisit } from '../../../../core/src/testing/index.js';
import { DeleteVisit } from '../../../../core/src/use-cases/delete-visit/delete-visit.js';
import { visitFixture } from './visit-fixture.js';

describe('DeleteVisit', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const visit = await fixture.kit.repos.visits.add(
      aVisit({ propertyId: fixture.property.id, attendeeIds: [fixture.buyer.id] }),
    );
    return { ...fixture, visit, useCase: new DeleteVisit(fixture.kit) };
  };

  it('withdraws the slot with its bookings', async () => {
    const { kit, negotiator, visit, useCase } = await setUp();
    expect(await useCase.execute({ viewer: negotiator, visitId: visit.id })).to.deep.equal({
      ok: true,
      value: undefined,
    });
    expect(await kit.repos.visits.findById(visit.id)).to.equal(null);
  });

  it('lets an administrator do it', async () => {
    const { kit, admin, visit, useCase } = await setUp();
    expect((await useCase.execute({ viewer: admin, visitId: visit.id })).ok).to.equal(true);
    expect(await kit.repos.visits.findById(visit.id)).to.equal(null);
  });

  it('asks an anonymous visitor to log in and forbids buyers and other negotiators', async () => {
    const { kit, buyer, otherNegotiator, visit, useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, visitId: visit.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const viewer of [buyer, otherNegotiator]) {
      expect(await useCase.execute({ viewer, visitId: visit.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(await kit.repos.visits.findById(visit.id)).to.not.equal(null);
  });

  it('answers not found for an unknown slot and invalid input for a bad id', async () => {
    const { negotiator, useCase } = await setUp();
    expect(await useCase.execute({ viewer: negotiator, visitId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: negotiator, visitId: 1.5 })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'visitId' },
    });
  });
});
