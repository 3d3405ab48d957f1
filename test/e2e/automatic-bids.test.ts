// Browser journey of automatic bids (issue 13, item 8): two buyers on the demo's live sale, one with
// an automatic maximum, the other bidding by hand; the first's page shows the bids placed for him.
// Screens photographed at desktop and mobile widths into screenshots/e2e/.
import { propertyPagePath, translate } from '@immo/core';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { snap } from './support/browser.js';
import { DEMO_EMAILS } from './support/e2e-server.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { euros, eventually, visible } from './support/wait.js';

describe('Browser journeys: automatic bids in Chromium (e2e)', function () {
  this.timeout(90_000);
  this.slow(30_000);

  const suite = useBrowserJourneys();
  let liveBienId = 1;
  before(() => {
    liveBienId = suite.server.seed?.closingSale?.bienId ?? 1;
  });

  const open = async (context: BrowserContext, who: string): Promise<Page> => {
    const page = await suite.newPage(context, who);
    await page.goto(propertyPagePath(liveBienId));
    const panel = await visible(page, 'auction-panel', 20_000);
    await eventually(
      'the auction panel in its live phase',
      () => panel.getAttribute('data-phase'),
      (p) => p === 'live',
    );
    return page;
  };
  const priceOf = async (page: Page) => euros(await page.getByTestId('current-price').first().textContent());

  it('one buyer sets a maximum, the other bids by hand: the platform answers, the first sees his automatic bids', async () => {
    const first = await open(await suite.newContext(DEMO_EMAILS.buyer), 'buyer with a maximum');
    const second = await open(await suite.newContext(DEMO_EMAILS.secondBuyer), 'buyer bidding by hand');

    const form = await visible(first, 'automatic-bid', 20_000);
    const startPrice = await priceOf(first);
    const maximum = startPrice + 50_000;
    const input = first.getByTestId('automatic-bid-input');
    await input.fill(String(maximum));
    await snap(first, 'auto-01-maximum-typed');
    await first.getByTestId('automatic-bid-submit').click();
    await visible(first, 'automatic-bid-success', 15_000);
    expect(await first.getByTestId('automatic-bid-current').textContent()).to.contain(
      translate('automatic_bid_current', 'fr', { amount: '' }).trim(),
    );
    // The maximum took the lead at once for its owner.
    await eventually(
      'the first buyer leads',
      () => priceOf(first),
      (p) => p > startPrice,
      10_000,
    );

    // The second buyer bids the proposed minimum by hand.
    const bidInput = await visible(second, 'bid-input');
    const manual = await eventually(
      'the next minimum',
      async () => euros(await bidInput.inputValue()),
      (n) => n > startPrice,
    );
    await second.getByTestId('bid-submit').click();
    await second.getByTestId('bid-confirm').click();
    await visible(second, 'bid-success', 15_000);

    // The platform answered for the first buyer: the price is one step above the manual bid, and
    // his page marks his automatic rows; the second buyer's page never says automatic.
    await eventually(
      'the automatic answer reaches the first page',
      () => priceOf(first),
      (p) => p > manual,
      10_000,
    );
    const marked = first.getByTestId('bid-history-automatic');
    await eventually(
      'automatic rows marked',
      () => marked.count(),
      (n) => n >= 2,
      10_000,
    );
    expect(await marked.first().textContent()).to.equal(translate('automatic_bid_marker'));
    await eventually(
      'the second page sees the answer',
      () => priceOf(second),
      (p) => p > manual,
      10_000,
    );
    expect(await second.getByTestId('bid-history-automatic').count()).to.equal(0);
    expect(await second.content()).not.to.contain(String(maximum));
    await snap(first, 'auto-02-first-buyer-automatic-rows');
    await snap(second, 'auto-03-second-buyer-outbid');

    // Raise, then withdraw.
    await input.fill(String(maximum + 10_000));
    await first.getByTestId('automatic-bid-submit').click();
    await eventually(
      'the raised maximum',
      async () => (await first.getByTestId('automatic-bid-current').textContent()) ?? '',
      (text) => euros(text) === maximum + 10_000,
    );
    await first.getByTestId('automatic-bid-withdraw').click();
    await visible(first, 'automatic-bid-success', 15_000);
    expect(await first.getByTestId('automatic-bid-current').count()).to.equal(0);
    expect(await form.isVisible()).to.equal(true);
    await snap(first, 'auto-04-withdrawn');
  });
});
