import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aProperty, aVisit } from '../../../../core/src/testing/index.js';
import { FindPropertyVisit } from '../../../../core/src/use-cases/find-property-visit/find-property-visit.js';
import { visitFixture } from './visit-fixture.js';

describe('FindPropertyVisit', () => {
  it('finds a slot under its own property only', async () => {
    const { kit, property, buyer, negotiator } = await visitFixture();
    const other = await kit.repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
    const visit = await kit.repos.visits.add(aVisit({ propertyId: property.id }));
    const useCase = new FindPropertyVisit(kit);
    expect(await useCase.execute({ viewer: buyer, bienId: property.id, visitId: visit.id })).to.deep.equal({
      ok: true,
      value: visit,
    });
    for (const [bienId, visitId] of [
      [other.id, visit.id],
      [property.id, 999],
      [property.id, 0],
      ['1', visit.id],
    ] as const) {
      expect(await useCase.execute({ viewer: buyer, bienId, visitId })).to.deep.equal({
        ok: false,
        error: { code: 'not_found' },
      });
    }
    expect(
      await useCase.execute({ viewer: ANONYMOUS, bienId: property.id, visitId: visit.id }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});
