import '../../../support/dom.js';
import { screen, within } from '@testing-library/react';
import { expect } from 'chai';
import {
  ANONYMOUS,
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  HOUR,
  MINUTE,
  SECOND,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
} from './harness.js';

/** The server's clock runs one hour ahead of this client's: every mode must follow the server. */
const OFFSET = HOUR;
const SERVER_NOW = CLIENT_NOW + OFFSET;

describe('web: property page auction — the three panels from server time', () => {
  afterEach(teardown);
  const open = (api: FakeApi) => setup(api);

  it('shows the upcoming panel when the server says the sale has not started, even if the client thinks it has', async () => {
    // On the client's clock the start (server now + 30 min) is already 30 min past.
    const facts = {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW + 30 * MINUTE,
      endAt: SERVER_NOW + 10 * DAY,
      currentPrice: null,
    };
    await open(new FakeApi().on('GET', '/api/bien/3/page', pageData(facts)));
    const panel = screen.getByTestId('auction-panel');
    expect(panel.dataset.phase).to.equal('upcoming');
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('La vente commence dans');
    // 30 min less the 0.5 s the truncated server second leaves uncertain: shown rounded up.
    expect(screen.getByTestId('countdown').dataset.seconds).to.equal(String(30 * 60));
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('200 000 €');
    expect(within(panel).getByText('Mise à prix')).to.exist;
    expect(screen.queryByTestId('bid-input')).to.equal(null);
  });

  it("says 'La salle des ventes n'est pas encore ouverte pour ce bien' when no auction is scheduled", async () => {
    await open(new FakeApi().on('GET', '/api/bien/3/page', pageData(null, BUYER, SERVER_NOW)));
    expect(screen.getByTestId('auction-panel').dataset.phase).to.equal('upcoming');
    expect(screen.getByTestId('auction-status-text').textContent).to.equal(
      "La salle des ventes n'est pas encore ouverte pour ce bien",
    );
    expect(screen.queryByTestId('countdown')).to.equal(null);
  });

  it("shows the live panel with 'Fin de la vente dans' and a countdown within the last 36 hours", async () => {
    const facts = {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW - 3 * DAY,
      endAt: SERVER_NOW + 26 * HOUR + 5 * MINUTE,
    };
    await open(new FakeApi().on('GET', '/api/bien/3/page', pageData(facts)));
    expect(screen.getByTestId('auction-panel').dataset.phase).to.equal('live');
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Fin de la vente dans');
    const countdown = screen.getByTestId('countdown');
    expect(plain(countdown.textContent)).to.equal('01jours02heures05minutes00secondes');
    expect(countdown.getAttribute('aria-label')).to.equal('1 jour 2 heures 5 minutes 0 seconde');
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('250 000 €');
  });

  it("shows 'Vente en cours' and 'Fin de vente dès l'acceptation de l'offre par le vendeur' before the last 36 hours", async () => {
    const facts = {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW - DAY,
      endAt: SERVER_NOW + 36 * HOUR + MINUTE,
    };
    await open(new FakeApi().on('GET', '/api/bien/3/page', pageData(facts)));
    expect(screen.getByTestId('auction-panel').dataset.phase).to.equal('live');
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Vente en cours');
    expect(screen.getByText("Fin de vente dès l'acceptation de l'offre par le vendeur")).to.exist;
    expect(screen.queryByTestId('countdown')).to.equal(null);
  });

  it('turns to the countdown once the last 36 hours begin, while the page is open', async () => {
    const facts = {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW - DAY,
      endAt: SERVER_NOW + 36 * HOUR + 3 * SECOND,
    };
    const { advance } = await open(
      new FakeApi()
        .on('GET', '/api/bien/3/page', pageData(facts))
        .on('GET', '/api/bien/currentauction/7', () =>
          pollAnswer({ ...facts, serverNow: Date.now() + OFFSET }),
        ),
    );
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Vente en cours');
    await advance(4 * SECOND);
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Fin de la vente dans');
    expect(screen.getByTestId('countdown').dataset.seconds).to.equal(String(36 * 3600 - 1));
  });

  it('shows the ended panel with the final price and the history fetched once', async () => {
    const facts = {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW - 10 * DAY,
      endAt: SERVER_NOW - 2 * HOUR,
      currentPrice: 260_000,
    };
    const bids = [
      { id: 1, amount: 250_000, userId: 42, placedAt: SERVER_NOW - 3 * DAY },
      { id: 2, amount: 260_000, userId: 17, placedAt: SERVER_NOW - 3 * HOUR },
    ];
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(facts))
      .on('GET', '/api/bien/currentauction/7', pollAnswer(facts, bids));
    const { advance } = await open(api);
    expect(screen.getByTestId('auction-panel').dataset.phase).to.equal('ended');
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Vente terminée');
    expect(plain(screen.getByTestId('final-price').textContent)).to.equal('260 000 €');
    expect(screen.getByText('Prix final')).to.exist;
    const rows = screen.getAllByTestId('bid-history-row');
    expect(rows.map((row) => plain(row.textContent))).to.deep.equal([
      'Acquéreur 17260 000 €21/11/2026 08:00:00Meilleure offre',
      'Moi250 000 €18/11/2026 11:00:00',
    ]);
    await advance(30 * SECOND);
    expect(api.callsTo('GET', '/api/bien/currentauction/7')).to.have.length(1);
    expect(screen.queryByTestId('bid-input')).to.equal(null);
    expect(screen.queryByTestId('register-interest')).to.equal(null);
  });

  it('ends the sale when the seller accepted an offer, before the scheduled end', async () => {
    const facts = {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW - 10 * DAY,
      endAt: SERVER_NOW + 5 * DAY,
      closedAt: SERVER_NOW - HOUR,
      currentPrice: 270_000,
    };
    await open(
      new FakeApi()
        .on('GET', '/api/bien/3/page', pageData(facts))
        .on('GET', '/api/bien/currentauction/7', pollAnswer(facts, [])),
    );
    expect(screen.getByTestId('auction-panel').dataset.phase).to.equal('ended');
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Offre acceptée par le vendeur');
    expect(plain(screen.getByTestId('final-price').textContent)).to.equal('270 000 €');
    expect(screen.getByText(/Vente close le samedi 21 novembre 2026 à 10:00/)).to.exist;
  });

  it('shows the login prompt to an anonymous visitor during the sale, with the way back to this sale', async () => {
    const facts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt: SERVER_NOW + HOUR };
    await open(new FakeApi().on('GET', '/api/bien/3/page', pageData(facts, ANONYMOUS)));
    const prompt = screen.getByTestId('login-prompt');
    expect(within(prompt).getByRole('link').getAttribute('href')).to.equal(
      '/compte-36h-immo.html?focusedBien=3',
    );
    expect(screen.queryByTestId('bid-input')).to.equal(null);
    expect(screen.getByTestId('register-interest').textContent).to.contain("Ce bien m'intéresse");
  });

  it('keeps the advice banner in the live panel and stresses it in the last 5 seconds', async () => {
    const facts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt: SERVER_NOW + 8 * SECOND };
    const { advance } = await open(
      new FakeApi()
        .on('GET', '/api/bien/3/page', pageData(facts))
        .on('GET', '/api/bien/currentauction/7', () =>
          pollAnswer({ ...facts, serverNow: Date.now() + OFFSET }),
        ),
    );
    const banner = screen.getByTestId('advice-banner');
    expect(banner.textContent).to.equal(
      'iConseil : placez votre enchère au plus tard 5 secondes avant la fin de la vente',
    );
    expect(banner.dataset.late).to.equal('false');
    await advance(3 * SECOND);
    expect(screen.getByTestId('advice-banner').dataset.late).to.equal('true');
  });
});
