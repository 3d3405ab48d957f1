// Messages of the sale form and the sales use cases: `fr` holds the spec's exact French text (§5.1, §8),
// `en` the English text. Texts the spec does not show (marked "ours") are written in the same voice.
export const fr = {
  /** The spec spells this one with a capital O for type, description_quartier and descriptif_annonce. */
  field_required_capitalised: 'Champ Obligatoire',
  sale_max_length_exclaimed: '{max} caractères maximum !',
  sale_max_length: '{max} caractères maximum',
  sale_dates_both_required: 'Veillez à renseigner les 2 zones concernant les dates',
  sale_start_not_before_end: 'La date de début doit être avant celle de fin',
  sale_start_far_ahead: 'La date de début des offres dépasse de 6 mois la date actuelle',
  sale_whole_number_only: 'Nombre entier uniquement',
  sale_price_not_above_net: 'Le prix doit être supérieur au prix net vendeur',
  sale_dot_decimal_only: 'Merci de saisir un "." à la place de la virgule ',
  sale_choose_value: 'Merci de choisir une valeur',
  sale_vendor_email_invalid: "Cette adresse email n'est pas valide",
  sale_coordinates_invalid: 'Coordonnées gps invalides, cliquer pour les mettre à jour',
  sale_address_no_result: 'Aucun résultat',
  commune_not_found: "Une erreur s'est produite, cette commune n'existe pas",
  sale_reference_exists: 'La référence existe déjà',
  sale_save_failed_title: 'Erreur',
  sale_save_failed: "Une erreur s'est produite lors de la sauvegarde. Veuillez réessayer.",
  // ours
  sale_date_invalid: "Cette date n'est pas valide",
  sale_amount_not_positive: 'Le montant doit être supérieur à 0',
  sale_first_price_not_flat:
    'Le prix doit être égal au prix net vendeur augmenté des honoraires forfaitaires',
  sale_video_link_unsupported:
    'Seules les vidéos YouTube standard sont acceptées (pas de shorts), par exemple https://www.youtube.com/watch?v=…',
  sale_energy_class_invalid: 'Une seule lettre, de A à G',
  sale_sub_nature_invalid: 'Cette sous-nature ne correspond pas au type de bien',
  sale_third_party_not_found: "Ce notaire associé n'existe pas",
  sale_form_invalid: 'Le formulaire contient {count} erreur(s), merci de les corriger',
  sale_has_bids:
    "Des offres ont déjà été faites : la date de début, le premier prix et le pas d'enchère ne peuvent plus changer",
  sale_end_locked: 'La vente a commencé : la date de fin ne peut plus changer',
} as const;

export const en: Record<keyof typeof fr, string> = {
  field_required_capitalised: 'Required field',
  sale_max_length_exclaimed: '{max} characters maximum!',
  sale_max_length: '{max} characters maximum',
  sale_dates_both_required: 'Please fill in both date fields',
  sale_start_not_before_end: 'The start date must be before the end date',
  sale_start_far_ahead: 'The offers start date is more than 6 months from today',
  sale_whole_number_only: 'Whole numbers only',
  sale_price_not_above_net: 'The price must be higher than the net seller price',
  sale_dot_decimal_only: 'Please type a "." instead of the comma ',
  sale_choose_value: 'Please choose a value',
  sale_vendor_email_invalid: 'This email address is not valid',
  sale_coordinates_invalid: 'Invalid GPS coordinates, click to update them',
  sale_address_no_result: 'No result',
  commune_not_found: 'An error occurred, this municipality does not exist',
  sale_reference_exists: 'This reference already exists',
  sale_save_failed_title: 'Error',
  sale_save_failed: 'An error occurred while saving. Please try again.',
  sale_date_invalid: 'This date is not valid',
  sale_amount_not_positive: 'The amount must be greater than 0',
  sale_first_price_not_flat: 'The price must equal the net seller price plus the flat fee',
  sale_video_link_unsupported:
    'Only standard YouTube videos are accepted (no Shorts), for example https://www.youtube.com/watch?v=…',
  sale_energy_class_invalid: 'One letter, from A to G',
  sale_sub_nature_invalid: 'This sub-type does not match the property type',
  sale_third_party_not_found: 'This associated notary does not exist',
  sale_form_invalid: 'The form contains {count} error(s), please correct them',
  sale_has_bids:
    'Offers have already been made: the start date, first price and bid step can no longer change',
  sale_end_locked: 'The sale has started: the end date can no longer change',
};
