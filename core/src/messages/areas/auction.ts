// Messages of the auction: `fr` holds the spec's exact French text, `en` the English text.
// Texts marked (wording not in the spec) were written for this platform: the spec names the rule only.
export const fr = {
  // Bid errors (spec §5.3, §8).
  bid_below_minimum: "Votre prix est en dessous de l'enchère",
  /** The second check, after the history was refreshed, adds a full stop (spec §5.3). */
  bid_below_minimum_recheck: "Votre prix est en dessous de l'enchère.",
  bid_outbid:
    "Une offre supérieure à la vôtre vient d'être émise, merci de bien vouloir renouveler une nouvelle offre.",
  /** (wording not in the spec) */
  bid_not_on_step: "Votre offre doit dépasser l'enchère du palier ({step}) ou d'un multiple du palier",
  bid_failed: "Une erreur s'est produite. Veuillez actualiser la page et réessayer.",
  /** (wording not in the spec) */
  negotiator_cannot_bid: 'Les négociateurs ne peuvent pas enchérir',
  /** (wording not in the spec) */
  bid_account_not_verified: 'Votre compte doit être vérifié pour enchérir',
  /** (wording not in the spec) */
  bid_not_allowed: "Vous n'êtes pas autorisé à enchérir",
  /** (wording not in the spec) */
  bid_registration_required: 'Veuillez vous inscrire à ce bien pour enchérir.',
  /** (wording not in the spec) */
  bid_visit_required: 'Vous devez avoir visité ce bien pour enchérir',
  // Property page panels and the bid flow (spec §2.2, §4).
  auction_not_open: "La salle des ventes n'est pas encore ouverte pour ce bien",
  auction_ends_in: 'Fin de la vente dans',
  auction_sale_in_progress: 'Vente en cours',
  auction_ends_on_acceptance: "Fin de vente dès l'acceptation de l'offre par le vendeur",
  auction_ended: 'Enchère terminée',
  sale_ended: 'Vente terminée',
  auction_two_minutes_left: "L'enchère se termine dans 2 minutes",
  /** (wording not in the spec) */
  auction_advice: 'Conseil : placez votre enchère au plus tard {seconds} secondes avant la fin de la vente',
  bid_button: 'Enchérir',
  bid_in_progress: 'Transaction en cours',
  bid_placed: 'Enchère passée!',
  // Bid history (spec §6).
  bid_history_me: 'Moi',
  bid_history_buyer: 'Acquéreur {id}',
} as const;

export const en: Record<keyof typeof fr, string> = {
  bid_below_minimum: 'Your price is below the current bid',
  bid_below_minimum_recheck: 'Your price is below the current bid.',
  bid_outbid: 'A higher offer than yours has just been made, please place a new offer.',
  bid_not_on_step: 'Your offer must exceed the current bid by the step ({step}) or a multiple of it',
  bid_failed: 'An error occurred. Please refresh the page and try again.',
  negotiator_cannot_bid: 'Negotiators may not bid',
  bid_account_not_verified: 'Your account must be verified before you can bid',
  bid_not_allowed: 'You are not allowed to bid',
  bid_registration_required: 'Please register for this property to bid.',
  bid_visit_required: 'You must have visited this property to bid',
  auction_not_open: 'The sale room is not open yet for this property',
  auction_ends_in: 'Sale ends in',
  auction_sale_in_progress: 'Sale in progress',
  auction_ends_on_acceptance: 'The sale ends as soon as the seller accepts an offer',
  auction_ended: 'Auction over',
  sale_ended: 'Sale over',
  auction_two_minutes_left: 'The auction ends in 2 minutes',
  auction_advice: 'Tip: place your bid at least {seconds} seconds before the end of the sale',
  bid_button: 'Bid',
  bid_in_progress: 'Transaction in progress',
  bid_placed: 'Bid placed!',
  bid_history_me: 'Me',
  bid_history_buyer: 'Buyer {id}',
};
