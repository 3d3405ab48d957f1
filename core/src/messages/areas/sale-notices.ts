// Messages of this area: the e-mails of an auction's life after the bids (issue 13) — the reminder an
// hour before the end, the end of the sale for each of its people, the seller's answer told to the
// bidder. French first, English with the same {placeholders}.
export const fr = {
  email_greeting_anonymous: 'Bonjour,',
  email_unsubscribe_ending_soon: 'Ne plus recevoir les rappels de fin de vente',
  email_unsubscribe_saved_search_alerts: 'Ne plus recevoir les alertes de recherche',
  sale_notice_action: 'Voir la vente',
  ending_soon_email_subject: 'Plus qu’une heure : {title}',
  ending_soon_email_heading: 'La vente se termine dans une heure',
  ending_soon_email_intro:
    'La vente de «\u00a0{title}\u00a0» à {city} se termine le {end}, sauf prolongation. Prix actuel\u00a0: {price}.',
  ending_soon_email_note: 'Vous recevez ce rappel parce que vous êtes inscrit sur ce bien.',
  sale_ended_email_subject: 'Vente terminée : {title}',
  sale_ended_email_heading: 'La vente est terminée',
  sale_ended_email_won_subject: 'Vous avez remporté la vente : {title}',
  sale_ended_email_won_heading: 'Vous avez remporté la vente',
  sale_ended_email_winner_accepted:
    'Le vendeur a accepté votre offre de {price} sur «\u00a0{title}\u00a0» à {city}\u00a0: la vente est conclue. Votre négociateur vous contacte pour la suite.',
  sale_ended_email_winner_awaiting:
    'La vente de «\u00a0{title}\u00a0» à {city} s’est terminée le {end}. Votre offre de {price} est la meilleure\u00a0: le vendeur doit maintenant l’accepter. Vous serez prévenu de sa réponse.',
  sale_ended_email_bidder:
    'La vente de «\u00a0{title}\u00a0» à {city} s’est terminée le {end} sur une offre de {price}. Votre offre n’a pas été retenue.',
  sale_ended_email_seller_awaiting:
    'La vente de «\u00a0{title}\u00a0» s’est terminée le {end}. La meilleure offre est de {price}\u00a0: acceptez-la ou refusez-la depuis votre espace vendeur.',
  sale_ended_email_seller_accepted: 'La vente de «\u00a0{title}\u00a0» est conclue à {price}.',
  sale_ended_email_seller_unsold:
    'La vente de «\u00a0{title}\u00a0» s’est terminée le {end}\u00a0: aucune offre n’a été acceptée.',
  sale_ended_email_seller_no_bids:
    'La vente de «\u00a0{title}\u00a0» s’est terminée le {end} sans aucune offre.',
  sale_ended_email_negotiator:
    'La vente de «\u00a0{title}\u00a0» (réf. {reference}) s’est terminée le {end}\u00a0: {outcome}. Enchères\u00a0: {count}.',
  sale_ended_email_action_winner: 'Voir mes offres',
  sale_ended_email_action_bidder: 'Voir la vente',
  sale_ended_email_action_seller: 'Voir mon espace vendeur',
  sale_ended_email_action_negotiator: 'Voir la vente',
  offer_accepted_email_subject: 'Votre offre est acceptée : {title}',
  offer_accepted_email_heading: 'Le vendeur a accepté votre offre',
  offer_accepted_email_intro:
    'Le vendeur de «\u00a0{title}\u00a0» à {city} a accepté votre offre de {amount} le {date}.',
  offer_accepted_email_follows: 'La vente est conclue. Votre négociateur vous contacte pour la suite.',
  offer_refused_email_subject: 'Votre offre n’a pas été retenue : {title}',
  offer_refused_email_heading: 'Le vendeur a refusé votre offre',
  offer_refused_email_intro:
    'Le vendeur de «\u00a0{title}\u00a0» à {city} a refusé votre offre de {amount} le {date}.',
  offer_refused_email_goes_on: 'La vente continue\u00a0: vous pouvez encore enchérir.',
  offer_refused_email_ended: 'La vente est terminée.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  email_greeting_anonymous: 'Hello,',
  email_unsubscribe_ending_soon: 'Stop the end-of-sale reminders',
  email_unsubscribe_saved_search_alerts: 'Stop the search alerts',
  sale_notice_action: 'See the sale',
  ending_soon_email_subject: 'One hour left: {title}',
  ending_soon_email_heading: 'The sale ends in one hour',
  ending_soon_email_intro:
    'The sale of “{title}” in {city} ends on {end}, unless extended. Current price: {price}.',
  ending_soon_email_note: 'You receive this reminder because you registered for this property.',
  sale_ended_email_subject: 'Sale ended: {title}',
  sale_ended_email_heading: 'The sale has ended',
  sale_ended_email_won_subject: 'You won the sale: {title}',
  sale_ended_email_won_heading: 'You won the sale',
  sale_ended_email_winner_accepted:
    'The seller accepted your offer of {price} on “{title}” in {city}: the sale is concluded. Your negotiator will contact you about what comes next.',
  sale_ended_email_winner_awaiting:
    'The sale of “{title}” in {city} ended on {end}. Your offer of {price} is the best one: the seller must now accept it. You will be told of the answer.',
  sale_ended_email_bidder:
    'The sale of “{title}” in {city} ended on {end} with an offer of {price}. Your offer was not the one retained.',
  sale_ended_email_seller_awaiting:
    'The sale of “{title}” ended on {end}. The best offer is {price}: accept or refuse it from your seller space.',
  sale_ended_email_seller_accepted: 'The sale of “{title}” is concluded at {price}.',
  sale_ended_email_seller_unsold: 'The sale of “{title}” ended on {end}: no offer was accepted.',
  sale_ended_email_seller_no_bids: 'The sale of “{title}” ended on {end} without any offer.',
  sale_ended_email_negotiator:
    'The sale of “{title}” (ref. {reference}) ended on {end}: {outcome}. Bids: {count}.',
  sale_ended_email_action_winner: 'See my offers',
  sale_ended_email_action_bidder: 'See the sale',
  sale_ended_email_action_seller: 'Open my seller space',
  sale_ended_email_action_negotiator: 'See the sale',
  offer_accepted_email_subject: 'Your offer is accepted: {title}',
  offer_accepted_email_heading: 'The seller accepted your offer',
  offer_accepted_email_intro: 'The seller of “{title}” in {city} accepted your offer of {amount} on {date}.',
  offer_accepted_email_follows:
    'The sale is concluded. Your negotiator will contact you about what comes next.',
  offer_refused_email_subject: 'Your offer was not retained: {title}',
  offer_refused_email_heading: 'The seller refused your offer',
  offer_refused_email_intro: 'The seller of “{title}” in {city} refused your offer of {amount} on {date}.',
  offer_refused_email_goes_on: 'The sale goes on: you may still bid.',
  offer_refused_email_ended: 'The sale has ended.',
};
