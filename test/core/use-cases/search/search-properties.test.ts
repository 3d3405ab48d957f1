import { expect } from 'chai';
import { createTestKit } from '../../../../core/src/testing/index.js';
import { SearchProperties } from '../../../../core/src/use-cases/search-properties/search-properties.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';
import { aSearchDocument } from '../../search/search-document.js';

describe('SearchProperties', () => {
  const setUp = async () => {
    const kit = createTestKit();
    const now = kit.clock.now();
    const live = (propertyId: number, price: number, days: number) =>
      aSearchDocument({ propertyId, price, startAt: now - DAY_MS, endAt: now + days * DAY_MS });
    await kit.search.upsert(live(1, 150000, 3));
    await kit.search.upsert(live(2, 450000, 1));
    await kit.search.upsert(live(3, 999999999, 2));
    await kit.search.upsert(
      aSearchDocument({ propertyId: 4, startAt: now - 9 * DAY_MS, endAt: now - DAY_MS }),
    );
    return { kit, useCase: new SearchProperties(kit) };
  };

  it('answers the default search with live and upcoming sales, soonest end first', async () => {
    const { useCase } = await setUp();
    const result = await useCase.execute({});
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value.total).to.equal(3);
    expect(result.value.page).to.equal(1);
    expect(result.value.hits.map((h) => h.propertyId)).to.deep.equal([2, 3, 1]);
  });

  it('reads the route query and pages by pageSize', async () => {
    const { useCase } = await setUp();
    const result = await useCase.execute({ query: { 'budget[max]': '999999999', page: '2' }, pageSize: 2 });
    expect(result).to.deep.include({ ok: true });
    if (!result.ok) return;
    expect(result.value.page).to.equal(2);
    expect(result.value.total).to.equal(3);
    expect(result.value.hits.map((h) => h.propertyId)).to.deep.equal([1]);
  });

  it('filters by budget through JSON criteria', async () => {
    const { useCase } = await setUp();
    const result = await useCase.execute({ criteria: { budgetMin: 100000, budgetMax: 450000 } });
    expect(result.ok && result.value.hits.map((h) => h.propertyId)).to.deep.equal([2, 1]);
  });

  it('asks to change the maximum budget over 999999999', async () => {
    const { useCase } = await setUp();
    expect(await useCase.execute({ query: { 'budget[max]': '1000000000' } })).to.deep.equal({
      ok: false,
      error: { code: 'budget_max_change_required', field: 'budgetMax' },
    });
  });

  it('refuses a minimum budget equal to the maximum', async () => {
    const { useCase } = await setUp();
    const result = await useCase.execute({ criteria: { budgetMin: 300000, budgetMax: 300000 } });
    expect(!result.ok && result.error.code).to.equal('budget_min_exceeds_max');
  });

  it('refuses a radius of 110 km', async () => {
    const { useCase } = await setUp();
    const result = await useCase.execute({ query: { aroundRadius: '110000' } });
    expect(!result.ok && result.error.code).to.equal('radius_out_of_range');
  });

  it('refuses a page size out of 1–100', async () => {
    const { useCase } = await setUp();
    for (const pageSize of [0, 101, 2.5, '10']) {
      expect(await useCase.execute({ pageSize }), String(pageSize)).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'pageSize' },
      });
    }
  });
});
