import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { ValidateVisit } from '../../../../core/src/use-cases/validate-visit/validate-visit.js';
import { visitFixture } from './visit-fixture.js';

describe('ValidateVisit', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    return { ...fixture, useCase: new ValidateVisit(fixture.kit) };
  };

  it("marks the buyer's visit done now and publishes VisitValidated", async () => {
    const { kit, negotiator, buyer, property, buyerFileId, useCase } = await setUp();
    const result = await useCase.execute({ viewer: negotiator, buyerFileId });
    expect(result.ok && result.value.visitDoneAt).to.equal(kit.clock.now());
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
    expect(kit.events.events).to.have.length(1);
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
