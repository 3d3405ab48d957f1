import { expect } from 'chai';
import { translate } from '../../../core/src/messages/translate.js';

describe('account and favourite messages (spec §2.2, §8)', () => {
  it('carries the catalogue texts of the spec, word for word', () => {
    expect(translate('email_not_verified')).to.equal('Vous devez vérifier votre email pour vous connecter');
    expect(translate('email_already_used')).to.equal("L'adresse email est déjà utilisée");
    expect(translate('email_unknown')).to.equal('Adresse email inconnue');
    expect(translate('password_mismatch')).to.equal('Les mots de passe ne correspondent pas');
    expect(translate('phone_invalid')).to.equal('Format téléphone invalide');
    expect(translate('password_incorrect')).to.equal('Mot de passe incorrect');
    expect(translate('invalid_credentials')).to.equal('Identifiants incorrects');
    expect(translate('customer_reference_taken')).to.equal('La référence client existe déjà');
  });

  it('carries the favourites texts and the login modal of the heart', () => {
    expect(translate('favourite_login_required')).to.equal(
      'Vous devez être connecté pour mettre un bien en favoris',
    );
    expect(translate('favourite_modal_title')).to.equal('Pour sauvegarder cette annonce');
    expect(translate('favourite_modal_text')).to.equal('Veuillez créer un compte ou vous connecter');
    expect(translate('favourite_modal_login')).to.equal('Se connecter');
    expect(translate('favourite_modal_register')).to.equal('Créer un compte');
  });

  it('fills the password minimum in both locales', () => {
    expect(translate('password_too_weak', 'fr', { min: 8 })).to.contain('au moins 8 caractères');
    expect(translate('password_too_weak', 'en', { min: 8 })).to.contain('at least 8 characters');
  });
});
