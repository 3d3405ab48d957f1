// Browser journeys of issue 13's notices on the property page: a buyer outbid by another sees
// 'Vous avez été surenchéri' within 1 s of the bid (pushed by the auction's stream) and the outbid
// mail is in the outbox; a last-minute bid shows 'Vente prolongée de 2 minutes'; the end shows 'Vente terminée'
// with 'Vous avez remporté…' to the leader, then the ended panel, and the end-of-sale job mails him.
// Screenshots at desktop and mobile widths into screenshots/e2e/.
import { DAY_MS, formatParisDateTimeLong, propertyPagePath, translate, type User } from '@immo/core';
import { aQualifiedBuyerFile } from '@immo/core/testing';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { snap } from './support/browser.js';
import { DEMO_EMAILS } from './support/e2e-server.js';
import { createSaleEndingAt, type EndingSale } from './support/ending-sale.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { waitForMail } from './support/mail-outbox.js';
import { eventually, euros, visible } from './support/wait.js';

describe('Browser journeys: live notices of the property page (e2e)', function () {
  this.timeout(240_000);
  this.slow(30_000);
  const suite = useBrowserJourneys();

  const user = async (email: string): Promise<User> => {
    const found = await suite.server.api.ports.repos.users.findByEmail(email);
    if (!found) throw new Error(`e2e: no ${email}`);
    return found;
  };
  /** A sale ending at `endAt` on which the demo buyer leads (one offer) and the second buyer may bid. */
  const saleEndingAt = async (endAt: number): Promise<EndingSale> => {
    const sale = await createSaleEndingAt(suite.server.api, {
      endAt,
      negotiatorEmail: DEMO_EMAILS.negotiator,
      buyerEmail: DEMO_EMAILS.buyer,
    });
    const second = await user(DEMO_EMAILS.secondBuyer);
    await suite.server.api.ports.repos.buyerFiles.add(
      aQualifiedBuyerFile({ propertyId: sale.bienId, userId: second.id, visitDoneAt: Date.now() - DAY_MS }),
    );
    return sale;
  };
  const livePage = async (who: string, email: string, bienId: number): Promise<Page> => {
    const page = await suite.newUserPage(who, email);
    await page.goto(propertyPagePath(bienId));
    const panel = await visible(page, 'auction-panel', 20_000);
    await eventually(
      'the live panel',
      () => panel.getAttribute('data-phase'),
      (p) => p === 'live',
    );
    await visible(page, 'bid-history-row', 10_000);
    return page;
  };
  /** The second buyer bids the proposed minimum through his page; when the API answered. */
  const secondBids = async (page: Page): Promise<number> => {
    const input = await visible(page, 'bid-input');
    await eventually(
      'the next minimum',
      async () => euros(await input.inputValue()),
      (n) => n > 0,
    );
    const posted = page.waitForResponse(
      (r) => r.url().includes('/enchere/make-enchere/') && r.request().method() === 'POST',
      { timeout: 45_000 },
    );
    await page.getByTestId('bid-submit').click();
    await page.getByTestId('bid-confirm').click();
    const response = await posted;
    expect(response.ok(), `${response.status()} ${await response.text()}`).to.equal(true);
    return Date.now();
  };

  it("the outbid buyer sees 'Vous avez été surenchéri' within 1 s of the bid, and the mail is in the outbox", async () => {
    const sale = await saleEndingAt(Date.now() + 30 * 60_000);
    const first = await livePage('buyer 1', DEMO_EMAILS.buyer, sale.bienId);
    const second = await livePage('buyer 2', DEMO_EMAILS.secondBuyer, sale.bienId);

    const placedAt = await secondBids(second);
    // The page follows the auction's stream (polling only when the stream fails): the notice comes with the push.
    const notice = first.getByTestId('live-notice-outbid');
    await notice.waitFor({ state: 'visible', timeout: 5_000 });
    const shownAt = Date.now();
    expect(await notice.textContent()).to.contain(translate('live_notice_outbid'));
    console.log(
      `      ('Vous avez été surenchéri' shown ${shownAt - placedAt} ms after the bid was acknowledged)`,
    );
    expect(shownAt - placedAt, 'after the bid').to.be.at.most(1_000);

    const mail = await waitForMail(suite.server.dataDir, DEMO_EMAILS.buyer, 'Vous avez été surenchéri');
    expect(mail.html).to.contain('Vous avez été surenchéri');
    await snap(first, 'sale-notices-01-outbid');
  });

  it("a bid in the last 2 minutes shows 'Vente prolongée de 2 minutes' to the other buyer", async () => {
    const sale = await saleEndingAt(Date.now() + 100_000);
    const first = await livePage('buyer 1', DEMO_EMAILS.buyer, sale.bienId);
    const second = await livePage('buyer 2', DEMO_EMAILS.secondBuyer, sale.bienId);
    await secondBids(second);
    const extended = await visible(first, 'live-notice-extended', 5_000);
    expect(await extended.textContent()).to.contain('Vente prolongée de 2 minutes');
    await visible(first, 'live-notice-outbid', 2_000);
    await snap(first, 'sale-notices-02-extended-and-outbid');
  });

  it("at the end the leader reads 'Vente terminée — Vous avez remporté…', then the ended panel, and is mailed", async () => {
    const sale = await saleEndingAt(Date.now() + 45_000);
    const first = await livePage('buyer 1', DEMO_EMAILS.buyer, sale.bienId);
    const ended = await visible(first, 'live-notice-ended', 60_000);
    expect(await ended.textContent()).to.contain('Vous avez remporté l’enchère');
    await first.screenshot({ path: 'screenshots/e2e/sale-notices-03-ended-toast-desktop.png' });

    const panel = await visible(first, 'my-sale-end', 15_000);
    expect(await panel.textContent()).to.contain('Vous avez remporté l’enchère');
    await snap(first, 'sale-notices-04-ended-panel-winner');

    // The end-of-sale job (every 5 s on this server) closes the sale and mails its people. The previous
    // journey's sale has the same title and may end meanwhile: this sale's mail is told by its end.
    const mail = await waitForMail(
      suite.server.dataDir,
      DEMO_EMAILS.buyer,
      'Vente terminée',
      formatParisDateTimeLong(sale.endAt, 'fr'),
    );
    expect(mail.text).to.contain('est la meilleure');
  });
});
