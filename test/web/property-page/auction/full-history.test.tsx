import '../../../support/dom.js';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { nextOlderPage } from '../../../../microfrontends/property-page/src/auction/full-history.js';
import type { CurrentAuctionAnswer } from '../../../../microfrontends/property-page/src/auction/wire.js';
import {
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  HOUR,
  MINUTE,
  bidMember,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
  type BidFacts,
} from './harness.js';

const LIVE = { serverNow: CLIENT_NOW, startAt: CLIENT_NOW - DAY, endAt: CLIENT_NOW + HOUR };
const POLL = '/api/bien/currentauction/7';
const PAGE_SIZE = 500;
/** What the poll and the stream carry of the history: the latest bids only (LIVE_LATEST_BIDS). */
const LATEST = 50;

/** Bid number n of the auction (1 the oldest): 1 000 € apart, a minute apart, five bidders in turn. */
const nthBid = (n: number, total: number): BidFacts => ({
  id: 10_000 + n,
  amount: 250_000 + n * 1000,
  userId: 17 + (n % 5),
  placedAt: CLIENT_NOW - (total - n + 1) * MINUTE,
});

/** An auction of `total` bids as the server answers it: the poll with the latest, /bids by pages. */
function auctionOf(total: number) {
  const bids = Array.from({ length: total }, (_, i) => nthBid(i + 1, total));
  const poll = (): CurrentAuctionAnswer => ({
    ...pollAnswer({ ...LIVE, serverNow: Date.now(), currentPrice: undefined }, bids.slice(-LATEST)),
    'hydra:totalItems': bids.length,
  });
  const page = (n: number) => ({
    'hydra:member': bids
      .slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE)
      .map((bid) => bidMember(bid, { ...LIVE, currentPrice: bids.at(-1)!.amount })),
    'hydra:totalItems': bids.length,
    page: n,
    pageSize: PAGE_SIZE,
  });
  return { bids, poll, page };
}

const rows = () => screen.getAllByTestId('bid-history-row');
const pagesAsked = (api: FakeApi) =>
  api.calls.filter((call) => call.path.startsWith(`${POLL}/bids`)).map((call) => call.path);
/** Presses the button of that label (French numbers' narrow spaces read as plain ones). */
const click = async (label: string) => {
  await act(async () => screen.getByRole('button', { name: (name) => plain(name) === label }).click());
};

describe('web: property page auction — the whole bid history on demand', () => {
  afterEach(teardown);

  it('pages from the newest bids the poll left out to the oldest, in the history’s format, French dates', async function () {
    // 1 100 rows drawn in jsdom: 13 s alone on a loaded machine (load ~24), past mocha's 10 s.
    this.timeout(30_000);
    const sale = auctionOf(1100);
    const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(LIVE, BUYER)).on('GET', POLL, sale.poll);
    for (const n of [1, 2, 3]) api.on('GET', `${POLL}/bids?page=${n}`, () => sale.page(n));
    const { advance } = await setup(api);
    await advance(500);
    const history = screen.getByTestId('bid-history');
    expect(within(history).getByText('1 100 offres')).to.exist;
    expect(rows()).to.have.length(5);

    await click('Afficher les 1 100 offres');
    // Bids 1 001 to 1 100: the page holding the newest bid the poll's 50 left out (the 1 050th).
    expect(pagesAsked(api)).to.deep.equal([`${POLL}/bids?page=3`]);
    expect(rows()).to.have.length(100);
    expect(plain(rows()[0]!.textContent)).to.equal(
      'Acquéreur 171 350 000 €21/11/2026 09:59:00Meilleure offre',
    );
    expect(plain(rows().at(-1)!.textContent)).to.equal('Acquéreur 181 251 000 €21/11/2026 08:20:00');

    await click('Afficher les offres plus anciennes (1 000 de plus)');
    expect(rows()).to.have.length(600);
    await click('Afficher les offres plus anciennes (500 de plus)');
    expect(pagesAsked(api)).to.deep.equal([
      `${POLL}/bids?page=3`,
      `${POLL}/bids?page=2`,
      `${POLL}/bids?page=1`,
    ]);
    const amounts = rows().map((row) =>
      Number(row.querySelector('.auction-history__amount')!.textContent!.replace(/\D/g, '')),
    );
    expect(amounts).to.deep.equal(sale.bids.map((bid) => bid.amount).reverse());
    expect(plain(rows().at(-1)!.textContent)).to.equal('Acquéreur 18251 000 €20/11/2026 15:40:00');
    expect(screen.queryByRole('button', { name: /plus anciennes/ })).to.equal(null);
  });

  it('keeps the live bids arriving on top while the whole history is open', async () => {
    const sale = auctionOf(620);
    const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(LIVE, BUYER)).on('GET', POLL, sale.poll);
    for (const n of [1, 2]) api.on('GET', `${POLL}/bids?page=${n}`, () => sale.page(n));
    const { advance } = await setup(api);
    await advance(500);
    await click('Afficher les 620 offres');
    expect(rows()).to.have.length(120);

    const newest = { id: 99_999, amount: 900_000, userId: 99, placedAt: Date.now() };
    sale.bids.push(newest);
    await advance(1000);
    expect(within(screen.getByTestId('bid-history')).getByText('621 offres')).to.exist;
    expect(rows()).to.have.length(121);
    expect(plain(rows()[0]!.textContent)).to.match(/^Acquéreur 99900 000 €.*Meilleure offre$/);
    // The bid that left the poll's latest 50 is still shown: it came with the page.
    expect(plain(rows().at(-1)!.textContent)).to.match(/^Acquéreur 1\d751 000 €/);
    await click('Afficher les offres plus anciennes (500 de plus)');
    expect(rows()).to.have.length(621);
    expect(pagesAsked(api)).to.deep.equal([`${POLL}/bids?page=2`, `${POLL}/bids?page=1`]);
  });

  it('says so when a page cannot be loaded, and tries again on request', async () => {
    const sale = auctionOf(300);
    let failing = true;
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(LIVE, BUYER))
      .on('GET', POLL, sale.poll)
      .on('GET', `${POLL}/bids?page=1`, () => {
        if (failing) throw new Error('network down');
        return new Promise((resolve) => setTimeout(() => resolve(sale.page(1)), 200));
      });
    const { advance } = await setup(api);
    await advance(500);
    await click('Afficher les 300 offres');
    expect(screen.getByRole('alert').textContent).to.contain("L'historique complet n'a pas pu être chargé.");
    expect(rows()).to.have.length(50);
    failing = false;
    await click('Réessayer');
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.getByTestId('bid-history-loading').textContent).to.equal("Chargement de l'historique…");
    await advance(200);
    expect(screen.queryByTestId('bid-history-loading')).to.equal(null);
    expect(rows()).to.have.length(300);
  });

  it('asks the server nothing when the poll already holds every bid', async () => {
    const sale = auctionOf(12);
    const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(LIVE, BUYER)).on('GET', POLL, sale.poll);
    const { advance } = await setup(api);
    await advance(500);
    await click('Afficher les 12 offres');
    expect(rows()).to.have.length(12);
    expect(pagesAsked(api)).to.deep.equal([]);
    await click("Réduire l'historique");
    expect(rows()).to.have.length(5);
  });

  it('chooses the page that joins the poll’s bids without a gap, then each older one', () => {
    expect(nextOlderPage(1100, 50, null)).to.equal(3);
    expect(nextOlderPage(1050, 50, null)).to.equal(2);
    expect(nextOlderPage(1051, 50, null)).to.equal(3);
    expect(nextOlderPage(120, 50, null)).to.equal(1);
    expect(nextOlderPage(50, 50, null)).to.equal(null);
    expect(nextOlderPage(1100, 100, 3)).to.equal(2);
    expect(nextOlderPage(1100, 600, 1)).to.equal(null);
  });
});
