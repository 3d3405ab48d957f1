import { expect } from 'chai';
import { ANONYMOUS, viewerOf, type Viewer } from '../../../../core/src/domain/user/user.js';
import { AddFavourite } from '../../../../core/src/use-cases/add-favourite/add-favourite.js';
import { aProperty, aUser, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';

describe('AddFavourite (the heart, GET /api/favoris/add/{bien})', () => {
  let kit: TestKit;
  let useCase: AddFavourite;
  let viewer: Viewer;
  let propertyId: number;

  beforeEach(async () => {
    kit = createTestKit();
    useCase = new AddFavourite(kit);
    viewer = viewerOf(await kit.repos.users.add(aUser()));
    propertyId = (await kit.repos.properties.add(aProperty())).id;
  });

  it('adds the property at the current time and answers the success message', async () => {
    const result = await useCase.execute({ viewer, propertyId });

    expect(result).to.deep.equal({ ok: true, value: { message: 'favourite_added' } });
    expect(await kit.repos.favourites.listByUser(viewer.id)).to.deep.equal([
      { userId: viewer.id, propertyId, createdAt: kit.clock.now() },
    ]);
  });

  it('is idempotent: a second add keeps one favourite and its first time', async () => {
    const firstTime = kit.clock.now();
    await useCase.execute({ viewer, propertyId });
    kit.clock.advance(60_000);

    const again = await useCase.execute({ viewer, propertyId });

    expect(again).to.deep.equal({ ok: true, value: { message: 'favourite_added' } });
    expect(await kit.repos.favourites.listByUser(viewer.id)).to.deep.equal([
      { userId: viewer.id, propertyId, createdAt: firstTime },
    ]);
  });

  it('answers the favourites 401 to an anonymous visitor', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, propertyId })).to.deep.equal({
      ok: false,
      error: { code: 'favourite_login_required' },
    });
  });

  it('answers the favourites 401 when the account is gone (the spec’s "User not found")', async () => {
    const ghost: Viewer = { ...viewer, id: 999 };
    expect(await useCase.execute({ viewer: ghost, propertyId })).to.deep.equal({
      ok: false,
      error: { code: 'favourite_login_required' },
    });
    expect(await kit.repos.favourites.listByUser(999)).to.deep.equal([]);
  });

  it('answers not_found for an unknown property', async () => {
    expect(await useCase.execute({ viewer, propertyId: 424242 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'propertyId' },
    });
    expect(await kit.repos.favourites.listByUser(viewer.id)).to.deep.equal([]);
  });

  it('refuses a property id that is not a positive integer', async () => {
    for (const bad of [0, -1, 1.5, '12', null]) {
      expect(await useCase.execute({ viewer, propertyId: bad }), String(bad)).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'propertyId' },
      });
    }
  });
});
