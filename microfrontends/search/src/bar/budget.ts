import {
  BUDGET_DEBOUNCE_MS,
  BUDGET_MAX_DIGITS,
  budgetNotices,
  budgetState,
  canSearch,
  type DomainError,
} from '@immo/core';
import { useEffect, useState } from 'react';

/**
 * Digits only. One digit more than the field holds is kept, so that a maximum past 999 999 999 is
 * seen and answered 'Le budget maximum a été atteint' instead of being silently cut.
 */
export const budgetDigits = (text: string): string =>
  text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, BUDGET_MAX_DIGITS + 1);

export const budgetAmount = (digits: string): number | null => (digits === '' ? null : Number(digits));

/** '1250000' → '1 250 000' (narrow no-break spaces, as French writes amounts). */
export const groupedDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');

export interface BudgetCheck {
  notices: DomainError[];
  /** null: the search may run; else why not (the disabled element's text). */
  blocked: DomainError | null;
}

export function checkBudget(min: string, max: string): BudgetCheck {
  const state = budgetState(budgetAmount(min), budgetAmount(max));
  const allowed = canSearch(state);
  return { notices: budgetNotices(state), blocked: allowed.ok ? null : allowed.error };
}

/**
 * The budget rules of §5.4 as the bar applies them: checked 1 s after the last keystroke; `flush`
 * checks at once (the search button pressed before the second is up).
 */
export function useBudgetCheck(min: string, max: string): { check: BudgetCheck; flush: () => BudgetCheck } {
  const [checked, setChecked] = useState(() => ({ min, max, check: checkBudget(min, max) }));
  const current = checked.min === min && checked.max === max;
  useEffect(() => {
    if (current) return;
    const timer = setTimeout(
      () => setChecked({ min, max, check: checkBudget(min, max) }),
      BUDGET_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [min, max, current]);
  const flush = () => {
    const check = checkBudget(min, max);
    setChecked({ min, max, check });
    return check;
  };
  return { check: checked.check, flush };
}
