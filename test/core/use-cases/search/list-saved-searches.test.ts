import { expect } from 'chai';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import { aSavedSearch, aUser, anAdmin, createTestKit } from '../../../../core/src/testing/index.js';
import { ListSavedSearches } from '../../../../core/src/use-cases/list-saved-searches/list-saved-searches.js';

describe('ListSavedSearches', () => {
  const setUp = async () => {
    const kit = createTestKit();
    const owner = await kit.repos.users.add(aUser());
    const other = await kit.repos.users.add(aUser());
    const older = await kit.repos.savedSearches.add(
      aSavedSearch({ userId: owner.id, name: 'Ancienne', createdAt: 1000 }),
    );
    const newer = await kit.repos.savedSearches.add(
      aSavedSearch({ userId: owner.id, name: 'Récente', createdAt: 2000 }),
    );
    await kit.repos.savedSearches.add(aSavedSearch({ userId: other.id, name: 'Autre' }));
    return { kit, owner, other, older, newer, useCase: new ListSavedSearches(kit) };
  };

  it('gives a user their own searches, newest first', async () => {
    const { owner, older, newer, useCase } = await setUp();
    expect(await useCase.execute({ viewer: viewerOf(owner), userId: owner.id })).to.deep.equal({
      ok: true,
      value: [newer, older],
    });
  });

  it("lets an administrator read anyone's searches", async () => {
    const { kit, owner, useCase } = await setUp();
    const admin = await kit.repos.users.add(anAdmin());
    const result = await useCase.execute({ viewer: viewerOf(admin), userId: owner.id });
    expect(result.ok && result.value.map((s) => s.name)).to.deep.equal(['Récente', 'Ancienne']);
  });

  it("forbids reading another user's searches", async () => {
    const { owner, other, useCase } = await setUp();
    expect(await useCase.execute({ viewer: viewerOf(other), userId: owner.id })).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
  });

  it('asks an anonymous visitor to log in', async () => {
    const { owner, useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, userId: owner.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('refuses a user id that is not a positive whole number', async () => {
    const { owner, useCase } = await setUp();
    for (const userId of [0, 'abc', 1.5]) {
      expect(await useCase.execute({ viewer: viewerOf(owner), userId })).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'userId' },
      });
    }
  });
});
