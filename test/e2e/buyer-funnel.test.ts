// The buyer funnel in the browser, through the screens only (issue 9, item 5): a stranger signs up,
// opens the verification link from the mail outbox, logs in, registers interest on a live sale,
// books a visit, sends an identity document and signs the agrément; in a second context the sale's
// negotiator opens a visit slot, validates the visit once it has started and approves both
// documents; the buyer then bids and sees 'Enchère passée!'. Who may bid is core's rule
// (docs/buyer-funnel.md); nothing here writes to the database behind the screens' back.
import { LOGIN_PAGE_PATH, MINUTE_MS, toParisWallClock, type Instant } from '@immo/core';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { snap } from './support/browser.js';
import { DEMO_EMAILS, type E2eServer } from './support/e2e-server.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { linkPath, waitForMail } from './support/mail-outbox.js';
import { eventually, euros, sleep, visible } from './support/wait.js';

const STRANGER = {
  firstName: 'Élodie',
  lastName: 'Marchand-Lefort',
  phone: '06 71 42 18 90',
  email: `elodie.marchand.${Date.now()}@exemple.fr`,
  address: '14 rue des Tanneurs',
  postcode: '67000',
  city: 'Strasbourg',
  country: 'France',
  password: 'Colmar-Riquewihr-2026!',
};
const fullName = `${STRANGER.firstName} ${STRANGER.lastName}`;

/** A small real PDF: what a buyer scans of an identity card. */
const IDENTITY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A live sale of the demo negotiator, far from its end: time to qualify, then bid. */
async function aLiveSaleOfTheNegotiator(server: E2eServer) {
  const { repos } = server.api.ports;
  const negotiator = await repos.users.findByEmail(DEMO_EMAILS.negotiator);
  for (const sale of server.seed?.sales ?? []) {
    if (sale.phase !== 'live' || sale.endAt - Date.now() < 2 * 60 * MINUTE_MS) continue;
    const property = await repos.properties.findById(sale.bienId);
    if (property?.negotiatorId === negotiator?.id) return sale;
  }
  throw new Error('e2e: the demo has no live sale of negociateur@demo.immo far from its end');
}

/** The slot form's date and time (Paris) of the first whole minute at least `ahead` from now. */
function slotStart(ahead: number): { at: Instant; date: string; time: string } {
  const at = Math.ceil((Date.now() + ahead) / MINUTE_MS) * MINUTE_MS;
  const wall = toParisWallClock(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    at,
    date: `${wall.year}-${two(wall.month)}-${two(wall.day)}`,
    time: `${two(wall.hour)}:${two(wall.minute)}`,
  };
}

const field = (page: Page, name: string) => page.getByTestId('sign-up-form').locator(`input[name="${name}"]`);

describe('Browser journey: from sign-up to first bid (e2e)', function () {
  this.timeout(8 * 60_000);
  const suite = useBrowserJourneys();

  it('a stranger becomes a qualified bidder through the site alone, and bids', async () => {
    const { server } = suite;
    const sale = await aLiveSaleOfTheNegotiator(server);
    const negotiator = await suite.newUserPage('négociateur', DEMO_EMAILS.negotiator);

    // The negotiator opens a grouped visit slot starting in one to two minutes.
    const slot = slotStart(MINUTE_MS);
    await negotiator.goto(`/espace-negociateur/bien/${sale.bienId}/visites`);
    await (await visible(negotiator, 'new-slot')).click();
    const dialog = await visible(negotiator, 'slot-dialog');
    await dialog.locator('input[name="date"]').fill(slot.date);
    await dialog.locator('input[name="time"]').fill(slot.time);
    await dialog.locator('input[name="kind"][value="grouped"]').check();
    await dialog.locator('select[name="durationMinutes"]').selectOption('30');
    await dialog.getByTestId('slot-submit').click();
    await visible(negotiator, 'visits-flash');
    await snap(negotiator, 'funnel-01-negotiator-slot');

    // A stranger signs up from the header's 'Créer un compte'.
    const buyer = await suite.newUserPage('nouvel acquéreur');
    await buyer.goto('/');
    await (await visible(buyer, 'nav-sign-up')).click();
    await visible(buyer, 'sign-up-form');
    for (const name of ['firstName', 'lastName', 'phone', 'email', 'address', 'postcode', 'city'] as const)
      await field(buyer, name).fill(STRANGER[name]);
    await field(buyer, 'country').fill(STRANGER.country);
    await field(buyer, 'password').fill(STRANGER.password);
    await field(buyer, 'passwordConfirmation').fill(STRANGER.password);
    await field(buyer, 'termsAccepted').check();
    await snap(buyer, 'funnel-02-sign-up');
    await buyer.getByTestId('sign-up-submit').click();
    await visible(buyer, 'sign-up-done');

    // The verification link from the inbox, once; then the login page with its notice.
    const verification = await waitForMail(server.dataDir, STRANGER.email, 'Confirmez votre adresse email');
    expect(verification.html).to.contain('Confirmer mon adresse email');
    await buyer.goto(linkPath(verification, '/verification-email/'));
    expect(await (await visible(buyer, 'login-verification')).textContent()).to.contain('vérifiée');
    await buyer.getByTestId('login-email').fill(STRANGER.email);
    await buyer.getByTestId('login-password').fill(STRANGER.password);
    await buyer.getByTestId('login-submit').click();
    await buyer.waitForURL((url) => !url.pathname.startsWith(LOGIN_PAGE_PATH));

    // On the live sale: 'Ce bien m'intéresse', confirmed first, opens the buyer file.
    await buyer.goto(`/bien/${sale.bienId}`);
    await (await visible(buyer, 'register-interest')).click();
    await (await visible(buyer, 'register-confirm')).click();
    await buyer.waitForURL(`**/espace-utilisateur/acheteur/bien/${sale.bienId}/show`);
    await visible(buyer, 'checklist');
    await snap(buyer, 'funnel-03-buyer-file');

    // The visit: the slot the negotiator opened, booked from the buyer space.
    await buyer.goto(`/espace-utilisateur/acheteur/bien/${sale.bienId}/visite`);
    const slots = await visible(buyer, 'visit-slots');
    await slots.getByTestId('visit-slot').last().getByRole('button').click();
    await visible(buyer, 'my-booking');
    await waitForMail(server.dataDir, STRANGER.email, 'Votre visite est réservée');
    const toNegotiator = await waitForMail(server.dataDir, DEMO_EMAILS.negotiator, 'Visite réservée par');
    expect(toNegotiator.subject).to.contain(STRANGER.lastName);

    // The identity document and the agrément, on the file page.
    await buyer.goto(`/espace-utilisateur/acheteur/bien/${sale.bienId}/show#identite`);
    await visible(buyer, 'identity-upload');
    await buyer
      .getByTestId('identity-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'carte-identite.pdf', mimeType: 'application/pdf', buffer: IDENTITY_PDF });
    await eventually(
      'the identity step waiting for the negotiator',
      () => buyer.getByTestId('section-identity').textContent(),
      (text) => (text ?? '').includes('En attente du négociateur'),
      20_000,
    );
    const agrement = await visible(buyer, 'agrement-form');
    await agrement.locator('input[name="accepted"]').check();
    await agrement.locator('input[name="fullName"]').fill(fullName);
    await buyer.getByTestId('agrement-sign').click();
    await visible(buyer, 'agrement-signed');
    await snap(buyer, 'funnel-04-file-waiting');

    // The property page names what is missing: the negotiator's approvals.
    await buyer.goto(`/bien/${sale.bienId}`);
    await visible(buyer, 'bid-controls-reason');
    expect(await buyer.getByTestId('bid-submit').isDisabled()).to.equal(true);

    // The negotiator: the visit once the slot has started, then both documents.
    await sleep(Math.max(0, slot.at - Date.now()) + 1_000);
    await negotiator.goto(`/espace-negociateur/bien/${sale.bienId}/acteurs`);
    const row = negotiator.getByTestId('buyer-row').filter({ hasText: STRANGER.lastName });
    await row.first().waitFor({ state: 'visible', timeout: 15_000 });
    await snap(negotiator, 'funnel-05-negotiator-buyers');
    await row.getByTestId('validate-visit').click();
    await (await visible(negotiator, 'validation-confirm')).click();
    await visible(negotiator, 'validation-done');
    await negotiator.goto(`/espace-negociateur/bien/${sale.bienId}/acteurs`);
    for (const part of ['identity', 'agrement'] as const) {
      const current = negotiator.getByTestId('buyer-row').filter({ hasText: STRANGER.lastName });
      await current.getByTestId(`approve-${part}`).click();
      const decision = await visible(negotiator, 'decision-dialog');
      await decision.getByTestId('dialog-confirm').click();
      await decision.waitFor({ state: 'detached', timeout: 15_000 });
    }
    await visible(negotiator, 'ready-to-bid');
    await snap(negotiator, 'funnel-06-negotiator-approved');
    await waitForMail(server.dataDir, STRANGER.email, 'agrément');

    // The buyer bids at the minimum: 'Enchère passée!'.
    await buyer.goto(`/bien/${sale.bienId}`);
    const input = await visible(buyer, 'bid-input');
    await eventually(
      'the bid controls enabled',
      () => input.isEnabled(),
      (enabled) => enabled,
      15_000,
    );
    const minimum = euros(await input.inputValue());
    expect(minimum).to.be.greaterThan(0);
    await buyer.getByTestId('bid-submit').click();
    await (await visible(buyer, 'bid-confirm')).click();
    const success = buyer.getByTestId('bid-dialog').filter({ hasText: 'Enchère passée!' });
    await success.waitFor({ state: 'visible', timeout: 20_000 });
    await snap(buyer, 'funnel-07-bid-placed');

    const account = await server.api.ports.repos.users.findByEmail(STRANGER.email);
    const bids = await server.api.ports.repos.bids.listByAuction(sale.enchereId);
    expect(bids.at(-1)).to.include({ userId: account?.id, amount: minimum });
  });
});
