import '../../support/dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@immo/kit';
import { expect } from 'chai';
import sinon from 'sinon';
import type {
  PublicSaleCardJson,
  PublicSalesJson,
} from '../../../microfrontends/search/src/results/sale-card-model.js';
import { renderSearch, useFakeClock } from './render-search.js';

const SERVER_NOW = '2026-11-21T10:00:00+01:00';
// The browser's clock is 5 minutes behind the server's: every countdown must follow the server.
const CLIENT_NOW = Date.parse(SERVER_NOW) - 5 * 60_000;

const card = (overrides: Partial<PublicSaleCardJson>): PublicSaleCardJson => ({
  bienId: 1,
  enchereId: 1,
  nom: 'Appartement 4 pièces vue lac au cœur d’Annecy',
  type: 'APPT',
  typeLabel: 'Appartement',
  ville: 'Annecy',
  codePostal: '74000',
  imageUrl: '/media/photos/1?width=1024',
  premierPrix: 575000,
  currentPrice: 675000,
  price: 675000,
  priceDisplay: '675 000 €',
  dateDebutEnchere: '2026-11-07T06:00:00+01:00',
  dateFinEnchere: '2026-11-21T11:02:05+01:00',
  phase: 'live',
  inFinalPhase: true,
  ...overrides,
});

const sales = (members: PublicSaleCardJson[]): PublicSalesJson => ({
  'hydra:member': members,
  'hydra:totalItems': members.length,
  page: 1,
  pageSize: 48,
  currentAuctionNowDateTime: SERVER_NOW,
});

const LIVE = card({});
const UPCOMING = card({
  bienId: 25,
  enchereId: 25,
  nom: 'Maison de ville avec jardin',
  type: 'MAIS',
  typeLabel: 'Maison',
  ville: 'La Rochelle',
  codePostal: '17000',
  imageUrl: null,
  currentPrice: null,
  premierPrix: 1588000,
  price: 1588000,
  dateDebutEnchere: '2026-11-23T10:00:10+01:00',
  dateFinEnchere: '2026-12-21T13:00:00+01:00',
  phase: 'upcoming',
  inFinalPhase: false,
});
const ENDING = card({
  bienId: 8,
  enchereId: 8,
  nom: 'Box fermé rue Oberkampf',
  type: 'GAPA',
  ville: 'Paris',
  codePostal: '75011',
  price: 39500,
  currentPrice: 39500,
  dateFinEnchere: '2026-11-21T10:00:03+01:00',
});

describe('search remote: the home page', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = useFakeClock(CLIENT_NOW);
  });
  afterEach(() => clock.restore());

  const flush = () => act(async () => void (await clock.tickAsync(0)));
  const tick = (ms: number) => act(async () => void (await clock.tickAsync(ms)));
  const cardOf = (bienId: number) =>
    screen.getAllByTestId('sale-card').find((el) => el.getAttribute('data-bien-id') === String(bienId))!;

  it('asks for the live and upcoming sales and shows them as cards, live ones first', async () => {
    const { api } = renderSearch({ routes: { '/api/biens': sales([LIVE, UPCOMING]) } });
    expect(screen.getByTestId('sales-loading')).to.exist;
    await flush();

    expect(api.firstCall.args[0]).to.match(/^\/api\/biens\?status=en_cours,a_venir/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal(
      'Achetez votre bien immobilier aux enchères en ligne',
    );
    const [live, upcoming] = screen.getAllByRole('region');
    expect(within(live!).getByRole('heading', { level: 2 }).textContent).to.contain('Ventes en cours');
    expect(within(upcoming!).getByRole('heading', { level: 2 }).textContent).to.contain('Ventes à venir');
    expect(screen.getAllByTestId('sale-card')).to.have.length(2);
    expect(document.title).to.equal('Ventes immobilières aux enchères en ligne — Immo Enchères');
  });

  it('shows the main photo (lazy), the type, the town, the price in French and a link to the property', async () => {
    renderSearch({ routes: { '/api/biens': sales([LIVE, UPCOMING]) } });
    await flush();
    const live = cardOf(1);
    const photo = live.querySelector('img')!;
    expect(photo.getAttribute('src')).to.equal('/media/photos/1?width=1024');
    expect(photo.getAttribute('loading')).to.equal('lazy');
    expect(live.textContent).to.contain('Appartement').and.to.contain('Annecy (74000)');
    expect(within(live).getByTestId('sale-card-price').textContent).to.equal('675\u202f000\u00a0€');
    expect(live.textContent).to.contain('Offre actuelle');
    expect(within(live).getByRole('link').getAttribute('href')).to.equal('/bien/1');

    const upcoming = cardOf(25);
    expect(within(upcoming).getByTestId('sale-card-price').textContent).to.equal(
      '1\u202f588\u202f000\u00a0€',
    );
    expect(upcoming.textContent).to.contain('Première offre').and.to.contain('Photo à venir');
    expect(upcoming.textContent).to.contain('Maison').and.to.contain('La Rochelle (17000)');
  });

  it('counts down every second in server time: to the end of a live sale, to the start of an upcoming one', async () => {
    renderSearch({ routes: { '/api/biens': sales([LIVE, UPCOMING]) } });
    await flush();
    const liveCountdown = within(cardOf(1)).getByTestId('sale-card-countdown');
    const upcomingCountdown = within(cardOf(25)).getByTestId('sale-card-countdown');
    expect(liveCountdown.textContent).to.equal('1\u00a0h 02\u00a0min 05\u00a0s');
    expect(cardOf(1).textContent).to.contain('Fin dans');
    expect(upcomingCountdown.textContent).to.equal('2\u00a0j 00\u00a0h 00\u00a0min 10\u00a0s');
    expect(cardOf(25).textContent).to.contain('Début dans');

    await tick(1000);
    expect(liveCountdown.textContent).to.equal('1\u00a0h 02\u00a0min 04\u00a0s');
    expect(upcomingCountdown.textContent).to.equal('2\u00a0j 00\u00a0h 00\u00a0min 09\u00a0s');

    await tick(5000);
    expect(liveCountdown.textContent).to.equal('1\u00a0h 01\u00a0min 59\u00a0s');
  });

  it("turns a live card to 'Enchère terminée' when its countdown reaches zero", async () => {
    renderSearch({ routes: { '/api/biens': sales([ENDING]) } });
    await flush();
    const countdown = within(cardOf(8)).getByTestId('sale-card-countdown');
    expect(countdown.textContent).to.equal('3\u00a0s');
    expect(cardOf(8).textContent).to.contain('Dernières heures');
    await tick(3000);
    expect(countdown.textContent).to.equal('Enchère terminée');
    expect(cardOf(8).textContent).to.contain('Terminée');
  });

  it('runs one shared timer for all the cards', async () => {
    renderSearch({ routes: { '/api/biens': sales([LIVE, UPCOMING, ENDING]) } });
    await flush();
    expect(clock.countTimers()).to.equal(1);
  });

  it('says so when there is no sale', async () => {
    renderSearch({ routes: { '/api/biens': sales([]) } });
    await flush();
    expect(screen.getByTestId('sales-empty').textContent).to.equal(
      'Aucune vente en cours ni à venir pour le moment. Revenez bientôt\u202f!',
    );
    expect(screen.queryByTestId('sale-card')).to.equal(null);
  });

  it('shows a translated error and loads again on retry', async () => {
    let fail = true;
    renderSearch({
      locale: 'en',
      routes: {
        '/api/biens': () => (fail ? new ApiError(0, 'network_error', 'network_error') : sales([LIVE])),
      },
    });
    await flush();
    expect(screen.getByRole('alert').textContent).to.contain(
      'The sales could not be loaded. Check your connection and try again.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.getAllByTestId('sale-card')).to.have.length(1);
    expect(cardOf(1).textContent).to.contain('Current offer').and.to.contain('Apartment');
    expect(within(cardOf(1)).getByTestId('sale-card-countdown').textContent).to.equal(
      '1\u00a0h 02\u00a0min 05\u00a0s',
    );
  });
});
