import { expect } from 'chai';
import { saveErrorText, saveFailureDialog } from '../../../core/src/domain/sale-form/save-errors.js';

describe('save errors', () => {
  it("translates 'commune_not_found'", () => {
    expect(saveErrorText('commune_not_found')).to.equal(
      "Une erreur s'est produite, cette commune n'existe pas",
    );
    expect(saveErrorText('commune_not_found', 'en')).to.equal(
      'An error occurred, this municipality does not exist',
    );
  });
  it("translates 'session_expiree'", () => {
    expect(saveErrorText('session_expiree')).to.equal(
      'Votre session est peut être expirée, veuillez vous reconnecter',
    );
  });
  it('shows any other string as is', () => {
    expect(saveErrorText('La référence existe déjà')).to.equal('La référence existe déjà');
    expect(saveErrorText('not_found')).to.equal('not_found');
  });
  it('opens the Erreur dialog on a network failure', () => {
    expect(saveFailureDialog()).to.deep.equal({
      title: 'Erreur',
      message: "Une erreur s'est produite lors de la sauvegarde. Veuillez réessayer.",
    });
  });
});
