import { expect } from 'chai';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import { aUser, createTestKit } from '../../../../core/src/testing/index.js';
import { SaveSearch } from '../../../../core/src/use-cases/save-search/save-search.js';
import { defaultSearchCriteria } from '../../../../core/src/domain/search/criteria.js';

describe('SaveSearch', () => {
  const setUp = async () => {
    const kit = createTestKit();
    const user = await kit.repos.users.add(aUser());
    return { kit, viewer: viewerOf(user), useCase: new SaveSearch(kit) };
  };

  it('keeps the search under its name for the user, back on page 1', async () => {
    const { kit, viewer, useCase } = await setUp();
    const result = await useCase.execute({
      viewer,
      name: '  Maisons près de Bourges ',
      criteria: { types: ['MAIS'], budgetMax: 300000, aroundRadius: 20000, page: 3 },
    });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value).to.deep.include({
      userId: viewer.id,
      name: 'Maisons près de Bourges',
      createdAt: kit.clock.now(),
    });
    expect(result.value.criteria).to.deep.equal({
      ...defaultSearchCriteria(),
      types: ['MAIS'],
      budgetMax: 300000,
      aroundRadius: 20000,
    });
    expect(await kit.repos.savedSearches.listByUser(viewer.id)).to.deep.equal([result.value]);
  });

  it('asks an anonymous visitor to log in', async () => {
    const { useCase } = await setUp();
    expect(await useCase.execute({ viewer: ANONYMOUS, name: 'x', criteria: {} })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('requires a name of at most 100 characters', async () => {
    const { viewer, useCase } = await setUp();
    expect(await useCase.execute({ viewer, name: '  ', criteria: {} })).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'name' },
    });
    expect(await useCase.execute({ viewer, name: 42, criteria: {} })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'name' },
    });
    expect(await useCase.execute({ viewer, name: 'a'.repeat(101), criteria: {} })).to.deep.equal({
      ok: false,
      error: { code: 'saved_search_name_too_long', params: { max: 100 }, field: 'name' },
    });
    expect((await useCase.execute({ viewer, name: 'a'.repeat(100), criteria: {} })).ok).to.equal(true);
  });

  it('refuses criteria that break the search rules and saves nothing', async () => {
    const { kit, viewer, useCase } = await setUp();
    expect(
      await useCase.execute({ viewer, name: 'Trop cher', criteria: { budgetMax: 1000000000 } }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'budget_max_change_required', field: 'budgetMax' },
    });
    expect(await useCase.execute({ viewer, name: 'Rien', criteria: null })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'criteria' },
    });
    expect(await kit.repos.savedSearches.listByUser(viewer.id)).to.deep.equal([]);
  });
});
