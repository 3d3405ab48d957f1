// Messages of the seller's answer to offers: `fr` holds the French text, `en` the English text.
// The spec shows the accept/refuse labels only: every text here is (wording not in the spec).
export const fr = {
  offer_accept: 'Accepter',
  offer_refuse: 'Refuser',
  offer_accepted: 'Offre acceptée',
  offer_refused: 'Offre refusée',
  offer_pending: 'En attente de réponse',
  offer_not_highest: 'Seule la meilleure offre peut être acceptée',
  offer_already_answered: 'Une réponse a déjà été donnée à cette offre',
  offer_sale_closed: 'Une offre a déjà été acceptée pour cette vente',
} as const;

export const en: Record<keyof typeof fr, string> = {
  offer_accept: 'Accept',
  offer_refuse: 'Refuse',
  offer_accepted: 'Offer accepted',
  offer_refused: 'Offer refused',
  offer_pending: 'Awaiting an answer',
  offer_not_highest: 'Only the highest offer can be accepted',
  offer_already_answered: 'This offer has already been answered',
  offer_sale_closed: 'An offer has already been accepted for this sale',
};
