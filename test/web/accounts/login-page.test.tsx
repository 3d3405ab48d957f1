import '../../support/dom.js';
import { ApiError, apiRequest, onUnauthorized, selectSession, type Me } from '@immo/kit';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import { LoginPage } from '../../../microfrontends/accounts/src/login-screen.js';
import { BUYER, renderAccounts } from './render-accounts.js';
const NEGOTIATOR: Me = {
  ...BUYER,
  id: 4,
  email: 'negociateur@demo.immo',
  firstName: 'Julien',
  lastName: 'Bernard',
  roles: ['ROLE_USER', 'ROLE_NEGOCIATEUR'],
};

type Answer = () => Promise<unknown>;
type FakeApi = sinon.SinonSpy<Parameters<typeof apiRequest>, Promise<unknown>>;

/** The API as the page sees it: one answer per path, anything else is a test failure. */
function fakeApi(answers: Record<string, Answer>): FakeApi {
  return sinon.spy(async (path: string) => {
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer();
  });
}

const refuse = (status: number, code: string) => () => Promise.reject(new ApiError(status, code, ''));
const answer = (value: unknown) => () => Promise.resolve(value);

function renderPage(
  options: { search?: string; user?: Me | null; api?: FakeApi; locale?: 'fr' | 'en'; real?: boolean } = {},
) {
  return renderAccounts(<LoginPage />, {
    path: `/compte-36h-immo.html${options.search ?? ''}`,
    user: options.user ?? null,
    api: options.real ? null : ((options.api ?? fakeApi({})) as never),
    ...(options.locale ? { locale: options.locale } : {}),
  });
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByTestId('login-email'), { target: { name: 'email', value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { name: 'password', value: password } });
}

const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

const loginSucceeds = (user: Me) =>
  fakeApi({ '/api/login_check': answer({ token: 'jwt' }), '/api/me': answer(user) });

describe('web: accounts — the login page', () => {
  afterEach(() => {
    cleanup();
    sinon.restore();
  });

  describe('validation', () => {
    it('asks for both fields before sending anything', async () => {
      const { api } = renderPage();
      submit();
      const required = await screen.findAllByText('Champ obligatoire');
      expect(required).to.have.length(2);
      expect(screen.getByTestId('login-email').getAttribute('aria-invalid')).to.equal('true');
      expect(api.called).to.equal(false);
    });

    it("refuses an e-mail that is not one, with the catalogue's words", async () => {
      const { api } = renderPage();
      fillIn('acheteur@demo', 'Demo-2026!');
      submit();
      expect(await screen.findByText("Format d'adresse email invalide")).to.exist;
      expect(screen.queryByText('Champ obligatoire')).to.equal(null);
      expect(api.called).to.equal(false);
    });

    it('shows and hides the password', () => {
      renderPage();
      const password = screen.getByTestId('login-password');
      expect(password.getAttribute('type')).to.equal('password');
      fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
      expect(password.getAttribute('type')).to.equal('text');
      fireEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
      expect(password.getAttribute('type')).to.equal('password');
    });
  });

  describe('errors of the server (spec §8)', () => {
    const cases: [string, () => Promise<unknown>, string][] = [
      ['401', refuse(401, 'invalid_credentials'), 'Identifiants incorrects'],
      ['403', refuse(403, 'email_not_verified'), 'Vous devez vérifier votre email pour vous connecter'],
      ['429', refuse(429, 'too_many_requests'), 'Trop de tentatives, veuillez réessayer plus tard'],
      [
        'a network failure',
        refuse(0, 'network_error'),
        'Le serveur ne répond pas. Vérifiez votre connexion internet et réessayez.',
      ],
    ];
    for (const [name, failure, text] of cases) {
      it(`shows ${name} as '${text}' in an error notice`, async () => {
        const { api, navigate, store } = renderPage({ api: fakeApi({ '/api/login_check': failure }) });
        fillIn('acheteur@demo.immo', 'wrong');
        submit();
        const notice = await screen.findByTestId('login-error');
        expect(notice.textContent).to.equal(text);
        expect(notice.getAttribute('role')).to.equal('alert');
        expect(notice.classList.contains('kit-notice--error')).to.equal(true);
        expect(api.calledOnce).to.equal(true);
        expect(navigate.called).to.equal(false);
        expect(selectSession(store.getState()).status).to.equal('anonymous');
        await waitFor(() =>
          expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).to.equal(false),
        );
      });
    }

    it('clears the error when the next attempt starts', async () => {
      let attempts = 0;
      const api = fakeApi({
        '/api/login_check': () =>
          ++attempts === 1 ? refuse(401, 'invalid_credentials')() : new Promise(() => {}),
      });
      renderPage({ api });
      fillIn('acheteur@demo.immo', 'wrong');
      submit();
      await screen.findByTestId('login-error');
      submit();
      await waitFor(() => expect(screen.queryByTestId('login-error')).to.equal(null));
    });
  });

  it("says 'Chargement...' and cannot be sent twice while the login is on its way", async () => {
    let finish: (value: unknown) => void = () => {};
    const api = fakeApi({
      '/api/login_check': () => new Promise((resolve) => (finish = resolve)),
      '/api/me': answer(BUYER),
    });
    const { navigate } = renderPage({ api });
    fillIn('acheteur@demo.immo', 'Demo-2026!');
    submit();
    const button = screen.getByTestId('login-submit') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).to.equal('Chargement...'));
    expect(button.disabled).to.equal(true);
    fireEvent.click(button);
    expect(api.callCount).to.equal(1);
    finish({ token: 'jwt' });
    await waitFor(() => expect(navigate.calledOnce).to.equal(true));
  });

  describe('after a successful login', () => {
    it('posts the credentials, loads /api/me into the shared store', async () => {
      const { api, store } = renderPage({ api: loginSucceeds(BUYER) });
      fillIn('  Acheteur@Demo.immo ', 'Demo-2026!');
      submit();
      await waitFor(() => expect(selectSession(store.getState()).status).to.equal('authenticated'));
      expect(api.firstCall.args).to.deep.equal([
        '/api/login_check',
        {
          method: 'POST',
          json: { username: 'acheteur@demo.immo', password: 'Demo-2026!' },
          expectUnauthorized: true,
        },
      ]);
      expect(api.secondCall.args[0]).to.equal('/api/me');
      expect(selectSession(store.getState()).user).to.deep.equal(BUYER);
    });

    const returns: [string, string, Me, string][] = [
      ['a live auction (focusedBien)', '?focusedBien=12', BUYER, '/bien/12'],
      ['the interest registration (bienVente)', '?bienVente=7', BUYER, '/bien/7#inscription-vente'],
      ['a restricted document (documentBien)', '?documentBien=3', BUYER, '/bien/3#documents'],
      ['nowhere in particular', '', BUYER, '/mon-espace'],
      ['nowhere in particular, as a negotiator', '', NEGOTIATOR, '/espace-negociateur'],
      ['a live auction, as a negotiator', '?focusedBien=12', NEGOTIATOR, '/bien/12'],
      ['a tampered query', '?focusedBien=https://evil.example', BUYER, '/mon-espace'],
    ];
    for (const [from, search, user, path] of returns) {
      it(`goes back to ${path} when sent from ${from}`, async () => {
        const { navigate } = renderPage({ search, api: loginSucceeds(user) });
        fillIn(user.email, 'Demo-2026!');
        submit();
        await waitFor(() => expect(navigate.calledOnce).to.equal(true));
        expect(navigate.firstCall.args).to.deep.equal([path]);
      });
    }
  });

  describe('notices of the page', () => {
    it('tells why the login is asked when a property sent the user', () => {
      renderPage({ search: '?documentBien=3' });
      expect(screen.getByTestId('login-reason').textContent).to.equal(
        'Connectez-vous pour télécharger les documents de ce bien.',
      );
    });

    it('confirms the verified e-mail, or says the link is invalid', () => {
      renderPage({ search: '?verification=ok' });
      expect(screen.getByTestId('login-verification').textContent).to.equal(
        'Votre adresse email est vérifiée, vous pouvez vous connecter',
      );
      cleanup();
      renderPage({ search: '?verification=invalid' });
      const notice = screen.getByTestId('login-verification');
      expect(notice.textContent).to.equal('Ce lien de vérification est invalide ou a expiré');
      expect(notice.classList.contains('kit-notice--error')).to.equal(true);
    });

    it('explains who needs an account and links to the sign-up form', async () => {
      renderPage();
      expect(screen.getByText(/^signer une demande d’agrément/)).to.exist;
      expect(screen.getByText('La participation est gratuite.')).to.exist;
      const link = screen.getByRole('link', { name: 'Créer un compte' });
      expect(link.getAttribute('href')).to.equal('/compte-36h-immo.html?inscription');
      fireEvent.click(link);
      expect(await screen.findByTestId('sign-up-form')).to.exist;
      expect(screen.queryByTestId('login-form')).to.equal(null);
      expect(screen.queryByText(/très prochainement/)).to.equal(null);
      expect(screen.queryByRole('link', { name: 'Créer un compte' })).to.equal(null);
    });

    it('speaks English when asked', () => {
      renderPage({ locale: 'en' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Log in');
      expect(screen.getByText('Email address')).to.exist;
      expect(screen.getByTestId('login-submit').textContent).to.equal('Log in');
    });
  });

  describe('when already logged in', () => {
    it('shows who is logged in and where to go on, instead of the form', () => {
      renderPage({ user: BUYER, search: '?focusedBien=12' });
      expect(screen.queryByTestId('login-form')).to.equal(null);
      expect(screen.getByText('Connecté en tant que Camille Martin')).to.exist;
      expect(screen.getByRole('link', { name: 'Retourner au bien' }).getAttribute('href')).to.equal(
        '/bien/12',
      );
      expect(screen.queryByRole('link', { name: 'Créer un compte' })).to.equal(null);
      expect(screen.getByRole('heading', { level: 2 }).textContent).to.equal('Avant d’enchérir');
    });

    it('leads a negotiator to the negotiator space', () => {
      renderPage({ user: NEGOTIATOR });
      expect(
        screen.getByRole('link', { name: 'Accéder à l’espace négociateur' }).getAttribute('href'),
      ).to.equal('/espace-negociateur');
    });

    it('logs out: POST /logout, the store forgets the user, the form comes back', async () => {
      const api = fakeApi({ '/logout': answer(null) });
      const { store } = renderPage({ user: BUYER, api });
      fireEvent.click(screen.getByTestId('login-logout'));
      await screen.findByTestId('login-form');
      expect(api.firstCall.args).to.deep.equal(['/logout', { method: 'POST' }]);
      expect(selectSession(store.getState())).to.deep.equal({ status: 'anonymous', user: null });
      expect(screen.getByText('Vous êtes déconnecté.')).to.exist;
    });

    it('stays logged in and says so when the logout does not reach the server', async () => {
      const { store } = renderPage({ user: BUYER, api: fakeApi({ '/logout': refuse(0, 'network_error') }) });
      fireEvent.click(screen.getByTestId('login-logout'));
      expect((await screen.findByTestId('login-error')).getAttribute('role')).to.equal('alert');
      expect(selectSession(store.getState()).status).to.equal('authenticated');
      expect((screen.getByTestId('login-logout') as HTMLButtonElement).disabled).to.equal(false);
    });
  });

  describe("through the kit's real API client", () => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

    it('a wrong password does not count as a lost session (no onUnauthorized)', async () => {
      const fetch = sinon
        .stub(globalThis, 'fetch')
        .resolves(json(401, { error: { code: 'invalid_credentials', message: 'Identifiants incorrects' } }));
      const lostSession = sinon.spy();
      const stop = onUnauthorized(lostSession);
      try {
        renderPage({ real: true });
        fillIn('acheteur@demo.immo', 'wrong');
        submit();
        expect((await screen.findByTestId('login-error')).textContent).to.equal('Identifiants incorrects');
        const [url, init] = fetch.firstCall.args as [string, RequestInit];
        expect(url).to.equal('/api/login_check');
        expect(init.method).to.equal('POST');
        expect(JSON.parse(String(init.body))).to.deep.equal({
          username: 'acheteur@demo.immo',
          password: 'wrong',
        });
        expect(lostSession.called).to.equal(false);
      } finally {
        stop();
      }
    });

    it('logs in with the cookie the server sets, then reads /api/me', async () => {
      const fetch = sinon.stub(globalThis, 'fetch');
      fetch.withArgs('/api/login_check').resolves(json(200, { token: 'jwt' }));
      fetch.withArgs('/api/me').resolves(json(200, BUYER));
      const { navigate, store } = renderPage({ real: true, search: '?bienVente=7' });
      fillIn('acheteur@demo.immo', 'Demo-2026!');
      submit();
      await waitFor(() => expect(navigate.calledOnceWith('/bien/7#inscription-vente')).to.equal(true));
      expect(selectSession(store.getState()).user?.email).to.equal('acheteur@demo.immo');
      expect((fetch.firstCall.args[1] as RequestInit).credentials).to.equal('same-origin');
    });
  });
});
