import '../../../support/dom.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { loggedOut, sessionLoaded } from '@immo/kit';
import { act } from '@testing-library/react';
import { expect } from 'chai';
import PropertyPage from '../property-page.js';
import {
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  HOUR,
  apiError,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
  type Viewer,
} from './harness.js';

const LIVE = { serverNow: CLIENT_NOW, startAt: CLIENT_NOW - DAY, endAt: CLIENT_NOW + HOUR };
const ME = BUYER.currentUser ?? 0;

describe('web: property page auction — bid history', () => {
  afterEach(teardown);

  it("lists the offers newest first, 'Moi' for the viewer's and 'Acquéreur {id}' for the others', the highest marked", async () => {
    const bids = [
      { id: 1, amount: 250_000, userId: 17, placedAt: Date.parse('2026-11-20T09:15:02+01:00') },
      { id: 2, amount: 255_000, userId: ME, placedAt: Date.parse('2026-11-20T18:40:00+01:00') },
      { id: 3, amount: 265_000, userId: 23, placedAt: Date.parse('2026-11-21T09:59:30+01:00') },
    ];
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(LIVE, BUYER))
      .on('GET', '/api/bien/currentauction/7', () =>
        pollAnswer({ ...LIVE, serverNow: Date.now(), currentPrice: undefined }, bids),
      );
    const { advance } = await setup(api);
    expect(screen.queryByTestId('bid-history'), 'not before the first poll').to.equal(null);
    await advance(500);
    const history = screen.getByTestId('bid-history');
    expect(within(history).getByText('3 offres')).to.exist;
    const rows = within(history).getAllByTestId('bid-history-row');
    expect(rows.map((row) => plain(row.textContent))).to.deep.equal([
      'Acquéreur 23265 000 €21/11/2026 09:59:30Meilleure offre',
      'Moi255 000 €20/11/2026 18:40:00',
      'Acquéreur 17250 000 €20/11/2026 09:15:02',
    ]);
    expect(rows.map((row) => row.dataset.highest ?? 'false')).to.deep.equal(['true', 'false', 'false']);
  });

  it('shows the 5 latest offers at first, and all of them on demand', async () => {
    const bids = Array.from({ length: 7 }, (_, index) => ({
      id: index + 1,
      amount: 250_000 + index * 5000,
      userId: 17 + index,
      placedAt: CLIENT_NOW - (7 - index) * HOUR,
    }));
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(LIVE, BUYER))
      .on('GET', '/api/bien/currentauction/7', () =>
        pollAnswer({ ...LIVE, serverNow: Date.now(), currentPrice: undefined }, bids),
      );
    const { advance } = await setup(api);
    await advance(500);
    expect(screen.getAllByTestId('bid-history-row')).to.have.length(5);
    act(() => screen.getByRole('button', { name: 'Afficher les 7 offres' }).click());
    expect(screen.getAllByTestId('bid-history-row')).to.have.length(7);
    act(() => screen.getByRole('button', { name: "Réduire l'historique" }).click());
    expect(screen.getAllByTestId('bid-history-row')).to.have.length(5);
  });

  it("says so when nobody has bid yet; nobody is 'Moi' for an anonymous visitor", async () => {
    const api = new FakeApi()
      .on(
        'GET',
        '/api/bien/3/page',
        pageData({ ...LIVE, currentPrice: null }, { currentUser: 0, mustRegister: true }),
      )
      .on('GET', '/api/bien/currentauction/7', () =>
        pollAnswer({ ...LIVE, serverNow: Date.now(), currentPrice: null }),
      );
    const { advance } = await setup(api);
    await advance(5500);
    expect(within(screen.getByTestId('bid-history')).getByText('Aucune offre pour le moment')).to.exist;
  });
});

describe('web: property page — layout and data loading', () => {
  afterEach(teardown);

  const page = (viewer: Viewer = BUYER) => pageData(LIVE, viewer);

  it('loads the page once and lays out title, type and town, the gallery, the auction panel, the details', async () => {
    const api = new FakeApi().on('GET', '/api/bien/3/page', page());
    await setup(api, { ui: <PropertyPage bienId={3} /> });
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal(
      'Appartement 3 pièces à la Croix-Rousse',
    );
    expect(plain(document.querySelector('.pp-header__place')?.textContent)).to.equal(
      'Appartement · Lyon (69004)',
    );
    const article = document.querySelector('article.pp-page');
    const areas = Array.from(article?.children ?? []).map((child) => child.className);
    expect(areas).to.deep.equal(['pp-header', 'pp-gallery', 'pp-aside', 'pp-main']);
    expect(within(document.querySelector('.pp-aside') as HTMLElement).getByTestId('auction-panel')).to.exist;
    expect(api.callsTo('GET', '/api/bien/3/page')).to.have.length(1);
    expect(document.title).to.equal('Appartement 3 pièces à la Croix-Rousse – Immo Enchères');
  });

  it('says when the property does not exist, offering the search and the home page instead of a retry', async () => {
    const api = new FakeApi().on('GET', '/api/bien/3/page', () => {
      throw apiError(404, 'not_found', 'Ressource introuvable');
    });
    await setup(api, { ui: <PropertyPage bienId={3} /> });
    const failure = screen.getByRole('alert');
    expect(failure.textContent).to.contain("Ce bien n'existe pas ou n'est plus en ligne");
    expect(within(failure).queryByRole('button', { name: 'Réessayer' })).to.equal(null);
    expect(within(failure).getByRole('link', { name: 'Rechercher un bien' }).getAttribute('href')).to.equal(
      '/recherche',
    );
    expect(within(failure).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).to.equal(
      '/',
    );
  });

  for (const [failure, error] of [
    ['a server error', () => apiError(500, 'internal_error', '')],
    ['a network failure', () => apiError(0, 'network_error', 'network_error')],
  ] as const) {
    it(`offers to try again after ${failure}, and loads the page when it works`, async () => {
      let works = false;
      const api = new FakeApi().on('GET', '/api/bien/3/page', () => {
        if (!works) throw error();
        return page();
      });
      const { advance } = await setup(api, { ui: <PropertyPage bienId={3} /> });
      expect(screen.getByRole('alert').textContent).to.not.contain("Ce bien n'existe pas");
      expect(screen.queryByRole('link', { name: 'Rechercher un bien' })).to.equal(null);
      works = true;
      act(() => screen.getByRole('button', { name: 'Réessayer' }).click());
      await advance(0);
      expect(screen.getByTestId('auction-panel')).to.exist;
    });
  }

  it('reads the page again when the viewer logs out in the shell', async () => {
    let viewer: Viewer = BUYER;
    const api = new FakeApi().on('GET', '/api/bien/3/page', () => page(viewer));
    const { store, advance } = await setup(api, { ui: <PropertyPage bienId={3} /> });
    act(() => {
      store.dispatch(
        sessionLoaded({
          id: ME,
          email: 'acheteur@demo.immo',
          firstName: 'A',
          lastName: 'B',
          roles: ['ROLE_USER'],
          assistance: false,
          verified: true,
          canAuction: true,
        }),
      );
    });
    await advance(0);
    expect(api.callsTo('GET', '/api/bien/3/page'), 'same viewer: nothing to do').to.have.length(1);
    viewer = { currentUser: 0, mustRegister: true };
    act(() => {
      store.dispatch(loggedOut());
    });
    await advance(0);
    expect(api.callsTo('GET', '/api/bien/3/page')).to.have.length(2);
    expect(screen.getByTestId('login-prompt')).to.exist;
  });

  it('asks again, back from the login a registration led to (#inscription-vente)', async () => {
    window.history.replaceState(null, '', '/bien/3#inscription-vente');
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', page({ ...BUYER, registered: false, mustRegister: true }))
      .on('GET', '/api/bien/inscription/3', {
        message: 'Êtes-vous sûr ? Vous serez redirigé vers votre espace utilisateur',
        redirect: '/espace-utilisateur/acheteur/bien/3/show',
      });
    const { advance, deps } = await setup(api, { ui: <PropertyPage bienId={3} /> });
    await advance(0);
    expect(screen.getByTestId('register-dialog')).to.exist;
    expect(window.location.hash).to.equal('');
    expect(api.callsTo('GET', '/api/bien/inscription/3')).to.have.length(0);
    fireEvent.click(screen.getByTestId('register-confirm'));
    await advance(0);
    expect(api.callsTo('GET', '/api/bien/inscription/3')).to.have.length(1);
    expect(deps.navigate.calledOnceWithExactly('/espace-utilisateur/acheteur/bien/3/show')).to.equal(true);
    window.history.replaceState(null, '', '/');
  });

  it('stops everything when the page goes away', async () => {
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', page())
      .on('GET', '/api/bien/currentauction/7', () => pollAnswer({ ...LIVE, serverNow: Date.now() }));
    const { advance, unmount, clock } = await setup(api, { ui: <PropertyPage bienId={3} /> });
    await advance(5000);
    unmount();
    expect(clock.countTimers()).to.equal(0);
  });
});
