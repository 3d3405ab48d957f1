import { expect } from 'chai';
import { ANONYMOUS, type Viewer } from '../../../../core/src/domain/user/user.js';
import { ListFavourites } from '../../../../core/src/use-cases/list-favourites/list-favourites.js';
import { aFavourite, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';

const someone = (id: number): Viewer => ({
  id,
  roles: ['ROLE_USER'],
  assistance: false,
  verified: false,
  canAuction: false,
});

describe('ListFavourites (mes favoris)', () => {
  let kit: TestKit;
  let useCase: ListFavourites;

  beforeEach(async () => {
    kit = createTestKit();
    useCase = new ListFavourites({ favourites: kit.repos.favourites });
    await kit.repos.favourites.add(aFavourite({ userId: 5, propertyId: 10, createdAt: 1_000 }));
    await kit.repos.favourites.add(aFavourite({ userId: 5, propertyId: 11, createdAt: 3_000 }));
    await kit.repos.favourites.add(aFavourite({ userId: 5, propertyId: 12, createdAt: 2_000 }));
    await kit.repos.favourites.add(aFavourite({ userId: 6, propertyId: 13, createdAt: 4_000 }));
  });

  it("lists the viewer's favourites, newest first, with property id and time", async () => {
    expect(await useCase.execute({ viewer: someone(5) })).to.deep.equal({
      ok: true,
      value: {
        items: [
          { propertyId: 11, createdAt: 3_000 },
          { propertyId: 12, createdAt: 2_000 },
          { propertyId: 10, createdAt: 1_000 },
        ],
      },
    });
  });

  it("never shows another user's favourites", async () => {
    const result = await useCase.execute({ viewer: someone(6) });
    expect(result.ok && result.value.items).to.deep.equal([{ propertyId: 13, createdAt: 4_000 }]);
  });

  it('answers an empty list to a user without favourites', async () => {
    expect(await useCase.execute({ viewer: someone(7) })).to.deep.equal({ ok: true, value: { items: [] } });
  });

  it('refuses an anonymous visitor', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});
