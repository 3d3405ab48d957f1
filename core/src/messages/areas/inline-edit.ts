// Messages of this area: `fr` holds the spec's exact French text, `en` the English text.
export const fr = {
  /** The spec's text, English in the original French interface too. */
  inline_invalid_date: 'Given date is not a valid date',
  inline_invalid_number: 'Veuillez saisir un nombre',
  inline_invalid_integer: 'Veuillez saisir un nombre entier',
  inline_number_out_of_range: 'La valeur doit être comprise entre {min} et {max}',
  inline_text_too_long: '{max} caractères maximum',
  inline_field_not_editable: 'Le champ {property} de {entity} ne peut pas être modifié',
  // ours: PUT /api/{entity}/{id} carries one property, the /api/qb table routes their whitelist.
  inline_single_property_required: 'La modification doit porter sur exactement un champ',
  qb_table_not_allowed: "La table {table} n'est pas accessible",
  qb_column_not_allowed: "La colonne {column} de la table {table} n'est pas accessible",
} as const;

export const en: Record<keyof typeof fr, string> = {
  inline_invalid_date: 'The given date is not a valid date',
  inline_invalid_number: 'Please enter a number',
  inline_invalid_integer: 'Please enter a whole number',
  inline_number_out_of_range: 'The value must be between {min} and {max}',
  inline_text_too_long: '{max} characters maximum',
  inline_field_not_editable: 'The field {property} of {entity} cannot be edited',
  inline_single_property_required: 'The change must concern exactly one field',
  qb_table_not_allowed: 'The table {table} is not accessible',
  qb_column_not_allowed: 'The column {column} of the table {table} is not accessible',
};
