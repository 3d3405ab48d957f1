import '../../../support/dom.js';
import { screen } from '@testing-library/react';
import { expect } from 'chai';
import {
  ANONYMOUS,
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  MINUTE,
  SECOND,
  apiError,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
  type BidFacts,
} from './harness.js';

const SERVER_NOW = CLIENT_NOW;
const FACTS = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt: SERVER_NOW + 30 * MINUTE };
const POLL = '/api/bien/currentauction/7';

/** Poll times, in ms since the page loaded. */
const pollTimes = (api: FakeApi) => api.callsTo('GET', POLL).map((call) => call.at - CLIENT_NOW);

describe('web: property page auction — polling', () => {
  afterEach(teardown);

  it('polls every second for a verified viewer, the first after 500 ms', async () => {
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(FACTS, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...FACTS, serverNow: Date.now() }));
    const { advance } = await setup(api);
    await advance(499);
    expect(pollTimes(api)).to.deep.equal([]);
    await advance(3001);
    expect(pollTimes(api)).to.deep.equal([500, 1500, 2500, 3500]);
  });

  it('polls every 5 seconds for anyone else (anonymous, or not verified)', async () => {
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(FACTS, ANONYMOUS))
      .on('GET', POLL, () => pollAnswer({ ...FACTS, serverNow: Date.now() }));
    const { advance } = await setup(api);
    await advance(11_000);
    expect(pollTimes(api)).to.deep.equal([500, 5500, 10_500]);
  });

  it('swallows polling errors: the panel keeps its last state and polling goes on', async () => {
    let failing = false;
    const bids: BidFacts[] = [{ id: 1, amount: 255_000, userId: 17, placedAt: SERVER_NOW - MINUTE }];
    const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(FACTS, BUYER)).on('GET', POLL, () => {
      if (failing) throw apiError(500, 'unexpected_error', 'Une erreur est survenue');
      return pollAnswer({ ...FACTS, serverNow: Date.now() }, bids);
    });
    const { advance } = await setup(api);
    await advance(600);
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');
    failing = true;
    await advance(3000);
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');
    expect(screen.getAllByTestId('bid-history-row')).to.have.length(1);
    expect(screen.queryByRole('alert')).to.equal(null);
    failing = false;
    bids.push({ id: 2, amount: 270_000, userId: 18, placedAt: SERVER_NOW });
    await advance(1000);
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('270 000 €');
    expect(pollTimes(api)).to.have.length(5);
  });

  it('stops polling when the page goes away', async () => {
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(FACTS, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...FACTS, serverNow: Date.now() }));
    const { advance, unmount, clock } = await setup(api);
    await advance(2000);
    const before = pollTimes(api).length;
    unmount();
    await clock.tickAsync(10_000);
    expect(pollTimes(api)).to.have.length(before);
    expect(clock.countTimers()).to.equal(0);
  });

  it('shows the new price and history as they arrive, with a sound for a new bid from someone else only', async () => {
    const bids: BidFacts[] = [{ id: 1, amount: 250_000, userId: 17, placedAt: SERVER_NOW - MINUTE }];
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(FACTS, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...FACTS, serverNow: Date.now() }, bids));
    const { advance, sound } = await setup(api);
    await advance(500);
    expect(sound.called, 'the first answer only sets the reference').to.equal(false);
    bids.push({ id: 2, amount: 255_000, userId: 18, placedAt: SERVER_NOW });
    await advance(1000);
    expect(sound.callCount).to.equal(1);
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');
    await advance(1000);
    expect(sound.callCount, 'the same last bid again: silent').to.equal(1);
    bids.push({ id: 3, amount: 260_000, userId: BUYER.currentUser ?? 0, placedAt: SERVER_NOW + SECOND });
    await advance(1000);
    expect(sound.callCount, "the viewer's own bid: silent").to.equal(1);
    const bidders = screen
      .getAllByTestId('bid-history-row')
      .map((row) => row.querySelector('.auction-history__bidder')?.textContent);
    expect(bidders).to.deep.equal(['Moi', 'Acquéreur 18', 'Acquéreur 17']);
  });

  it('learns the server clock from the polls as well as from the page', async () => {
    // The page claims 10:00:00 (written at 10:00:00.9 on a server exactly 0.9 s ahead);
    // polls reveal the server to be 900 ms ahead of this client.
    const offset = 900;
    const facts = { ...FACTS, endAt: SERVER_NOW + 10 * SECOND };
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(facts, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...facts, serverNow: Date.now() + offset }));
    const { advance } = await setup(api);
    // From the page alone the offset is in [0, 1000] ms: 500 is the guess.
    // Poll at +500 ms: the server read 10:00:01 (truncated from 10:00:01.4): offset in [500, 1000].
    await advance(1300);
    // 10 s − (1.3 s + 0.75 s) = 7.95 s, shown as 8 (the page's guess alone would still show 9).
    expect(screen.getByTestId('countdown').dataset.seconds).to.equal('8');
  });
});
