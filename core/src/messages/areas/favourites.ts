// Messages of this area: `fr` holds the spec's exact French text, `en` the English text.
export const fr = {
  favourite_login_required: 'Vous devez être connecté pour mettre un bien en favoris',
  favourite_added: 'Le bien a été ajouté à vos favoris',
  favourite_removed: 'Le bien a été retiré de vos favoris',
  // The login modal shown to anonymous visitors who press the heart (spec §2.2).
  favourite_modal_title: 'Pour sauvegarder cette annonce',
  favourite_modal_text: 'Veuillez créer un compte ou vous connecter',
  favourite_modal_login: 'Se connecter',
  favourite_modal_register: 'Créer un compte',
  // The heart's accessible name, by what a press would do.
  favourite_add: 'Ajouter aux favoris',
  favourite_remove: 'Retirer des favoris',
} as const;

export const en: Record<keyof typeof fr, string> = {
  favourite_login_required: 'You must be logged in to add a property to your favourites',
  favourite_added: 'The property has been added to your favourites',
  favourite_removed: 'The property has been removed from your favourites',
  favourite_modal_title: 'To save this listing',
  favourite_modal_text: 'Please create an account or log in',
  favourite_modal_login: 'Log in',
  favourite_modal_register: 'Create an account',
  favourite_add: 'Add to favourites',
  favourite_remove: 'Remove from favourites',
};
