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
  visit_not_started:
    'La visite ne peut être validée qu’une fois commencé un créneau réservé par cet acquéreur sur ce bien',
  visit_already_started: 'Ce créneau a déjà commencé : la réservation ne peut plus être annulée',
  visit_not_booked: 'Vous n’êtes pas inscrit à ce créneau de visite',
  // E-mails of bookings.
  visit_booked_email_subject: 'Votre visite est réservée : {title}',
  visit_booked_email_heading: 'Visite réservée',
  visit_booked_email_intro:
    'Votre visite de « {title} » ({city}) est réservée le {date}, pour {duration} minutes.',
  visit_booked_email_kind_grouped:
    'Il s’agit d’une visite groupée : d’autres acquéreurs pourront être présents.',
  visit_booked_email_kind_individual: 'Il s’agit d’une visite individuelle, sur rendez-vous.',
  visit_booked_email_action: 'Voir mes visites',
  visit_booked_email_note:
    'Vous pouvez annuler cette réservation depuis votre espace jusqu’au début du créneau.',
  visit_booked_negotiator_email_subject: 'Visite réservée par {buyer} : {title}',
  visit_booked_negotiator_email_heading: 'Nouvelle visite réservée',
  visit_booked_negotiator_email_intro:
    '{buyer} ({email}, {phone}) a réservé le créneau du {date} ({duration} minutes) pour « {title} » (réf. {reference}).',
  visit_cancelled_negotiator_email_subject: 'Visite annulée par {buyer} : {title}',
  visit_cancelled_negotiator_email_heading: 'Réservation de visite annulée',
  visit_cancelled_negotiator_email_intro:
    '{buyer} ({email}, {phone}) a annulé sa réservation du créneau du {date} pour « {title} » (réf. {reference}).',
  visit_negotiator_email_action: 'Voir les visites du bien',
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
  visit_not_started:
    'The visit can be validated only once a slot this buyer booked on this property has started',
  visit_already_started: 'This slot has already started: the booking can no longer be cancelled',
  visit_not_booked: 'You are not booked on this visit slot',
  visit_booked_email_subject: 'Your visit is booked: {title}',
  visit_booked_email_heading: 'Visit booked',
  visit_booked_email_intro: 'Your visit of "{title}" ({city}) is booked on {date}, for {duration} minutes.',
  visit_booked_email_kind_grouped: 'This is a grouped visit: other buyers may attend.',
  visit_booked_email_kind_individual: 'This is an individual visit, by appointment.',
  visit_booked_email_action: 'See my visits',
  visit_booked_email_note: 'You can cancel this booking from your space until the slot starts.',
  visit_booked_negotiator_email_subject: 'Visit booked by {buyer}: {title}',
  visit_booked_negotiator_email_heading: 'New visit booked',
  visit_booked_negotiator_email_intro:
    '{buyer} ({email}, {phone}) booked the slot of {date} ({duration} minutes) for "{title}" (ref. {reference}).',
  visit_cancelled_negotiator_email_subject: 'Visit cancelled by {buyer}: {title}',
  visit_cancelled_negotiator_email_heading: 'Visit booking cancelled',
  visit_cancelled_negotiator_email_intro:
    '{buyer} ({email}, {phone}) cancelled their booking of the slot of {date} for "{title}" (ref. {reference}).',
  visit_negotiator_email_action: 'See the property’s visits',
};
