import '../../../support/dom.js';
import { ApiError, type EpicDependencies } from '@immo/kit';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import { FavouriteHeart } from '../../../../microfrontends/property-page/src/favourites/favourite-heart.js';
import { aPage, fakeDependencies, renderInShell, useFakeClock } from './page-fixture.js';

const loggedIn = { currentUser: 5, userInfos: ['ROLE_USER'] };

function renderHeart(api: sinon.SinonStub, overrides = {}) {
  const deps = fakeDependencies({ api: api as unknown as EpicDependencies['api'] });
  renderInShell(<FavouriteHeart page={aPage({ ...loggedIn, ...overrides })} />, deps);
  return screen.getByTestId('favourite-heart');
}

const press = (heart: HTMLElement) => act(async () => fireEvent.click(heart));

describe('web: property page favourites heart', () => {
  // Every notice starts a 3 s timer: fake in every test, so that none outlives its test on the real clock.
  let clock: ReturnType<typeof useFakeClock>;
  beforeEach(() => {
    clock = useFakeClock(Date.parse('2026-03-10T09:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    sinon.restore();
  });

  it('adds the property, fills the heart and shows the server message for 3 s', async () => {
    const api = sinon
      .stub()
      .resolves({ data: { message: 'Le bien a été ajouté à vos favoris', bienId: 7, favori: true } });
    const heart = renderHeart(api);
    expect(heart.getAttribute('aria-pressed')).to.equal('false');
    expect(heart.getAttribute('aria-label')).to.equal('Ajouter aux favoris');

    await press(heart);
    expect(api.calledOnceWithExactly('/api/favoris/add/7')).to.equal(true);
    expect(heart.getAttribute('aria-pressed')).to.equal('true');
    expect(heart.getAttribute('data-saved')).to.equal('true');
    expect(screen.getByRole('status').textContent).to.equal('Le bien a été ajouté à vos favoris');

    await act(async () => clock.tickAsync(3000));
    expect(screen.queryByRole('status')).to.equal(null);
  });

  it('removes a saved property through /favoris/delete/{bien} and empties the heart', async () => {
    const api = sinon.stub().resolves({ data: { message: 'Le bien a été retiré de vos favoris' } });
    const heart = renderHeart(api, { isFavourite: true });
    expect(heart.getAttribute('aria-pressed')).to.equal('true');
    await press(heart);
    expect(api.calledOnceWithExactly('/favoris/delete/7')).to.equal(true);
    expect(heart.getAttribute('aria-pressed')).to.equal('false');
    expect(screen.getByRole('status').textContent).to.equal('Le bien a été retiré de vos favoris');
  });

  it('invites an anonymous visitor to log in or create an account, without calling the server', async () => {
    const api = sinon.stub();
    const heart = renderHeart(api, { currentUser: 0, userInfos: [] });
    await press(heart);
    expect(api.called).to.equal(false);
    const modal = screen.getByTestId('favourite-modal');
    expect(within(modal).getByRole('heading').textContent).to.equal('Pour sauvegarder cette annonce');
    expect(modal.textContent).to.contain('Veuillez créer un compte ou vous connecter');
    expect(within(modal).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).to.equal(
      '/compte-36h-immo.html?focusedBien=7',
    );
    expect(within(modal).getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).to.equal(
      '/compte-36h-immo.html?inscription',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('favourite-modal')).to.equal(null);
  });

  it('says the visitor must be logged in on a 401, and leaves the heart as it was', async () => {
    const api = sinon
      .stub()
      .rejects(new ApiError(401, 'favourite_login_required', 'Vous devez être connecté'));
    const heart = renderHeart(api);
    await press(heart);
    expect(screen.getByRole('alert').textContent).to.equal(
      'Vous devez être connecté pour mettre un bien en favoris',
    );
    expect(heart.getAttribute('aria-pressed')).to.equal('false');
  });

  it("shows the server's own text for any other error", async () => {
    const api = sinon.stub().rejects(new ApiError(404, 'not_found', 'Ressource introuvable'));
    const heart = renderHeart(api);
    await press(heart);
    expect(screen.getByRole('alert').textContent).to.equal('Ressource introuvable');
  });

  it("opens the login modal when the server answers 'User not found'", async () => {
    const api = sinon.stub().rejects(new ApiError(401, 'http_401', 'User not found'));
    const heart = renderHeart(api);
    await press(heart);
    expect(screen.getByTestId('favourite-modal')).to.exist;
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it('names the heart in English too', () => {
    renderInShell(<FavouriteHeart page={aPage({ ...loggedIn, isFavourite: true })} />, undefined, 'en');
    expect(screen.getByTestId('favourite-heart').getAttribute('aria-label')).to.equal(
      'Remove from favourites',
    );
  });
});
