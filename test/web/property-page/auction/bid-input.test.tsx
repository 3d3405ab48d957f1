import '../../../support/dom.js';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import {
  ANONYMOUS,
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  HOUR,
  MINUTE,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
  type AuctionFacts,
  type BidFacts,
  type Viewer,
} from './harness.js';

const SERVER_NOW = CLIENT_NOW;
const LIVE: AuctionFacts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt: SERVER_NOW + HOUR };

const input = () => screen.getByTestId('bid-input') as HTMLInputElement;
const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;
const value = () => plain(input().value);
const click = (id: string) => fireEvent.click(button(id));

async function openLive(facts: AuctionFacts = LIVE, viewer: Viewer = BUYER, bids?: () => BidFacts[]) {
  const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(facts, viewer));
  if (bids)
    api.on('GET', '/api/bien/currentauction/7', () =>
      pollAnswer({ ...facts, serverNow: Date.now(), currentPrice: undefined }, bids()),
    );
  return setup(api);
}

describe('web: property page auction — the bid input', () => {
  afterEach(teardown);

  it('starts at the next minimum: the current price plus the step', async () => {
    await openLive();
    expect(value()).to.equal('255 000');
    expect(plain(screen.getByText(/Offre minimum/).textContent)).to.equal('Offre minimum : 255 000 €');
  });

  it('starts at the first price when nobody has bid yet, and plus goes up by the step', async () => {
    await openLive({ ...LIVE, currentPrice: null, firstPrice: 180_000, step: 2000 });
    expect(value()).to.equal('180 000');
    click('bid-plus');
    expect(value()).to.equal('182 000');
  });

  it('raises by the step with plus and lowers with minus, never below the minimum', async () => {
    await openLive();
    expect(button('bid-minus').disabled, 'at the minimum').to.equal(true);
    click('bid-plus');
    click('bid-plus');
    expect(value()).to.equal('265 000');
    click('bid-minus');
    expect(value()).to.equal('260 000');
    click('bid-minus');
    expect(value()).to.equal('255 000');
    expect(button('bid-minus').disabled).to.equal(true);
  });

  it('takes free typing as digits only, shown with French thousands', async () => {
    await openLive();
    fireEvent.change(input(), { target: { value: '300000' } });
    expect(value()).to.equal('300 000');
    fireEvent.change(input(), { target: { value: '3a1 2b50 0€0' } });
    expect(value()).to.equal('3 125 000');
    fireEvent.change(input(), { target: { value: '' } });
    expect(value()).to.equal('');
    expect(button('bid-submit').disabled, 'nothing to bid').to.equal(true);
    click('bid-plus');
    expect(value()).to.equal('255 000');
  });

  it('keeps the value of a pasted amount: spaces of any kind, the euro sign, stray text, cents', async () => {
    await openLive();
    for (const pasted of ['abc 500 000', '500 000 €', '500\u00a0000', '500\u202f000', '500 000,00 €']) {
      fireEvent.change(input(), { target: { value: pasted } });
      expect(value(), JSON.stringify(pasted)).to.equal('500 000');
    }
  });

  it('brings a typed amount that falls off the grid back onto it with plus and minus', async () => {
    await openLive();
    fireEvent.change(input(), { target: { value: '262 300' } });
    click('bid-plus');
    expect(value()).to.equal('265 000');
    fireEvent.change(input(), { target: { value: '262 300' } });
    click('bid-minus');
    expect(value()).to.equal('260 000');
  });

  it('returns to the new minimum when the price moves past the amount, and keeps a higher one', async () => {
    const bids: BidFacts[] = [];
    const { advance } = await openLive({ ...LIVE, currentPrice: null }, BUYER, () => bids);
    await advance(500);
    expect(value()).to.equal('200 000');
    bids.push({ id: 1, amount: 210_000, userId: 17, placedAt: SERVER_NOW });
    await advance(1000);
    expect(value(), 'price moved past it').to.equal('215 000');
    fireEvent.change(input(), { target: { value: '300000' } });
    bids.push({ id: 2, amount: 220_000, userId: 18, placedAt: SERVER_NOW + MINUTE });
    await advance(1000);
    expect(value(), 'still above the new minimum').to.equal('300 000');
    bids.push({ id: 3, amount: 300_000, userId: 18, placedAt: SERVER_NOW + MINUTE });
    await advance(1000);
    expect(value()).to.equal('305 000');
  });
});

describe('web: property page auction — bid controls and their reasons', () => {
  afterEach(teardown);

  const controls = () =>
    ['bid-input', 'bid-minus', 'bid-plus', 'bid-submit'].map((id) => button(id).disabled);
  const reasons = () =>
    Array.from(screen.getByTestId('bid-controls-reason').querySelectorAll('li > p')).map(
      (item) => item.textContent,
    );

  it('are on for a verified buyer allowed to bid, registered, visit done', async () => {
    await openLive();
    expect(controls()).to.deep.equal([false, true, false, false]);
    expect(screen.queryByTestId('bid-controls-reason')).to.equal(null);
  });

  it('are off for a negotiator, who is told only that negotiators do not bid', async () => {
    await openLive(LIVE, {
      ...BUYER,
      roles: ['ROLE_NEGOCIATEUR'],
      registered: false,
      visitDone: false,
      blocks: ['negotiator'],
    });
    expect(controls()).to.deep.equal([true, true, true, true]);
    expect(reasons()).to.deep.equal(['Les négociateurs ne peuvent pas enchérir']);
  });

  it('are off, with every reason, for a buyer whose right to bid was withdrawn and identity is being checked', async () => {
    await openLive(LIVE, {
      ...BUYER,
      verified: false,
      canAuction: false,
      blocks: ['bidding_suspended', 'identity_pending'],
    });
    expect(controls()).to.deep.equal([true, true, true, true]);
    expect(reasons()).to.deep.equal([
      "Votre droit d'enchérir a été retiré par l'administrateur du site",
      "Votre pièce d'identité est en cours de vérification par le négociateur",
    ]);
  });

  it('are off for a buyer not registered on the sale or who has not visited', async () => {
    await openLive(LIVE, {
      ...BUYER,
      registered: false,
      visitDone: false,
      mustRegister: true,
      blocks: ['not_registered'],
    });
    expect(controls()).to.deep.equal([true, true, true, true]);
    expect(reasons()).to.deep.equal(['Veuillez vous inscrire à ce bien pour enchérir.']);
    expect(screen.getByTestId('register-interest')).to.exist;
  });

  it('are off while a bid is being confirmed (mid-transaction)', async () => {
    await openLive();
    click('bid-submit');
    expect(screen.getByTestId('bid-dialog')).to.exist;
    expect(controls()).to.deep.equal([true, true, true, true]);
  });

  it('are not offered to an anonymous visitor, who gets the login prompt instead', async () => {
    await openLive(LIVE, ANONYMOUS);
    expect(screen.queryByTestId('bid-submit')).to.equal(null);
    expect(screen.getByTestId('login-prompt')).to.exist;
  });
});
