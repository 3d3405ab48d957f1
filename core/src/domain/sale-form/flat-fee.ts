// Flat fee (spec §4): with 'Oui' the first price is the net seller price plus the fee and cannot be
// typed; with 'Non' the first price is typed and the fee it implies is shown, as an amount and a percent.
import { formatDecimalFr } from '../../shared/format.js';
import type { Euros } from '../../shared/money.js';
import { parseWholeNumber } from './form-numbers.js';
import type { SaleFormValues } from './sale-form-values.js';

export const firstPriceWithFlatFee = (netSellerPrice: Euros, flatFee: Euros): Euros =>
  netSellerPrice + flatFee;

/**
 * The fee percent the form displays: (premier_prix − net) / net × 100 in French format with trailing
 * zeros dropped (250000 → 265000 gives '6', 200000 → 215000 gives '7,5'); null without a positive net price.
 */
export function feePercent(firstPrice: number, netSellerPrice: number): string | null {
  if (!Number.isFinite(firstPrice) || !Number.isFinite(netSellerPrice) || netSellerPrice <= 0) return null;
  return formatDecimalFr(((firstPrice - netSellerPrice) / netSellerPrice) * 100);
}

/** Whether premier_prix is computed (disabled) rather than typed. */
export const isFirstPriceComputed = (values: Pick<SaleFormValues, 'flat_price_answer'>): boolean =>
  values.flat_price_answer;

/** The first price recomputed after the net price or the fee changed, when the fee is flat. */
export function withFlatFeeApplied(values: SaleFormValues): SaleFormValues {
  if (!values.flat_price_answer) return values;
  const net = parseWholeNumber(values.premiere_offre_possible_nv);
  const fee = parseWholeNumber(values.flat_price);
  if (net === null || fee === null) return values;
  return { ...values, premier_prix: String(firstPriceWithFlatFee(net, fee)) };
}

/** Answering the flat-fee question: 'Oui' computes the first price at once, 'Non' frees it. */
export const chooseFlatFee = (values: SaleFormValues, answer: boolean): SaleFormValues =>
  withFlatFeeApplied({ ...values, flat_price_answer: answer });

/** The fee shown beside a typed first price ('Non'): amount and percent, or null while a price is missing. */
export function displayedFee(
  values: Pick<SaleFormValues, 'premier_prix' | 'premiere_offre_possible_nv'>,
): { amount: Euros; percent: string } | null {
  const firstPrice = parseWholeNumber(values.premier_prix);
  const net = parseWholeNumber(values.premiere_offre_possible_nv);
  if (firstPrice === null || net === null) return null;
  const percent = feePercent(firstPrice, net);
  return percent === null ? null : { amount: firstPrice - net, percent };
}
