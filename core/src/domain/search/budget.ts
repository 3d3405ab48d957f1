import type { Euros } from '../../shared/money.js';
import { fail, ok, type DomainError, type Result } from '../../shared/result.js';

/** The highest budget a search accepts (§5.4, §9). */
export const BUDGET_MAX = 999_999_999;
/** A budget is typed with at most this many digits (§5.4). */
export const BUDGET_MAX_DIGITS = 9;
/** The min/max check waits this long after the last keystroke (§5.4). */
export const BUDGET_DEBOUNCE_MS = 1000;

export type BudgetField = 'budgetMin' | 'budgetMax';

/** Digits only, with the spaces French number formatting inserts (plain, no-break, narrow no-break). */
const BUDGET_TEXT = /^\d+$/;
const GROUPING_SPACES = /[\s\u00a0\u202f]/g;

/**
 * Reads one budget bound as typed or sent: empty means no bound. Anything but a whole number of
 * digits is refused; an amount over the bound is read as is so the 'max reached' rules can see it.
 */
export function parseBudgetAmount(raw: unknown, field: BudgetField): Result<Euros | null> {
  if (raw === undefined || raw === null || raw === '') return ok(null);
  if (typeof raw === 'number') {
    return Number.isInteger(raw) && raw >= 0 ? ok(Math.min(raw, Number.MAX_SAFE_INTEGER)) : notNumeric(field);
  }
  if (typeof raw !== 'string') return notNumeric(field);
  const digits = raw.replace(GROUPING_SPACES, '');
  if (digits === '') return ok(null);
  if (!BUDGET_TEXT.test(digits)) return notNumeric(field);
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? ok(amount) : ok(Number.MAX_SAFE_INTEGER);
}

const notNumeric = (field: BudgetField) =>
  fail('budget_not_numeric', { maxDigits: BUDGET_MAX_DIGITS }, field);

/** Whether an amount goes past what the budget field accepts (10 digits or more). */
export const exceedsBudgetBound = (amount: Euros | null): boolean => amount !== null && amount > BUDGET_MAX;

/** What the budget part of the search bar knows after a change. */
export interface BudgetState {
  budgetMin: Euros | null;
  budgetMax: Euros | null;
  /** The 'max reached' flag: set when the maximum exceeds BUDGET_MAX; it blocks searching. */
  maxReached: boolean;
}

export const budgetState = (budgetMin: Euros | null, budgetMax: Euros | null): BudgetState => ({
  budgetMin,
  budgetMax,
  maxReached: exceedsBudgetBound(budgetMax),
});

/**
 * The minimum must stay strictly below the maximum; a minimum over the bound exceeds any maximum
 * the field can hold, so it gets the same message.
 */
export function minBudgetError(budgetMin: Euros | null, budgetMax: Euros | null): DomainError | null {
  const tooHigh =
    exceedsBudgetBound(budgetMin) || (budgetMin !== null && budgetMax !== null && budgetMin >= budgetMax);
  return tooHigh ? { code: 'budget_min_exceeds_max', field: 'budgetMin' } : null;
}

/** The notices the budget block shows under the fields (after the debounce). */
export function budgetNotices(state: BudgetState): DomainError[] {
  const notices: DomainError[] = [];
  if (state.maxReached) notices.push({ code: 'budget_max_reached', field: 'budgetMax' });
  const minError = minBudgetError(state.budgetMin, state.budgetMax);
  if (minError) notices.push(minError);
  return notices;
}

/** Whether the search button may run: not while the max is over the bound or the min is not below the max. */
export function canSearch(state: BudgetState): Result<true> {
  if (state.maxReached || exceedsBudgetBound(state.budgetMax)) {
    return fail('budget_max_change_required', undefined, 'budgetMax');
  }
  const minError = minBudgetError(state.budgetMin, state.budgetMax);
  return minError ? { ok: false, error: minError } : ok(true);
}
