// Browser journeys of issue 12 on the all-in-one server with the demo data, in headless Chromium:
//  (c) a negotiator uploads a restricted PDF on his sale's documents page: a registered buyer
//      downloads it, an unregistered buyer is told to register for the property;
//  (d) a visitor sends 'Contacter le négociateur' and the negotiator's mail lands in the outbox;
//  (e) the administrator's space: users, sales, notaries, the audit log (screenshots).
import { DAY_MS, translate } from '@immo/core';
import { aPdfFile } from '@immo/core/testing';
import { expect } from 'chai';
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
});
