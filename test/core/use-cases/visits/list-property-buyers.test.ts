import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';
import { ListPropertyBuyers } from '../../../../core/src/use-cases/list-property-buyers/list-property-buyers.js';
import { visitFixture } from './visit-fixture.js';

describe('ListPropertyBuyers', () => {
  it('lists the registered buyers in registration order with their file and visit state', async () => {
    const { kit, negotiator, property, buyer, buyerFileId, secondBuyer } = await visitFixture();
    const first = (await kit.repos.buyerFiles.find(property.id, secondBuyer.id))!;
    await kit.repos.buyerFiles.update({
      ...first,
      registeredAt: first.registeredAt - DAY_MS,
      visitDoneAt: kit.clock.now(),
      interest: 'undecided',
    });
    const result = await new ListPropertyBuyers(kit).execute({ viewer: negotiator, bienId: property.id });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value.map((b) => b.userId)).to.deep.equal([secondBuyer.id, buyer.id]);
    expect(result.value[0]).to.include({
      buyerFileId: first.id,
      interest: 'undecided',
      visitDoneAt: kit.clock.now(),
    });
    expect(result.value[1]).to.deep.include({
      buyerFileId,
      firstName: 'Léa',
      lastName: 'Petit',
      interest: 'interested',
      visitDoneAt: null,
    });
  });

  it('is for the negotiator of the property and administrators only', async () => {
    const { kit, admin, buyer, otherNegotiator, property } = await visitFixture();
    const useCase = new ListPropertyBuyers(kit);
    expect((await useCase.execute({ viewer: admin, bienId: property.id })).ok).to.equal(true);
    for (const viewer of [buyer, otherNegotiator]) {
      expect(await useCase.execute({ viewer, bienId: property.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await useCase.execute({ viewer: admin, bienId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});
