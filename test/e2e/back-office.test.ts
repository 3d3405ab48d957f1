// Browser journeys of issue 12 on the all-in-one server with the demo data, in headless Chromium:
//  (c) a negotiator uploads a restricted PDF on his sale's documents page: a registered buyer
//      downloads it, an unregistered buyer is told to register for the property;
//  (d) a visitor sends 'Contacter le négociateur' and the negotiator's mail lands in the outbox;
//  (e) the administrator's space: users, sales, notaries, the audit log (screenshots);
//  (f) the negotiator edits his sale's title in place on its property page (§2.2 inline edit),
//      which a visitor's page neither shows nor loads.
import { DAY_MS, translate } from '@immo/core';
import { aPdfFile } from '@immo/core/testing';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { escapeHtml } from '../../hosts/api/src/site-html/escape.js';
import { snap } from './support/browser.js';
import { DEMO_EMAILS } from './support/e2e-server.js';
import { createSaleEndingAt } from './support/ending-sale.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { waitForMail } from './support/mail-outbox.js';
import { eventually, visible } from './support/wait.js';

describe('e2e: documents, contact, admin space (issue 12)', function () {
  this.timeout(180_000);
  const suite = useBrowserJourneys();

  it('(c) a restricted PDF: a registered buyer downloads it, an unregistered one is told to register', async () => {
    const sale = await createSaleEndingAt(suite.server.api, {
      endAt: Date.now() + 4 * DAY_MS,
      negotiatorEmail: DEMO_EMAILS.negotiator,
      buyerEmail: DEMO_EMAILS.buyer,
    });
    const negotiator = await suite.newUserPage('negotiator', DEMO_EMAILS.negotiator);
    await negotiator.goto(`/espace-negociateur/bien/${sale.bienId}/documents`);
    const form = await visible(negotiator, 'document-upload');
    await negotiator.getByTestId('document-file').setInputFiles({
      name: 'titre.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(aPdfFile()),
    });
    await negotiator.getByTestId('document-name').fill('Titre de propriété');
    await negotiator.getByTestId('document-kind').selectOption('titre_propriete');
    await negotiator.getByTestId('access-restricted').check();
    await form.getByTestId('document-submit').click();
    const row = await visible(negotiator, 'document-row');
    expect(await row.getByTestId('document-row-access').textContent()).to.equal(
      'Réservé aux acquéreurs inscrits',
    );
    const documentId = Number(await row.getAttribute('data-document-id'));
    await snap(negotiator, 'sale-documents');

    const buyer = await suite.newUserPage('buyer', DEMO_EMAILS.buyer);
    await buyer.goto(`/bien/${sale.bienId}`);
    await visible(buyer, 'documents-table');
    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByTestId('document-download').first().click(),
    ]);
    expect(download.suggestedFilename()).to.equal('Titre de propriété.pdf');

    const other = await suite.newUserPage('second buyer', DEMO_EMAILS.secondBuyer);
    await other.goto(`/bien/${sale.bienId}`);
    await visible(other, 'documents-table');
    await other.getByTestId('document-download').first().click();
    await eventually(
      'the registration message',
      async () => (await other.locator('body').textContent()) ?? '',
      (text) => text.includes('Veuillez vous inscrire à ce bien pour télécharger le document.'),
    );
    expect((await other.request.get(`/download/private/${documentId}`)).status()).to.equal(403);
    await snap(other, 'property-page-document-registration');
  });

  it('(d) a visitor writes to the negotiator: the message is stored and mailed', async () => {
    const sale = await createSaleEndingAt(suite.server.api, {
      endAt: Date.now() + 4 * DAY_MS,
      negotiatorEmail: DEMO_EMAILS.negotiator,
      buyerEmail: DEMO_EMAILS.buyer,
    });
    const visitor = await suite.newUserPage('visitor');
    await visitor.goto(`/bien/${sale.bienId}`);
    await visible(visitor, 'negotiator-block');
    await visitor.getByTestId('contact-open').click();
    await visible(visitor, 'contact-form');
    await visitor.getByTestId('contact-nom').fill('Léa Visiteuse');
    await visitor.getByTestId('contact-email').fill('lea.visiteuse@example.fr');
    await visitor.getByTestId('contact-telephone').fill('06 12 34 56 78');
    await visitor.getByTestId('contact-message').fill('Bonjour, le grenier est-il aménageable ?');
    await snap(visitor, 'property-page-contact-form');
    await visitor.getByTestId('contact-send').click();
    const sent = await visible(visitor, 'contact-sent');
    expect(await sent.textContent()).to.equal(translate('contact_sent', 'fr'));
    const mail = await waitForMail(suite.server.dataDir, DEMO_EMAILS.negotiator, 'Message au sujet de');
    expect(mail.text).to.contain('le grenier est-il aménageable ?');
    expect(mail.text).to.contain('lea.visiteuse@example.fr');
    const stored = await suite.server.api.ports.repos.contactMessages.listByProperty(sale.bienId);
    expect(stored.map((m) => m.email)).to.deep.equal(['lea.visiteuse@example.fr']);
  });

  it('(e) the administrator deactivates a user and reads it in the audit log', async () => {
    const admin = await suite.newUserPage('admin', DEMO_EMAILS.admin);
    await admin.goto('/espace-admin?q=nouveau%40demo.immo');
    const row = await visible(admin, 'admin-user-row');
    await snap(admin, 'admin-users');
    await row.getByTestId('admin-deactivate').click();
    const dialog = await visible(admin, 'deactivate-dialog');
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await eventually(
      'the user deactivated',
      async () => (await admin.getByTestId('admin-user-active').first().textContent()) ?? '',
      (text) => text === 'Désactivé',
    );
    await admin.goto('/espace-admin/journal');
    const audit = await visible(admin, 'audit-row');
    expect(await audit.textContent()).to.contain('nouveau@demo.immo');
    await snap(admin, 'admin-audit');
    await admin.goto('/espace-admin/ventes?phase=termine');
    await visible(admin, 'admin-sale-row');
    await snap(admin, 'admin-sales');
    await admin.goto('/espace-admin/notaires');
    await visible(admin, 'admin-notary-row');
    await snap(admin, 'admin-notaries');
    expect(await admin.getByTestId('admin-nav-news').getAttribute('href')).to.equal(
      '/espace-admin/actualites',
    );
    // Back as it was for the other journeys.
    await admin.goto('/espace-admin?q=nouveau%40demo.immo');
    await (await visible(admin, 'admin-user-row')).getByTestId('admin-reactivate').click();
  });

  it('(f) the negotiator changes his sale’s title in place on its page; a visitor sees no field', async () => {
    const { repos } = suite.server.api.ports;
    const owner = await repos.users.findByEmail(DEMO_EMAILS.negotiator);
    const upcoming = await repos.properties.list({
      negotiatorId: owner!.id,
      status: 'a_venir',
      now: Date.now(),
      page: 1,
      pageSize: 50,
    });
    // Nobody bid on an upcoming sale. The demo's are all sold with a flat fee (a computed first
    // price, not typed): this one gets a typed first price, so that every field shows.
    const found = upcoming.items.find((p) => p.publishedAt !== null);
    if (!found) throw new Error('e2e: the demo negotiator has no upcoming sale');
    const sale = { ...found, flatFee: false, flatFeeAmount: null };
    await repos.properties.update(sale);
    const chunkRequests = (page: Page) => {
      const seen: string[] = [];
      page.on('request', (request) => {
        if (/\/inline-edit\.[0-9a-f]+\.js$/.test(request.url())) seen.push(request.url());
      });
      return seen;
    };

    const visitor = await suite.newUserPage('visitor');
    const visitorChunks = chunkRequests(visitor);
    await visitor.goto(`/bien/${sale.id}`);
    await visible(visitor, 'auction-panel');
    expect(await visitor.getByTestId('inline-edit').count()).to.equal(0);
    expect(visitorChunks, 'a visitor’s page loads no field').to.deep.equal([]);

    const negotiator = await suite.newUserPage('negotiator', DEMO_EMAILS.negotiator);
    const negotiatorChunks = chunkRequests(negotiator);
    await negotiator.goto(`/bien/${sale.id}`);
    const title = negotiator.locator('h1 [data-testid="inline-edit"][data-property="nom"]');
    await title.waitFor({ state: 'visible', timeout: 15_000 });
    expect(negotiatorChunks).to.have.length(1);
    await visible(negotiator, 'inline-edit-notice');
    const field = (property: string) =>
      negotiator.locator(`[data-testid="inline-edit"][data-property="${property}"]`);
    expect(await field('premier_prix').count()).to.equal(1);
    expect(await field('pas_enchere').count()).to.equal(1);

    const renamed = `${sale.title.slice(0, 90)} – rénové`;
    await title.getByRole('button').click();
    const input = title.getByRole('textbox');
    await input.fill(renamed);
    await input.press('Enter');
    await eventually(
      'the title saved in place',
      async () => (await negotiator.locator('h1').textContent()) ?? '',
      (text) => text.includes(renamed) && !text.includes('Enregistrement'),
    );
    expect((await repos.properties.findById(sale.id))!.title).to.equal(renamed);
    // A price under the net seller price: refused with the server's words, the typed text kept.
    await field('premier_prix').getByRole('button').click();
    await field('premier_prix').getByRole('textbox').fill('1 000');
    await field('premier_prix').getByRole('textbox').press('Enter');
    const refusal = await visible(negotiator, 'inline-edit-error');
    expect(await refusal.textContent()).to.equal(translate('sale_price_not_above_net', 'fr'));
    expect(await field('premier_prix').getByRole('textbox').inputValue()).to.equal('1 000');
    await snap(negotiator, 'property-page-inline-edit-refused');
    await field('premier_prix').getByRole('textbox').press('Escape');
    expect((await repos.properties.findById(sale.id))!.firstPrice).to.equal(sale.firstPrice);
    // Edit mode for the pictures: the description open, the rest marked with pencils.
    await field('descriptif').getByRole('button').click();
    await snap(negotiator, 'property-page-inline-edit');

    await negotiator.reload();
    await negotiator.locator('h1 [data-testid="inline-edit"]').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await negotiator.locator('h1').textContent()).to.contain(renamed);
    // The server-written page is the same for everyone: no field in it, even for its negotiator.
    const page = await negotiator.request.get(`/bien/${sale.id}`, { headers: { Accept: 'text/html' } });
    const html = await page.text();
    expect(html).to.contain(escapeHtml(renamed)).and.not.contain('inline-edit');
  });
});
