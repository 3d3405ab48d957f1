// Messages of interest registration ('Ce bien m'intéresse'): `fr` holds the spec's exact French
// text, `en` the English text. Texts marked (wording not in the spec) were written for this platform.
export const fr = {
  interest_own_property: 'Vous ne pouvez pas vous inscrire à la vente de votre propre bien',
  interest_register_button: "Ce bien m'intéresse",
  interest_confirm: 'Êtes-vous sûr ? Vous serez redirigé vers votre espace utilisateur',
  /** (wording not in the spec) */
  interest_sale_ended: "La vente de ce bien est terminée, l'inscription n'est plus possible",
  // The buyer's interest values (spec §3.2). (wording not in the spec)
  interest_interested: 'Intéressé',
  interest_not_interested: 'Pas intéressé',
  interest_undecided: 'Indécis',
  interest_no_comment: 'Sans avis',
  /** (wording not in the spec) */
  interest_confirm_title: 'Inscription à la vente',
  interest_confirm_button: 'Continuer',
  interest_cancel_button: 'Rester sur cette page',
  interest_hint:
    'Inscrivez-vous à cette vente pour consulter les documents réservés et enchérir après votre visite.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  interest_own_property: 'You cannot register for the sale of your own property',
  interest_register_button: 'I am interested in this property',
  interest_confirm: 'Are you sure? You will be taken to your user space',
  interest_sale_ended: 'The sale of this property is over, registering is no longer possible',
  interest_interested: 'Interested',
  interest_not_interested: 'Not interested',
  interest_undecided: 'Undecided',
  interest_no_comment: 'No comment',
  interest_confirm_title: 'Registering for the sale',
  interest_confirm_button: 'Continue',
  interest_cancel_button: 'Stay on this page',
  interest_hint: 'Register for this sale to read the restricted documents and bid after your visit.',
};
