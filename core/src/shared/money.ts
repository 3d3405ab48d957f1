/** An amount of money in whole euros. The platform never handles cents. */
export type Euros = number;

export const isWholeEuros = (value: unknown): value is Euros =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Cents after a decimal comma or point at the end ('500 000,00', '1.5'): the platform drops them. */
const TRAILING_CENTS = /[.,]\d{1,2}$/;

/**
 * A whole-euro amount as a person types or pastes it: '500 000 €', '500\u00a0000', '500\u202f000',
 * 'abc 500 000', '500.000', '500 000,00 €' all read 500000. Whatever is not a digit is ignored
 * (spaces of any kind, the euro sign, letters, thousands separators), cents are dropped; no digit
 * at all reads null. Past the safe integers the amount is capped, for the bounds checks to refuse it.
 */
export function parseEuroAmount(text: string): Euros | null {
  const kept = text.replace(/[^\d.,]/g, '').replace(TRAILING_CENTS, '');
  const digits = kept.replace(/\D/g, '');
  if (digits === '') return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : Number.MAX_SAFE_INTEGER;
}
