import '../../../support/dom.js';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@immo/kit';
import { expect } from 'chai';
import {
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  HOUR,
  SECOND,
  apiError,
  bidMember,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
  type AuctionFacts,
  type BidFacts,
} from './harness.js';

const SERVER_NOW = CLIENT_NOW;
const LIVE: AuctionFacts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt: SERVER_NOW + HOUR };
const POLL = '/api/bien/currentauction/7';
const BID = '/enchere/make-enchere/7';
const ME = BUYER.currentUser ?? 0;

const dialog = () => screen.queryByTestId('bid-dialog');
const error = () => screen.queryByTestId('bid-error')?.textContent ?? null;

/** A live sale at 250 000 € (step 5 000) where the buyer bids; `random` 0.5 → a 1 001 ms wait. */
async function openSale(bids: BidFacts[], post: (amount: number) => unknown, random = 0.5) {
  const api = new FakeApi()
    .on('GET', '/api/bien/3/page', pageData(LIVE, BUYER))
    .on('GET', POLL, () => pollAnswer({ ...LIVE, serverNow: Date.now(), currentPrice: undefined }, bids))
    .on('POST', BID, (options: { json?: unknown } | undefined) =>
      post((options?.json as { amount: number }).amount),
    );
  const harness = await setup(api, { random });
  await harness.advance(500);
  return harness;
}

const firstBids = (): BidFacts[] => [{ id: 1, amount: 250_000, userId: 17, placedAt: SERVER_NOW - HOUR / 2 }];

describe('web: property page auction — the bid flow', () => {
  afterEach(teardown);

  it("goes 'Enchérir' → confirmation → 'Transaction en cours' → random wait → refresh → post → 'Enchère passée!'", async () => {
    const bids = firstBids();
    const { advance, api } = await openSale(bids, (amount) => {
      const bid = { id: 2, amount, userId: ME, placedAt: Date.now() };
      bids.push(bid);
      return bidMember(bid, { ...LIVE, currentPrice: amount });
    });
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(dialog()?.textContent).to.contain('Confirmer votre enchère');
    expect(plain(dialog()?.textContent)).to.contain('255 000 €');

    const pollsBefore = api.callsTo('GET', POLL).length;
    const confirmedAt = Date.now();
    fireEvent.click(screen.getByTestId('bid-confirm'));
    expect(dialog()?.textContent).to.contain('Transaction en cours');

    // The wait is preBidDelayMs(0.5) = 1 001 ms; the regular polls (every second) go on meanwhile.
    await advance(1000);
    expect(api.callsTo('POST', BID)).to.have.length(0);
    await advance(1);
    const post = api.callsTo('POST', BID);
    expect(post).to.have.length(1);
    expect(post[0]?.at).to.equal(confirmedAt + 1001);
    expect(post[0]?.json).to.deep.equal({ amount: 255_000 });
    const refresh = api.callsTo('GET', POLL).filter((call) => call.at === confirmedAt + 1001);
    expect(refresh, 'refreshed right before posting').to.have.length(1);
    expect(api.callsTo('GET', POLL).length).to.be.greaterThan(pollsBefore);

    expect(screen.getByTestId('bid-success').textContent).to.contain('Votre offre de');
    expect(dialog()?.textContent).to.contain('Enchère passée!');
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');
    const rows = screen.getAllByTestId('bid-history-row');
    expect(rows[0]?.textContent).to.match(/^Moi/);
    expect(rows[0]?.dataset.highest).to.equal('true');
    expect(plain((screen.getByTestId('bid-input') as HTMLInputElement).value)).to.equal('260 000');

    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialog()).to.equal(null);
  });

  it('waits between 1 and 2000 ms before posting, as drawn', async () => {
    const { advance, api } = await openSale(
      firstBids(),
      (amount) => bidMember({ id: 2, amount, userId: ME, placedAt: Date.now() }, LIVE),
      0.9999999,
    );
    fireEvent.click(screen.getByTestId('bid-submit'));
    fireEvent.click(screen.getByTestId('bid-confirm'));
    await advance(1999);
    expect(api.callsTo('POST', BID)).to.have.length(0);
    await advance(1);
    expect(api.callsTo('POST', BID)).to.have.length(1);
  });

  it('cancels from the confirmation without posting anything', async () => {
    const { advance, api } = await openSale(firstBids(), () => {
      throw new Error('must not post');
    });
    fireEvent.click(screen.getByTestId('bid-submit'));
    fireEvent.click(screen.getByTestId('bid-cancel'));
    expect(dialog()).to.equal(null);
    await advance(5000);
    expect(api.callsTo('POST', BID)).to.have.length(0);
    expect((screen.getByTestId('bid-submit') as HTMLButtonElement).disabled).to.equal(false);
  });

  it('stops at the re-check when someone outbid the amount meanwhile', async () => {
    const bids = firstBids();
    const { advance, api } = await openSale(bids, () => {
      throw new Error('must not post');
    });
    fireEvent.click(screen.getByTestId('bid-submit'));
    fireEvent.click(screen.getByTestId('bid-confirm'));
    bids.push({ id: 2, amount: 255_000, userId: 18, placedAt: Date.now() });
    await advance(1001);
    expect(api.callsTo('POST', BID)).to.have.length(0);
    expect(dialog()).to.equal(null);
    expect(error()).to.equal(
      "Une offre supérieure à la vôtre vient d'être émise, merci de bien vouloir renouveler une nouvelle offre.",
    );
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');
    expect(plain((screen.getByTestId('bid-input') as HTMLInputElement).value)).to.equal('260 000');
  });

  it("stops at the re-check with 'Votre prix est en dessous de l'enchère.' when the new minimum passed the amount", async () => {
    const bids = firstBids();
    const { advance, api } = await openSale(bids, () => {
      throw new Error('must not post');
    });
    fireEvent.click(screen.getByTestId('bid-submit'));
    fireEvent.click(screen.getByTestId('bid-confirm'));
    // A bid below ours but which lifts the minimum above it (an odd amount the grid allowed before).
    bids.push({ id: 2, amount: 252_500, userId: 18, placedAt: Date.now() });
    await advance(1001);
    expect(api.callsTo('POST', BID)).to.have.length(0);
    expect(error()).to.equal("Votre prix est en dessous de l'enchère.");
  });

  it("refuses a typed amount below the minimum with 'Votre prix est en dessous de l'enchère'", async () => {
    const { api } = await openSale(firstBids(), () => {
      throw new Error('must not post');
    });
    fireEvent.change(screen.getByTestId('bid-input'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(dialog()).to.equal(null);
    expect(error()).to.equal("Votre prix est en dessous de l'enchère");
    expect(api.callsTo('POST', BID)).to.have.length(0);
  });

  it('refuses an amount off the step grid before asking anything', async () => {
    await openSale(firstBids(), () => {
      throw new Error('must not post');
    });
    fireEvent.change(screen.getByTestId('bid-input'), { target: { value: '257 000' } });
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(dialog()).to.equal(null);
    expect(plain(error())).to.equal(
      "Votre offre doit dépasser l'enchère du palier (5 000 €) ou d'un multiple du palier",
    );
  });

  it("shows the server's error message for 60 s", async () => {
    const { advance } = await openSale(firstBids(), () => {
      throw apiError(403, 'bid_visit_required', 'Vous devez avoir visité ce bien pour enchérir');
    });
    fireEvent.click(screen.getByTestId('bid-submit'));
    fireEvent.click(screen.getByTestId('bid-confirm'));
    await advance(1001);
    expect(dialog()).to.equal(null);
    expect(error()).to.equal('Vous devez avoir visité ce bien pour enchérir');
    await advance(59_999);
    expect(error()).to.equal('Vous devez avoir visité ce bien pour enchérir');
    await advance(1);
    expect(error()).to.equal(null);
  });

  it('shows the generic error when the server gave no message (network failure)', async () => {
    const { advance } = await openSale(firstBids(), () => {
      throw new ApiError(0, 'network_error', 'network_error');
    });
    fireEvent.click(screen.getByTestId('bid-submit'));
    fireEvent.click(screen.getByTestId('bid-confirm'));
    await advance(1001);
    expect(error()).to.equal("Une erreur s'est produite. Veuillez actualiser la page et réessayer.");
  });

  it('still posts when the refresh before it fails, checked against the last known state', async () => {
    let pollFails = false;
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(LIVE, BUYER))
      .on('GET', POLL, () => {
        if (pollFails) throw apiError(503, 'unavailable', '');
        return pollAnswer({ ...LIVE, serverNow: Date.now(), currentPrice: undefined }, firstBids());
      })
      .on('POST', BID, (options: { json?: unknown } | undefined) =>
        bidMember(
          { id: 2, amount: (options?.json as { amount: number }).amount, userId: ME, placedAt: Date.now() },
          { ...LIVE, currentPrice: 255_000 },
        ),
      );
    const { advance } = await setup(api);
    await advance(500);
    pollFails = true;
    fireEvent.click(screen.getByTestId('bid-submit'));
    fireEvent.click(screen.getByTestId('bid-confirm'));
    await advance(2 * SECOND);
    expect(api.callsTo('POST', BID)).to.have.length(1);
    expect(screen.getByTestId('bid-success')).to.exist;
  });
});
