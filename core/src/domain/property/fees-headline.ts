import { feePercent } from '../sale-form/flat-fee.js';
import type { Euros } from '../../shared/money.js';
import type { FeesPaidBy } from './property.js';

/**
 * The fee percent a price headline names when the buyer pays the fees (ALUR practice: 'honoraires
 * inclus, X % à la charge de l'acquéreur'), as the sale form computes it — of the net seller price,
 * French format; null when the seller pays them or there are none.
 */
export function buyerFeesPercent(sale: {
  firstPrice: Euros;
  fees: Euros | null;
  feesPaidBy: FeesPaidBy;
}): string | null {
  if (sale.feesPaidBy !== 'A' || sale.fees === null || sale.fees <= 0) return null;
  return feePercent(sale.firstPrice, sale.firstPrice - sale.fees);
}
