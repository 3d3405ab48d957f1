import '../../support/dom.js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { LoginPage } from '../../../microfrontends/accounts/src/login-screen.js';
import { fakeApi, location, refusal, renderAccounts, type FakeApi } from './render-accounts.js';

const renderPage = (search: string, api: FakeApi = fakeApi({})) =>
  renderAccounts(<LoginPage />, { path: `/compte-36h-immo.html${search}`, user: null, api });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('web: accounts — forgotten password (?mot-de-passe-oublie)', () => {
  it("is reached from the login form's 'Mot de passe oublié ?'", async () => {
    renderPage('');
    const link = screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' });
    expect(link.getAttribute('href')).to.equal('/compte-36h-immo.html?mot-de-passe-oublie');
    fireEvent.click(link);
    expect(await screen.findByTestId('forgotten-password-form')).to.exist;
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Mot de passe oublié');
  });

  it('checks the address, sends it, and answers the same whether an account exists or not', async () => {
    const api = fakeApi({ 'POST /api/mot-de-passe/oubli': { message: 'ok' } });
    renderPage('?mot-de-passe-oublie', api);
    type('Adresse email', 'camille@');
    expect(await screen.findByText("Format d'adresse email invalide")).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    await waitFor(() => expect(api.called).to.equal(false));
    type('Adresse email', ' Camille@Exemple.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    const sent = await screen.findByTestId('forgotten-password-sent');
    expect(api.firstCall.args).to.deep.equal([
      '/api/mot-de-passe/oubli',
      { method: 'POST', json: { email: 'camille@exemple.fr' } },
    ]);
    expect(sent.textContent).to.contain(
      'Si un compte existe pour camille@exemple.fr, vous allez recevoir un email',
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).to.equal(
      '/compte-36h-immo.html',
    );
  });

  it('says when the request could not be sent (too many attempts)', async () => {
    renderPage(
      '?mot-de-passe-oublie',
      fakeApi({ 'POST /api/mot-de-passe/oubli': refusal(429, 'too_many_requests') }),
    );
    type('Adresse email', 'camille@exemple.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect((await screen.findByRole('alert')).textContent).to.equal(
      'Trop de tentatives, veuillez réessayer plus tard',
    );
    expect(screen.queryByTestId('forgotten-password-sent')).to.equal(null);
  });
});

describe('web: accounts — the new password (?reinitialisation={token})', () => {
  const RESET = '?reinitialisation=tok-123';

  it("checks core's rule live, sends the token with the passwords, then shows the login form with a notice", async () => {
    const api = fakeApi({ 'POST /api/mot-de-passe/reinitialisation': { message: 'ok' } });
    renderPage(RESET, api);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Nouveau mot de passe');
    type('Mot de passe', 'court');
    expect(await screen.findByText(/^Le mot de passe doit contenir au moins 8 caractères/)).to.exist;
    type('Mot de passe', 'Nouveau-2026');
    type('Confirmation du mot de passe', 'Nouveau-2025');
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).to.exist;
    type('Confirmation du mot de passe', 'Nouveau-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByTestId('login-notice')).textContent).to.equal(
      'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    );
    expect(screen.getByTestId('login-form')).to.exist;
    expect(api.firstCall.args).to.deep.equal([
      '/api/mot-de-passe/reinitialisation',
      {
        method: 'POST',
        json: { token: 'tok-123', password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' },
      },
    ]);
    expect(location.current.search).to.equal('');
  });

  it('says a used or expired link is invalid and offers a new one', async () => {
    renderPage(
      RESET,
      fakeApi({
        'POST /api/mot-de-passe/reinitialisation': refusal(400, 'reset_link_invalid', {
          message: 'Ce lien de réinitialisation est invalide ou a expiré',
        }),
      }),
    );
    type('Mot de passe', 'Nouveau-2026');
    type('Confirmation du mot de passe', 'Nouveau-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    const invalid = await screen.findByTestId('reset-link-invalid');
    expect(invalid.textContent).to.contain('Ce lien de réinitialisation est invalide ou a expiré');
    const again = screen.getByRole('link', { name: 'Demander un nouveau lien' });
    expect(again.getAttribute('href')).to.equal('/compte-36h-immo.html?mot-de-passe-oublie');
    fireEvent.click(again);
    expect(await screen.findByTestId('forgotten-password-form')).to.exist;
  });

  it("puts the server's password refusal under the password", async () => {
    renderPage(
      RESET,
      fakeApi({
        'POST /api/mot-de-passe/reinitialisation': refusal(400, 'password_too_weak', {
          message: 'Mot de passe refusé par le serveur',
        }),
      }),
    );
    type('Mot de passe', 'Nouveau-2026');
    type('Confirmation du mot de passe', 'Nouveau-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    const message = await screen.findByText('Mot de passe refusé par le serveur');
    expect(message.classList.contains('accounts-field-error')).to.equal(true);
    expect(screen.getByLabelText('Mot de passe').getAttribute('aria-invalid')).to.equal('true');
  });
});

describe('web: accounts — a login refused for an unverified e-mail', () => {
  it('offers to send the verification e-mail again to the address typed', async () => {
    const api = fakeApi({
      'POST /api/login_check': refusal(403, 'email_not_verified'),
      'POST /api/verification-email/resend': {},
    });
    renderPage('', api);
    type('Adresse email', 'Camille@Exemple.fr');
    type('Mot de passe', 'Lilas-2026!');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).to.equal(
      'Vous devez vérifier votre email pour vous connecter',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer l’email de vérification' }));
    expect((await screen.findByRole('status')).textContent).to.equal(
      'Si un compte non vérifié existe pour Camille@Exemple.fr, un nouveau lien de vérification vient de lui être envoyé.',
    );
    expect(api.secondCall.args).to.deep.equal([
      '/api/verification-email/resend',
      { method: 'POST', json: { email: 'camille@exemple.fr' } },
    ]);
  });

  it('offers nothing of the kind for a wrong password', async () => {
    renderPage('', fakeApi({ 'POST /api/login_check': refusal(401, 'invalid_credentials') }));
    type('Adresse email', 'camille@exemple.fr');
    type('Mot de passe', 'faux');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-error');
    expect(screen.queryByTestId('resend-verification')).to.equal(null);
  });

  it('says when the e-mail could not be sent again', async () => {
    renderPage(
      '',
      fakeApi({
        'POST /api/login_check': refusal(403, 'email_not_verified'),
        'POST /api/verification-email/resend': refusal(0, 'network_error'),
      }),
    );
    type('Adresse email', 'camille@exemple.fr');
    type('Mot de passe', 'Lilas-2026!');
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Renvoyer l’email de vérification' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).to.include(
        'Le serveur ne répond pas. Vérifiez votre connexion internet et réessayez.',
      ),
    );
  });
});
