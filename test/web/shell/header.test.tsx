import '../../support/dom.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { buyer, negotiator, renderShell, resetLocale } from './render-shell.js';

// A page that loads nothing: the header and footer are the only things talking to the API.
const PATH = '/qui-sommes-nous';

describe('shell: the header', () => {
  afterEach(resetLocale);

  it('shows neither the login link nor the user menu until /api/me answers', () => {
    renderShell({ path: PATH });
    expect(screen.getByTestId('site-header')).to.exist;
    expect(screen.queryByTestId('nav-login')).to.equal(null);
    expect(screen.queryByTestId('nav-user')).to.equal(null);
  });

  it('offers the login page to an anonymous visitor, asking /api/session (no 401 for a normal state)', async () => {
    const { api } = renderShell({ path: PATH, user: null });
    const login = await screen.findByTestId('nav-login');
    expect(login.getAttribute('href')).to.equal('/compte-36h-immo.html');
    expect(login.textContent).to.equal('Se connecter');
    expect(screen.queryByTestId('nav-user')).to.equal(null);
    expect(api.getCalls().map((call) => call.args[0]))
      .to.include('/api/session')
      .and.not.include('/api/me');
    expect(screen.getByTestId('nav-search').getAttribute('href')).to.equal('/recherche');
  });

  it("offers 'Créer un compte' beside 'Se connecter', and in the mobile menu", async () => {
    renderShell({ path: PATH, user: null });
    const signUp = await screen.findByTestId('nav-sign-up');
    expect(signUp.textContent).to.equal('Créer un compte');
    expect(signUp.getAttribute('href')).to.equal('/compte-36h-immo.html?inscription');
    const menuEntry = within(document.getElementById('site-nav') as HTMLElement).getByRole('link', {
      name: 'Créer un compte',
    });
    expect(menuEntry.getAttribute('href')).to.equal('/compte-36h-immo.html?inscription');
  });

  it("offers no 'Créer un compte' to a logged-in user, nor before /api/me answers", async () => {
    const view = renderShell({ path: PATH });
    expect(screen.queryByTestId('nav-sign-up')).to.equal(null);
    expect(screen.queryByTestId('nav-sign-up-menu')).to.equal(null);
    view.unmount();
    renderShell({ path: PATH, user: buyer });
    await screen.findByTestId('nav-user');
    expect(screen.queryByTestId('nav-sign-up')).to.equal(null);
    expect(screen.queryByTestId('nav-sign-up-menu')).to.equal(null);
  });

  it("shows a buyer's menu: their buyer space, their favourites, logout", async () => {
    renderShell({ path: PATH, user: buyer });
    const button = await screen.findByTestId('nav-user');
    expect(button.textContent).to.contain('Camille');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(screen.queryByTestId('nav-login')).to.equal(null);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Mon espace' }).getAttribute('href')).to.equal(
      '/espace-utilisateur',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Mes favoris' }).getAttribute('href')).to.equal(
      '/espace-utilisateur/acheteur/mes-favoris',
    );
    expect(screen.getByTestId('nav-logout').textContent).to.equal('Se déconnecter');
  });

  it("sends a negotiator's 'Mon espace' to the negotiator space", async () => {
    renderShell({ path: PATH, user: negotiator });
    fireEvent.click(await screen.findByTestId('nav-user'));
    expect(screen.getByRole('menuitem', { name: 'Mon espace' }).getAttribute('href')).to.equal(
      '/espace-negociateur',
    );
  });

  it('closes the user menu on Escape and on a click outside', async () => {
    renderShell({ path: PATH, user: buyer });
    const button = await screen.findByTestId('nav-user');
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).to.equal(null);
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).to.equal(null);
  });

  it('logs out: POST /logout, the session is dropped, then the home page', async () => {
    const { api, dependencies } = renderShell({ path: PATH, user: buyer });
    fireEvent.click(await screen.findByTestId('nav-user'));
    fireEvent.click(screen.getByTestId('nav-logout'));
    expect(await screen.findByTestId('nav-login')).to.exist;
    const logout = api.getCalls().find((call) => call.args[0] === '/logout');
    expect(logout?.args[1]).to.deep.include({ method: 'POST' });
    expect((dependencies.navigate as sinon.SinonSpy).calledOnceWithExactly('/')).to.equal(true);
  });

  it('switches every text to English and back, and remembers the choice', async () => {
    renderShell({ path: PATH, user: null });
    const login = await screen.findByTestId('nav-login');
    const locale = screen.getByTestId('locale-switch');
    expect(locale.textContent).to.contain('English');

    fireEvent.click(locale);
    expect(login.textContent).to.equal('Log in');
    expect(screen.getByTestId('nav-search').textContent).to.equal('Find a property');
    expect(screen.getByTestId('site-footer').textContent).to.contain('Legal notice');
    expect(screen.getByTestId('locale-switch').textContent).to.contain('Français');
    expect(document.documentElement.lang).to.equal('en');
    expect(document.cookie).to.contain('locale=en');

    fireEvent.click(screen.getByTestId('locale-switch'));
    expect(screen.getByTestId('nav-login').textContent).to.equal('Se connecter');
    expect(document.documentElement.lang).to.equal('fr');
  });

  it('opens and closes the mobile menu', () => {
    renderShell({ path: PATH });
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).to.equal('true');
    expect(document.getElementById('site-nav')?.className).to.contain('site-nav--open');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(document.getElementById('site-nav')?.className).not.to.contain('site-nav--open');
  });
});

describe('shell: the footer', () => {
  it('links every public page of spec §2.4', () => {
    renderShell({ path: PATH });
    const footer = screen.getByTestId('site-footer');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).to.deep.include.members([
      ['Qui sommes-nous', '/qui-sommes-nous'],
      ['Acheter', '/acheter'],
      ['Actualités', '/actualites'],
      ['Vendre', '/vendre'],
      ['Estimer', '/estimer'],
      ['Professionnels', '/professionnels'],
      ['Mentions légales', '/mentions-legales'],
      ['Politique de confidentialité', '/confidentialite'],
      ["Conditions d'utilisation", '/conditions-utilisation'],
    ]);
  });
});
