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
};
