import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { ListAssistanceThirdParties } from '../../../../core/src/use-cases/list-assistance-third-parties/list-assistance-third-parties.js';
import { salesWorld, type SalesWorld } from './sales-kit.js';

describe('ListAssistanceThirdParties', () => {
  let world: SalesWorld;
  let useCase: ListAssistanceThirdParties;

  beforeEach(async () => {
    world = await salesWorld();
    useCase = new ListAssistanceThirdParties({ repos: world.kit.repos });
  });

  it('gives an assistance negotiator every notary, sorted by name (accents folded)', async () => {
    world.kit.repos.thirdParties.seed({ id: 4, name: 'Étude Abel, Nantes', crpcen: '44001' });
    const result = await useCase.execute({ viewer: world.assistance });
    expect(result.ok).to.equal(true);
    expect(result.ok && result.value.map((party) => party.id)).to.deep.equal([4, 2, 3, 1]);
    expect(result.ok && result.value[1]).to.deep.equal({
      id: 2,
      name: 'Étude Lefèvre et Associés, Lyon',
      crpcen: '69123',
    });
  });

  it('gives an administrator the catalogue too', async () => {
    expect((await useCase.execute({ viewer: world.admin })).ok).to.equal(true);
  });

  it('refuses a negotiator without the assistance role, a buyer and a seller: forbidden', async () => {
    for (const viewer of [world.negotiator, world.buyer, world.seller]) {
      expect(await useCase.execute({ viewer })).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    }
  });

  it('refuses a visitor: unauthenticated', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('refuses the assistance flag without the negotiator role', async () => {
    expect(await useCase.execute({ viewer: { ...world.buyer, assistance: true } })).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
  });
});
