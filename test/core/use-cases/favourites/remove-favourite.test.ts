import { expect } from 'chai';
import { ANONYMOUS, type Viewer } from '../../../../core/src/domain/user/user.js';
import { RemoveFavourite } from '../../../../core/src/use-cases/remove-favourite/remove-favourite.js';
import { aFavourite, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';

const viewer: Viewer = { id: 5, roles: ['ROLE_USER'], assistance: false, verified: false, canAuction: false };

describe('RemoveFavourite (/favoris/delete/{bien})', () => {
  let kit: TestKit;
  let useCase: RemoveFavourite;

  beforeEach(async () => {
    kit = createTestKit();
    useCase = new RemoveFavourite({ favourites: kit.repos.favourites });
    await kit.repos.favourites.add(aFavourite({ userId: 5, propertyId: 10 }));
    await kit.repos.favourites.add(aFavourite({ userId: 5, propertyId: 11 }));
    await kit.repos.favourites.add(aFavourite({ userId: 6, propertyId: 10 }));
  });

  it("removes the property from the viewer's favourites only", async () => {
    const result = await useCase.execute({ viewer, propertyId: 10 });

    expect(result).to.deep.equal({ ok: true, value: { message: 'favourite_removed' } });
    expect((await kit.repos.favourites.listByUser(5)).map((f) => f.propertyId)).to.deep.equal([11]);
    expect(await kit.repos.favourites.has(6, 10)).to.equal(true);
  });

  it('succeeds when the property was not a favourite, or no longer exists', async () => {
    expect(await useCase.execute({ viewer, propertyId: 999 })).to.deep.equal({
      ok: true,
      value: { message: 'favourite_removed' },
    });
  });

  it('answers the favourites 401 to an anonymous visitor', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, propertyId: 10 })).to.deep.equal({
      ok: false,
      error: { code: 'favourite_login_required' },
    });
  });

  it('refuses a property id that is not a positive integer', async () => {
    expect(await useCase.execute({ viewer, propertyId: 'x' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'propertyId' },
    });
  });
});
