// Messages of this area: `fr` holds the spec's exact French text, `en` the English text.
export const fr = {
  visit_date_invalid: "La date n'est pas valide, le format doit être Y-m-d H:i:s",
  visit_start_before_today: 'La date de début est antérieur à la date du jour',
  visit_duration_out_of_range:
    "La durée d'un créneau de visite doit être comprise entre {min} et {max} minutes",
  visit_duration_not_a_choice:
    "La durée d'un créneau de visite doit être l'une des valeurs suivantes : {choices} minutes",
  visit_registration_required: 'Veuillez vous inscrire à ce bien pour réserver une visite',
  visit_user_not_buyer: "Cet utilisateur n'est pas inscrit comme acquéreur sur ce bien",
  visit_full: 'Ce créneau de visite est complet',
  visit_in_past: 'Ce créneau de visite est déjà passé',
  visit_already_booked: 'Vous êtes déjà inscrit à ce créneau de visite',
  visit_user_already_attending: 'Cet acquéreur est déjà inscrit à ce créneau de visite',
  visit_user_not_attending: "Cet acquéreur n'est pas inscrit à ce créneau de visite",
  visit_range_inverted: 'La date de fin est antérieure à la date de début',
  visit_capacity_below_attendees:
    "La capacité du créneau ne peut pas être inférieure au nombre d'inscrits ({count})",
} as const;

export const en: Record<keyof typeof fr, string> = {
  visit_date_invalid: 'The date is not valid, the format must be Y-m-d H:i:s',
  visit_start_before_today: 'The start date is before today',
  visit_duration_out_of_range: 'A visit slot must last between {min} and {max} minutes',
  visit_duration_not_a_choice: 'A visit slot must last one of these values: {choices} minutes',
  visit_registration_required: 'Please register for this property to book a visit',
  visit_user_not_buyer: 'This user is not registered as a buyer of this property',
  visit_full: 'This visit slot is full',
  visit_in_past: 'This visit slot has already passed',
  visit_already_booked: 'You have already booked this visit slot',
  visit_user_already_attending: 'This buyer is already booked on this visit slot',
  visit_user_not_attending: 'This buyer is not booked on this visit slot',
  visit_range_inverted: 'The end date is before the start date',
  visit_capacity_below_attendees:
    'The slot capacity cannot be lower than the number of booked buyers ({count})',
};
