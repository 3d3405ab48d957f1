import { expect } from 'chai';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import { aSavedSearch, aUser, anAdmin, createTestKit } from '../../../../core/src/testing/index.js';
import { DeleteSavedSearch } from '../../../../core/src/use-cases/delete-saved-search/delete-saved-search.js';

describe('DeleteSavedSearch', () => {
  const setUp = async () => {
    const kit = createTestKit();
    const owner = viewerOf(await kit.repos.users.add(aUser()));
    const other = viewerOf(await kit.repos.users.add(aUser()));
    const admin = viewerOf(await kit.repos.users.add(anAdmin()));
    const saved = await kit.repos.savedSearches.add(aSavedSearch({ userId: owner.id }));
    return { kit, owner, other, admin, saved, useCase: new DeleteSavedSearch(kit) };
  };

  it("deletes the owner's search", async () => {
    const { kit, owner, saved, useCase } = await setUp();
    expect(await useCase.execute({ viewer: owner, id: saved.id })).to.deep.equal({
      ok: true,
      value: undefined,
    });
    expect(await kit.repos.savedSearches.findById(saved.id)).to.equal(null);
  });

  it("never deletes another user's search, not even for an administrator", async () => {
    const { kit, other, admin, saved, useCase } = await setUp();
    for (const viewer of [other, admin]) {
      expect(await useCase.execute({ viewer, id: saved.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(await kit.repos.savedSearches.findById(saved.id)).to.not.equal(null);
  });

  it('asks anonymous visitors to log in; unknown id not found; bad id invalid', async () => {
    const { owner, saved, useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, id: saved.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await useCase.execute({ viewer: owner, id: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await useCase.execute({ viewer: owner, id: '1' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'id' },
    });
  });
});
