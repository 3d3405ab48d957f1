import '../../../support/dom.js';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import {
  ANONYMOUS,
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
  type AuctionFacts,
  type BidFacts,
} from './harness.js';

const SERVER_NOW = CLIENT_NOW;
const POLL = '/api/bien/currentauction/7';
const ME = BUYER.currentUser ?? 42;

/** A live sale whose poll answers what the test sets in `live`. */
function liveSale(viewer = BUYER, endIn = 30 * MINUTE) {
  const live: { facts: AuctionFacts; bids: BidFacts[] } = {
    facts: {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW - DAY,
      endAt: SERVER_NOW + endIn,
      currentPrice: 255_000,
    },
    bids: [{ id: 1, amount: 255_000, userId: ME, placedAt: SERVER_NOW - MINUTE }],
  };
  const api = new FakeApi()
    .on('GET', '/api/bien/3/page', pageData(live.facts, viewer))
    .on('GET', POLL, () => pollAnswer({ ...live.facts, serverNow: Date.now() }, live.bids));
  const outbid = (amount: number, endAt = live.facts.endAt) => {
    live.bids = [...live.bids, { id: live.bids.length + 1, amount, userId: 17, placedAt: Date.now() }];
    live.facts = { ...live.facts, currentPrice: amount, endAt };
  };
  return { api, live, outbid };
}

describe('web: property page auction — live notices (outbid, extension, end)', () => {
  afterEach(teardown);

  it("tells me 'Vous avez été surenchéri' at the next poll once my leading offer is beaten, and only me", async () => {
    const sale = liveSale();
    const { advance } = await setup(sale.api);
    await advance(600);
    expect(screen.queryByTestId('live-notice-outbid')).to.equal(null);
    sale.outbid(256_000);
    await advance(1000);
    const notice = screen.getByTestId('live-notice-outbid');
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(plain(notice.textContent)).to.contain('Vous avez été surenchéri');
    expect(plain(notice.textContent)).to.contain('Nouveau prix : 256 000 €');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByTestId('live-notice-outbid')).to.equal(null);
  });

  it('says nothing of an outbid to a visitor who was not leading', async () => {
    const sale = liveSale(ANONYMOUS);
    const { advance } = await setup(sale.api);
    await advance(600);
    sale.outbid(256_000);
    await advance(5000);
    expect(screen.queryByTestId('live-notice-outbid')).to.equal(null);
  });

  it("shows 'Vente prolongée de 2 minutes' when a bid pushes the end back, for 10 s", async () => {
    const sale = liveSale(ANONYMOUS, 90 * SECOND);
    const { advance } = await setup(sale.api);
    await advance(600);
    sale.outbid(256_000, sale.live.facts.endAt + 2 * MINUTE);
    await advance(5000);
    expect(plain(screen.getByTestId('live-notice-extended').textContent)).to.contain(
      'Vente prolongée de 2 minutes',
    );
    await advance(10_000);
    expect(screen.queryByTestId('live-notice-extended')).to.equal(null);
  });

  it('raises the amount of the confirmation dialog when the price moves before I confirm', async () => {
    const sale = liveSale();
    const { advance } = await setup(sale.api);
    await advance(600);
    fireEvent.click(screen.getByTestId('bid-submit'));
    // The minimum, 260 000 € (step 5 000 €), is proposed; another buyer bids exactly that.
    expect(plain(screen.getByTestId('bid-confirm-amount').textContent)).to.equal('260 000 €');
    expect(screen.queryByTestId('bid-amount-raised')).to.equal(null);
    sale.outbid(260_000);
    await advance(1000);
    expect(plain(screen.getByTestId('bid-confirm-amount').textContent)).to.equal('265 000 €');
    expect(plain(screen.getByTestId('bid-amount-raised').textContent)).to.equal(
      'Le prix a changé : votre enchère est passée à 265 000 €.',
    );
  });

  it("says 'Vente terminée' and 'Vous avez remporté' to the leader when the countdown reaches zero", async () => {
    const sale = liveSale(BUYER, 3 * SECOND);
    const { advance } = await setup(sale.api);
    await advance(4000);
    const notice = screen.getByTestId('live-notice-ended');
    expect(plain(notice.textContent)).to.contain('Vente terminée');
    expect(plain(notice.textContent)).to.contain('Vous avez remporté l’enchère à 255 000 €');
  });

  it("shows 'Vous avez remporté' on the ended panel to the winner, 'pas été retenue' to another bidder", async () => {
    const facts = {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW - DAY,
      endAt: SERVER_NOW - MINUTE,
      currentPrice: 256_000,
    };
    const bids: BidFacts[] = [
      { id: 1, amount: 255_000, userId: 17, placedAt: SERVER_NOW - 3 * MINUTE },
      { id: 2, amount: 256_000, userId: ME, placedAt: SERVER_NOW - 2 * MINUTE },
    ];
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(facts, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...facts, serverNow: Date.now() }, bids));
    const { advance } = await setup(api);
    await advance(100);
    expect(plain(screen.getByTestId('my-sale-end').textContent)).to.equal(
      'Vous avez remporté l’enchère à 256 000 €. Le vendeur doit encore accepter votre offre.',
    );
    teardown();
    const other = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(facts, { ...BUYER, currentUser: 17 }))
      .on('GET', POLL, () => pollAnswer({ ...facts, serverNow: Date.now() }, bids));
    await (await setup(other)).advance(100);
    expect(plain(screen.getByTestId('my-sale-end').textContent)).to.equal(
      'Votre offre n’a pas été retenue. Prix final : 256 000 €.',
    );
  });
});
