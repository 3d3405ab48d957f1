import '../../../support/dom.js';
import { screen } from '@testing-library/react';
import { expect } from 'chai';
import {
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  MINUTE,
  SECOND,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
} from './harness.js';

/** Server 20 minutes behind the client this time. */
const OFFSET = -20 * MINUTE;
const SERVER_NOW = CLIENT_NOW + OFFSET;
const serverNowAt = () => Date.now() + OFFSET;
const seconds = () => Number(screen.getByTestId('countdown').dataset.seconds);

describe('web: property page auction — countdowns', () => {
  afterEach(teardown);

  it('counts down to the start each second and reloads the page when it completes', async () => {
    const facts = { serverNow: SERVER_NOW, startAt: SERVER_NOW + 5 * SECOND, endAt: SERVER_NOW + 3 * DAY };
    const { advance, deps } = await setup(
      new FakeApi().on('GET', '/api/bien/3/page', pageData(facts, BUYER)),
    );
    // The server wrote 10:00:00 with its second truncated: 4.5 s left, shown as 5.
    expect(seconds()).to.equal(5);
    await advance(501);
    expect(seconds()).to.equal(4);
    await advance(1000);
    expect(seconds()).to.equal(3);
    expect(plain(screen.getByTestId('countdown').textContent)).to.equal('00jours00heures00minutes03secondes');
    expect(deps.reload.called).to.equal(false);
    await advance(3000);
    expect(deps.reload.calledOnce).to.equal(true);
    await advance(5000);
    expect(deps.reload.calledOnce, 'reloads once').to.equal(true);
  });

  it("reaches zero on the live sale: 'Enchère terminée', controls off, the page reloaded 2 s later", async () => {
    const facts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt: SERVER_NOW + 3 * SECOND };
    // Polls fail (and are ignored): the clock stays as the page set it, to the millisecond.
    const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(facts, BUYER));
    const { advance, deps } = await setup(api);
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Fin de la vente dans');
    expect(seconds()).to.equal(3);
    await advance(1501);
    expect(seconds()).to.equal(1);
    expect((screen.getByTestId('bid-submit') as HTMLButtonElement).disabled).to.equal(false);
    await advance(1000);
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Enchère terminée');
    expect(seconds()).to.equal(0);
    expect(screen.getByTestId('auction-panel').dataset.phase).to.equal('live');
    expect((screen.getByTestId('bid-submit') as HTMLButtonElement).disabled).to.equal(true);
    expect(deps.reload.called).to.equal(false);
    await advance(1999);
    expect(deps.reload.called).to.equal(false);
    await advance(1);
    expect(deps.reload.calledOnce).to.equal(true);
  });

  it('follows the end that polling brings (a late bid extended the sale by 2 minutes)', async () => {
    const endAt = SERVER_NOW + 10 * SECOND;
    const facts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt };
    let extended = false;
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(facts, BUYER))
      .on('GET', '/api/bien/currentauction/7', () =>
        pollAnswer(
          { ...facts, serverNow: serverNowAt(), endAt: extended ? endAt + 2 * MINUTE : endAt },
          extended ? [{ id: 9, amount: 255_000, userId: 17, placedAt: serverNowAt() }] : [],
        ),
      );
    const { advance, deps } = await setup(api);
    await advance(3000);
    expect(seconds()).to.equal(7);
    extended = true;
    await advance(1000);
    expect(seconds()).to.equal(2 * 60 + 6);
    await advance(10_000);
    expect(screen.getByTestId('auction-status-text').textContent).to.equal('Fin de la vente dans');
    expect(deps.reload.called).to.equal(false);
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');
  });

  it('shows the end date in force, in Paris time', async () => {
    const endAt = Date.parse('2026-11-21T18:30:00+01:00');
    const facts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt };
    await setup(new FakeApi().on('GET', '/api/bien/3/page', pageData(facts, BUYER)));
    expect(screen.getByText('Clôture prévue le samedi 21 novembre 2026 à 18:30')).to.exist;
  });
});
