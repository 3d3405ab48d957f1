import { formatEuros, saleOutcomeCode, translate, type Locale, type SaleOutcome } from '@immo/core';

/** A sale's outcome on the wire: its kind, the price it is about (when any) and its translated label. */
export const outcomeJson = (outcome: SaleOutcome, locale: Locale) => {
  const price = 'price' in outcome ? outcome.price : null;
  return {
    kind: outcome.kind,
    price,
    label: translate(
      saleOutcomeCode(outcome.kind),
      locale,
      price === null ? {} : { price: formatEuros(price) },
    ),
  };
};

export const OUTCOME_TEXT =
  "{ kind ('upcoming'|'open'|'accepted'|'awaiting_seller'|'unsold'|'no_bids'), price | null, label }";
