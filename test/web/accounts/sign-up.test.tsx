import '../../support/dom.js';
import { ACCOUNT_FIELD_MAX_LENGTH } from '@immo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { LoginPage } from '../../../microfrontends/accounts/src/login-screen.js';
import { deferred, fakeApi, refusal, renderAccounts, type FakeApi } from './render-accounts.js';

const SIGN_UP = '/compte-36h-immo.html?inscription';

const renderSignUp = (api: FakeApi = fakeApi({}), locale: 'fr' | 'en' = 'fr') =>
  renderAccounts(<LoginPage />, { path: SIGN_UP, user: null, api, locale });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('accounts-field-error'))?.textContent;
};

const GOOD = {
  Prénom: 'Camille',
  Nom: 'Martin',
  'Adresse email': '  Camille.Martin@Exemple.FR ',
  Téléphone: '06 12 34 56 78',
  Adresse: '12 rue des Lilas',
  'Code postal': '74000',
  Ville: 'Annecy',
  'Mot de passe': 'Lilas-2026!',
  'Confirmation du mot de passe': 'Lilas-2026!',
};

function fillGoodForm() {
  for (const [label, value] of Object.entries(GOOD)) type(label, value);
  fireEvent.click(screen.getByLabelText(/J’ai lu et j’accepte/));
}

/** Formik validates after a promise: the error shows a moment after the change. */
const expectError = (label: string, text: string | undefined) =>
  waitFor(() => expect(errorOf(label), label).to.equal(text));

const submit = () => fireEvent.click(screen.getByTestId('sign-up-submit'));

describe('web: accounts — the sign-up form (?inscription)', () => {
  it('has every field of spec §3.2, bounded by core, the country set to France', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Créer un compte');
    expect(document.title).to.equal('Créer un compte — Immo Enchères');
    const bounds: [string, number][] = [
      ['Prénom', ACCOUNT_FIELD_MAX_LENGTH.firstName],
      ['Nom', ACCOUNT_FIELD_MAX_LENGTH.lastName],
      ['Adresse email', ACCOUNT_FIELD_MAX_LENGTH.email],
      ['Téléphone', ACCOUNT_FIELD_MAX_LENGTH.phone],
      ['Adresse', ACCOUNT_FIELD_MAX_LENGTH.address],
      ['Code postal', ACCOUNT_FIELD_MAX_LENGTH.postcode],
      ['Ville', ACCOUNT_FIELD_MAX_LENGTH.city],
      ['Pays', ACCOUNT_FIELD_MAX_LENGTH.country],
      ['Mot de passe', ACCOUNT_FIELD_MAX_LENGTH.password],
      ['Confirmation du mot de passe', ACCOUNT_FIELD_MAX_LENGTH.password],
    ];
    for (const [label, max] of bounds) expect(field(label).maxLength, label).to.equal(max);
    expect(field('Pays').value).to.equal('France');
    expect(field('Mot de passe').type).to.equal('password');
    expect((screen.getByLabelText(/SMS/) as HTMLInputElement).checked).to.equal(false);
    const terms = screen.getByRole('link', { name: 'conditions générales d’utilisation' });
    expect(terms.getAttribute('href')).to.equal('/conditions-utilisation');
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).to.equal(null);
  });

  it("says what is wrong as soon as a field changes, with core's words", async () => {
    renderSignUp();
    type('Téléphone', '12 34');
    await expectError('Téléphone', 'Format téléphone invalide');
    type('Adresse email', 'camille@');
    await expectError('Adresse email', "Format d'adresse email invalide");
    type('Prénom', 'C4mille');
    await expectError(
      'Prénom',
      'Seuls les lettres, les espaces, les apostrophes, les points et les tirets sont acceptés',
    );
    type('Prénom', '');
    await expectError('Prénom', 'Champ obligatoire');
    type('Prénom', 'Camille');
    await expectError('Prénom', undefined);
    expect(field('Prénom').getAttribute('aria-invalid')).to.equal(null);
    type('Mot de passe', 'Lilas-2026!');
    type('Confirmation du mot de passe', 'Lilas-2027!');
    await expectError('Confirmation du mot de passe', 'Les mots de passe ne correspondent pas');
    expect(errorOf('Adresse')).to.equal(undefined);
  });

  it('ticks the password rule of spec §5.6 as it is typed, and shows or hides the password', async () => {
    renderSignUp();
    const rules = () =>
      within(screen.getByTestId('password-rules'))
        .getAllByRole('listitem')
        .map((item) => item.classList.contains('accounts-rule--met'));
    expect(rules()).to.deep.equal([false, false, false, false]);
    type('Mot de passe', 'lilas');
    expect(rules()).to.deep.equal([false, true, false, false]);
    await waitFor(() => expect(errorOf('Mot de passe')).to.contain('au moins 8 caractères'));
    type('Mot de passe', 'lilas2026');
    expect(rules()).to.deep.equal([true, true, true, false]);
    type('Mot de passe', 'lilas-2026');
    expect(rules()).to.deep.equal([true, true, true, true]);
    await expectError('Mot de passe', undefined);
    expect(screen.getByTestId('password-rules').textContent).to.contain('un caractère spécial');
    fireEvent.click(screen.getAllByRole('button', { name: 'Afficher le mot de passe' })[0]!);
    expect(field('Mot de passe').type).to.equal('text');
  });

  it('asks for every required field and the terms before sending anything', async () => {
    const api = fakeApi({});
    renderSignUp(api);
    submit();
    await waitFor(() => expect(errorOf('Prénom')).to.equal('Champ obligatoire'));
    expect(errorOf('Ville')).to.equal('Champ obligatoire');
    expect(screen.getByText("Vous devez accepter les conditions générales d'utilisation")).to.exist;
    expect(api.called).to.equal(false);
  });

  it('sends the form as core cleans it, then says to check the inbox, and sends the e-mail again', async () => {
    const api = fakeApi({
      'POST /api/inscription': { userId: 31 },
      'POST /api/verification-email/resend': { message: 'Un nouveau lien vous a été envoyé.' },
    });
    renderSignUp(api);
    fillGoodForm();
    fireEvent.click(screen.getByLabelText(/SMS/));
    submit();
    const done = await screen.findByTestId('sign-up-done');
    expect(api.firstCall.args).to.deep.equal([
      '/api/inscription',
      {
        method: 'POST',
        json: {
          firstName: 'Camille',
          lastName: 'Martin',
          phone: '+33612345678',
          email: 'camille.martin@exemple.fr',
          address: '12 rue des Lilas',
          postcode: '74000',
          city: 'Annecy',
          country: 'France',
          password: 'Lilas-2026!',
          passwordConfirmation: 'Lilas-2026!',
          smsConsent: true,
          termsAccepted: true,
        },
      },
    ]);
    expect(within(done).getByRole('heading', { level: 1 }).textContent).to.equal(
      'Vérifiez votre boîte de réception',
    );
    expect(done.textContent).to.contain('camille.martin@exemple.fr');
    expect(screen.queryByTestId('sign-up-form')).to.equal(null);

    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer l’email de vérification' }));
    expect((await screen.findByRole('status')).textContent).to.equal('Un nouveau lien vous a été envoyé.');
    expect(api.secondCall.args).to.deep.equal([
      '/api/verification-email/resend',
      { method: 'POST', json: { email: 'camille.martin@exemple.fr' } },
    ]);
  });

  it('puts an e-mail already used under the e-mail, until the e-mail changes', async () => {
    const api = fakeApi({
      'POST /api/inscription': refusal(409, 'email_already_used', {
        message: "L'adresse email est déjà utilisée",
        field: 'email',
      }),
    });
    renderSignUp(api);
    fillGoodForm();
    submit();
    await waitFor(() => expect(errorOf('Adresse email')).to.equal("L'adresse email est déjà utilisée"));
    expect(field('Adresse email').getAttribute('aria-invalid')).to.equal('true');
    expect(screen.queryByTestId('sign-up-error')).to.equal(null);
    expect(screen.queryByTestId('sign-up-done')).to.equal(null);
    type('Ville', 'Annecy-le-Vieux');
    await expectError('Ville', undefined);
    expect(errorOf('Adresse email')).to.equal("L'adresse email est déjà utilisée");
    type('Adresse email', 'camille.martin2@exemple.fr');
    await expectError('Adresse email', undefined);
  });

  it("puts the server's field errors of a refused form under their fields", async () => {
    const api = fakeApi({
      'POST /api/inscription': refusal(400, 'registration_invalid', {
        message: "Le formulaire d'inscription contient 2 erreur(s), merci de les corriger",
        fields: {
          phone: { code: 'phone_invalid', message: 'Format téléphone invalide' },
          city: { code: 'city_invalid', message: 'Ce nom de ville contient des caractères non acceptés' },
        },
      }),
    });
    renderSignUp(api);
    fillGoodForm();
    submit();
    await waitFor(() => expect(errorOf('Téléphone')).to.equal('Format téléphone invalide'));
    expect(errorOf('Ville')).to.equal('Ce nom de ville contient des caractères non acceptés');
  });

  it('says so when the server does not answer, and can be sent again', async () => {
    const attempt = deferred();
    let calls = 0;
    const api = fakeApi({
      'POST /api/inscription': () => (++calls === 1 ? refusal(0, 'network_error') : attempt.promise),
    });
    renderSignUp(api);
    fillGoodForm();
    submit();
    expect((await screen.findByTestId('sign-up-error')).textContent).to.equal(
      'Le serveur ne répond pas. Vérifiez votre connexion internet et réessayez.',
    );
    submit();
    await waitFor(() => expect(screen.getByTestId('sign-up-submit').textContent).to.equal('Chargement...'));
    expect(screen.queryByTestId('sign-up-error')).to.equal(null);
    attempt.resolve({ userId: 3 });
    expect(await screen.findByTestId('sign-up-done')).to.exist;
  });

  it('speaks English when asked', () => {
    renderSignUp(fakeApi({}), 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Create an account');
    expect(field('First name')).to.exist;
    expect(screen.getByTestId('sign-up-submit').textContent).to.equal('Create my account');
  });
});
