// The financing plan (spec §1: advised, not required): cash, a loan of a stated amount, or an
// uploaded certificate (attestation de financement), which goes through buyer-uploads.ts.
import { isWholeEuros, type Euros } from '../../shared/money.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import type { FinancingPlan } from './buyer-file.js';

/** The same bound as a search budget: nine digits. */
export const LOAN_AMOUNT_MAX: Euros = 999_999_999;

/** A cash or loan plan from the wire, or invalid_input / loan_amount_invalid. */
export function declaredFinancing(
  input: { kind: unknown; loanAmount?: unknown },
  now: Instant,
): Result<FinancingPlan> {
  if (input.kind === 'cash') return ok({ kind: 'cash', declaredAt: now });
  if (input.kind !== 'loan') return fail('invalid_input', undefined, 'kind');
  const amount = input.loanAmount;
  if (!isWholeEuros(amount) || amount < 1 || amount > LOAN_AMOUNT_MAX)
    return fail('loan_amount_invalid', { max: LOAN_AMOUNT_MAX }, 'loanAmount');
  return ok({ kind: 'loan', loanAmount: amount, declaredAt: now });
}
