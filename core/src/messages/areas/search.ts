// Messages of this area: `fr` holds the spec's exact French text, `en` the English text.
export const fr = {
  budget_min_exceeds_max: 'Le budget minimum dépasse le budget maximum',
  budget_max_reached: 'Le budget maximum a été atteint',
  budget_max_change_required: 'Modifier le montant du budget maximum',
  budget_not_numeric: 'Le budget doit être un nombre entier de {maxDigits} chiffres au plus',
  radius_out_of_range:
    'Le rayon de recherche doit être compris entre {min} et {max} km, par pas de {step} km',
  search_area_min_exceeds_max: 'La surface minimale dépasse la surface maximale',
  address_lookup_too_short: 'Saisissez au moins deux caractères',
  address_lookup_empty: 'Veuillez saisir une adresse',
  address_lookup_no_match: 'Aucune adresse ne correspond à votre saisie',
  saved_search_name_too_long: 'Le nom de la recherche ne doit pas dépasser {max} caractères',
  saved_search_alert_subject: 'De nouvelles ventes pour vos recherches',
  saved_search_alert_heading: 'De nouvelles ventes correspondent à vos recherches',
  saved_search_alert_intro:
    'Voici les ventes apparues depuis notre dernier message qui correspondent à vos recherches enregistrées\u00a0:',
  saved_search_alert_search: 'Recherche «\u00a0{name}\u00a0»\u00a0:',
  saved_search_alert_sale: '• {title} — {city} ({postcode}) — {price} honoraires inclus\u00a0: {url}',
  saved_search_alert_action: 'Gérer mes recherches',
  saved_search_alert_note:
    'Vous recevez ce message car l’alerte e-mail de ces recherches est activée. Vous pouvez la désactiver dans votre espace, rubrique Mes recherches.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  budget_min_exceeds_max: 'The minimum budget exceeds the maximum budget',
  budget_max_reached: 'The maximum budget has been reached',
  budget_max_change_required: 'Change the maximum budget amount',
  budget_not_numeric: 'The budget must be a whole number of at most {maxDigits} digits',
  radius_out_of_range: 'The search radius must be between {min} and {max} km, in steps of {step} km',
  search_area_min_exceeds_max: 'The minimum area exceeds the maximum area',
  address_lookup_too_short: 'Type at least two characters',
  address_lookup_empty: 'Please enter an address',
  address_lookup_no_match: 'No address matches what you typed',
  saved_search_name_too_long: 'The search name must not exceed {max} characters',
  saved_search_alert_subject: 'New sales for your searches',
  saved_search_alert_heading: 'New sales match your searches',
  saved_search_alert_intro:
    'Here are the sales that appeared since our last message and match your saved searches:',
  saved_search_alert_search: 'Search “{name}”:',
  saved_search_alert_sale: '• {title} — {city} ({postcode}) — {price} fees included: {url}',
  saved_search_alert_action: 'Manage my searches',
  saved_search_alert_note:
    'You receive this message because the e-mail alert of these searches is on. You can turn it off in your space, under My searches.',
};
