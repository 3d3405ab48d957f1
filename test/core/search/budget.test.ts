import { expect } from 'chai';
import {
  BUDGET_DEBOUNCE_MS,
  BUDGET_MAX,
  BUDGET_MAX_DIGITS,
  budgetNotices,
  budgetState,
  canSearch,
  parseBudgetAmount,
} from '../../../core/src/domain/search/budget.js';

describe('budget constants', () => {
  it('bounds the budget at 999999999, 9 digits, checked after 1 s', () => {
    expect(BUDGET_MAX).to.equal(999999999);
    expect(BUDGET_MAX_DIGITS).to.equal(9);
    expect(String(BUDGET_MAX)).to.have.length(BUDGET_MAX_DIGITS);
    expect(BUDGET_DEBOUNCE_MS).to.equal(1000);
  });
});

describe('parseBudgetAmount', () => {
  it('reads an empty field as no bound', () => {
    expect(parseBudgetAmount('', 'budgetMin')).to.deep.equal({ ok: true, value: null });
    expect(parseBudgetAmount(undefined, 'budgetMax')).to.deep.equal({ ok: true, value: null });
    expect(parseBudgetAmount('   ', 'budgetMax')).to.deep.equal({ ok: true, value: null });
  });

  it('reads whole numbers, with French grouping spaces', () => {
    expect(parseBudgetAmount('250000', 'budgetMax')).to.deep.equal({ ok: true, value: 250000 });
    expect(parseBudgetAmount('250\u202f000', 'budgetMax')).to.deep.equal({ ok: true, value: 250000 });
    expect(parseBudgetAmount(999999999, 'budgetMax')).to.deep.equal({ ok: true, value: 999999999 });
  });

  it('keeps a 10-digit amount so the max-reached rule can see it', () => {
    expect(parseBudgetAmount('1000000000', 'budgetMax')).to.deep.equal({ ok: true, value: 1000000000 });
  });

  it('refuses what is not numeric', () => {
    for (const raw of ['12a', '-5', '12.5', '1,5', 12.5, -1, true]) {
      const result = parseBudgetAmount(raw, 'budgetMin');
      expect(result.ok, String(raw)).to.equal(false);
      if (!result.ok)
        expect(result.error).to.deep.equal({
          code: 'budget_not_numeric',
          params: { maxDigits: 9 },
          field: 'budgetMin',
        });
    }
  });
});

describe('budgetState and its notices', () => {
  it('accepts 999999999 as the maximum without the max-reached flag', () => {
    const state = budgetState(null, 999999999);
    expect(state.maxReached).to.equal(false);
    expect(budgetNotices(state)).to.deep.equal([]);
  });

  it('raises the max-reached flag at 1000000000 (10 digits)', () => {
    const state = budgetState(null, 1000000000);
    expect(state.maxReached).to.equal(true);
    expect(budgetNotices(state)).to.deep.equal([{ code: 'budget_max_reached', field: 'budgetMax' }]);
  });

  it('says the minimum exceeds the maximum when min > max', () => {
    expect(budgetNotices(budgetState(300000, 200000))).to.deep.equal([
      { code: 'budget_min_exceeds_max', field: 'budgetMin' },
    ]);
  });

  it('says the minimum exceeds the maximum when min = max: the minimum must be lower', () => {
    expect(budgetNotices(budgetState(200000, 200000))).to.deep.equal([
      { code: 'budget_min_exceeds_max', field: 'budgetMin' },
    ]);
  });

  it('is silent when min is one euro below max', () => {
    expect(budgetNotices(budgetState(199999, 200000))).to.deep.equal([]);
  });

  it('refuses a minimum over the bound even with no maximum', () => {
    expect(budgetNotices(budgetState(1000000000, null))).to.deep.equal([
      { code: 'budget_min_exceeds_max', field: 'budgetMin' },
    ]);
    expect(budgetNotices(budgetState(999999999, null))).to.deep.equal([]);
  });
});

describe('canSearch', () => {
  it('lets an open or consistent budget search', () => {
    expect(canSearch(budgetState(null, null))).to.deep.equal({ ok: true, value: true });
    expect(canSearch(budgetState(100000, 999999999))).to.deep.equal({ ok: true, value: true });
  });

  it('blocks with "change the maximum" while the max-reached flag is set', () => {
    expect(canSearch(budgetState(null, 1000000000))).to.deep.equal({
      ok: false,
      error: { code: 'budget_max_change_required', field: 'budgetMax' },
    });
    expect(canSearch({ budgetMin: null, budgetMax: 500000, maxReached: true }).ok).to.equal(false);
  });

  it('blocks while the minimum is not below the maximum', () => {
    expect(canSearch(budgetState(200000, 200000))).to.deep.equal({
      ok: false,
      error: { code: 'budget_min_exceeds_max', field: 'budgetMin' },
    });
  });
});
