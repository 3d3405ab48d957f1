import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aSaleForm } from '../../../../core/src/testing/sale-form-mother.js';
import { CreateSale } from '../../../../core/src/use-cases/create-sale/create-sale.js';
import { GetSale } from '../../../../core/src/use-cases/get-sale/get-sale.js';
import { saleDeps, salesWorld, type SalesWorld } from './sales-kit.js';

describe('GetSale', () => {
  let world: SalesWorld;
  let getSale: GetSale;
  let bienId: number;
  const values = aSaleForm({ afficher_adresse: false, h36: '1' });

  beforeEach(async () => {
    world = await salesWorld();
    getSale = new GetSale({ repos: world.kit.repos });
    const created = await new CreateSale(saleDeps(world.kit)).execute({ viewer: world.negotiator, values });
    bienId = created.ok ? created.value.bienId : 0;
  });

  it('gives the owner every form value back, afficher_adresse and vendors included', async () => {
    const result = await getSale.execute({ viewer: world.negotiator, bienId });
    expect(result).to.deep.equal({ ok: true, value: values });
    expect(result.ok && result.value.afficher_adresse).to.equal(false);
    expect(result.ok && result.value.vendeurs).to.have.length(2);
  });

  it('gives an administrator any sale', async () => {
    expect((await getSale.execute({ viewer: world.admin, bienId })).ok).to.equal(true);
  });

  it('refuses an anonymous visitor: unauthenticated', async () => {
    expect(await getSale.execute({ viewer: ANONYMOUS, bienId })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('refuses a buyer and another negotiator: forbidden', async () => {
    for (const viewer of [world.buyer, world.otherNegotiator]) {
      expect(await getSale.execute({ viewer, bienId })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
  });

  it('answers not_found for a sale that does not exist', async () => {
    for (const id of [bienId + 1, 0]) {
      expect(await getSale.execute({ viewer: world.negotiator, bienId: id })).to.deep.equal({
        ok: false,
        error: { code: 'not_found', field: 'bienId' },
      });
    }
  });
});
