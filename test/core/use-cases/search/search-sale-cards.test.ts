import { expect } from 'chai';
import { searchDocumentOf } from '../../../../core/src/domain/search/search-document.js';
import { aProperty, anAuction, createTestKit } from '../../../../core/src/testing/index.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';
import { SearchSaleCards } from '../../../../core/src/use-cases/search-sale-cards/search-sale-cards.js';

describe('SearchSaleCards', () => {
  const setUp = async () => {
    const kit = createTestKit();
    const now = kit.clock.now();
    const live = { ...aProperty(), id: 1 };
    const upcoming = { ...aProperty(), id: 2 };
    const ended = { ...aProperty(), id: 3 };
    await kit.search.upsert(searchDocumentOf(live, { ...anAuction({ propertyId: 1 }), id: 1 }, null));
    await kit.search.upsert(
      searchDocumentOf(
        upcoming,
        { ...anAuction({ propertyId: 2, startAt: now + HOUR_MS, endAt: now + 50 * HOUR_MS }), id: 2 },
        null,
      ),
    );
    await kit.search.upsert(
      searchDocumentOf(
        ended,
        { ...anAuction({ propertyId: 3, startAt: now - 50 * HOUR_MS, endAt: now - HOUR_MS }), id: 3 },
        null,
      ),
    );
    return { kit, useCase: new SearchSaleCards(kit) };
  };

  it('gives each result its listing status at the time of the search', async () => {
    const { useCase } = await setUp();
    const result = await useCase.execute({ query: { status: 'en_cours,a_venir,termine' } });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value.cards.map((c) => [c.propertyId, c.status])).to.deep.equal([
      [1, 'en_cours'],
      [2, 'a_venir'],
      [3, 'termine'],
    ]);
    expect(result.value).to.include({ total: 3, page: 1 });
  });

  it('reads the clock once, so a sale ending during the search keeps the status it was found with', async () => {
    const { kit, useCase } = await setUp();
    let reads = 0;
    const clock = kit.clock;
    const counting = new SearchSaleCards({
      search: kit.search,
      clock: { now: () => (reads++, clock.now()) },
    });
    await counting.execute({ query: {} });
    expect(reads).to.equal(1);
    expect((await useCase.execute({ query: {} })).ok).to.equal(true);
  });

  it("passes on the search's errors", async () => {
    const { useCase } = await setUp();
    expect(await useCase.execute({ query: { budgetMin: '5', budgetMax: '1' } })).to.deep.equal({
      ok: false,
      error: { code: 'budget_min_exceeds_max', field: 'budgetMin' },
    });
    expect(await useCase.execute({ query: {}, pageSize: 0 })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'pageSize' },
    });
  });
});
