// The newsletter and the news in a real browser: a visitor subscribes in the footer, the
// confirmation e-mail lands in the outbox, its link confirms, the welcome e-mail's unsubscribe link
// unsubscribes; an admin writes and publishes an article, which appears on /actualites and in the
// sitemap. Screenshots (desktop 1280, mobile 390) go to SCREENSHOTS_DIR when it is set.
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_EMAILS } from './support/e2e-server.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { linkPath, waitForMail } from './support/mail-outbox.js';

const SHOTS = process.env.SCREENSHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['mobile', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('e2e: newsletter and news', function () {
  this.timeout(180_000);
  const suite = useBrowserJourneys();

  it('a visitor subscribes in the footer, confirms by the e-mail’s link and unsubscribes by the welcome’s', async () => {
    const visitor = await suite.newUserPage('visitor');
    await visitor.goto('/');
    const form = visitor.getByTestId('newsletter-form-footer');
    await form.getByLabel('Votre adresse e-mail').fill('Lectrice.E2E@example.fr');
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await form.getByRole('status').filter({ hasText: 'e-mail de confirmation' }).waitFor();
    await form.scrollIntoViewIfNeeded();
    await shoot(visitor, 'newsletter-footer-sent');

    const confirmation = await waitForMail(
      suite.server.dataDir,
      'lectrice.e2e@example.fr',
      'Confirmez votre inscription',
    );
    expect(confirmation.html).to.include('Confirmer mon inscription');
    await visitor.goto(linkPath(confirmation, '/newsletter/confirmation'));
    await visitor.getByTestId('newsletter-outcome').filter({ hasText: 'est confirmée' }).waitFor();
    await shoot(visitor, 'newsletter-confirmed');
    const repo = suite.server.api.ports.repos.newsletter;
    expect(await repo.find('lectrice.e2e@example.fr')).to.include({ status: 'confirmed' });

    const welcome = await waitForMail(suite.server.dataDir, 'lectrice.e2e@example.fr', 'Bienvenue');
    expect((welcome as { headers?: Record<string, string> }).headers?.['List-Unsubscribe']).to.match(
      /desinscription\?token=/,
    );
    await visitor.goto(linkPath(welcome, '/newsletter/desinscription'));
    await shoot(visitor, 'newsletter-unsubscribe');
    await visitor.getByRole('button', { name: 'Me désinscrire' }).click();
    await visitor.getByTestId('newsletter-outcome').filter({ hasText: 'désinscrit' }).waitFor();
    expect(await repo.find('lectrice.e2e@example.fr')).to.include({ status: 'unsubscribed' });
  });

  it('an admin writes and publishes an article: it appears on /actualites, on its page and in the sitemap', async () => {
    const admin = await suite.newUserPage('admin', DEMO_EMAILS.admin);
    await admin.goto('/espace-admin/actualites');
    await admin.getByTestId('news-admin-new').click();
    const editor = admin.getByTestId('news-admin-editor');
    await editor.getByLabel('Titre').fill('Cinq maisons à Annecy cet hiver');
    await editor.getByLabel(/^Résumé/).fill('Les ventes de l’hiver au bord du lac.');
    await editor.getByLabel(/^Texte/).fill('Cinq maisons arrivent en vente.\n\nVisites dès lundi.');
    await editor.getByTestId('news-admin-save').click();
    await editor.getByRole('status').filter({ hasText: 'Article enregistré' }).waitFor();
    await shoot(admin, 'news-admin-editor');
    const row = admin.locator('tr', { hasText: 'Cinq maisons à Annecy cet hiver' });
    await row.getByRole('button', { name: 'Publier' }).click();
    await row.getByRole('button', { name: 'Dépublier' }).waitFor();
    await shoot(admin, 'news-admin-list');

    const reader = await suite.newUserPage('reader');
    await reader.goto('/actualites');
    const link = reader.getByRole('link', { name: 'Cinq maisons à Annecy cet hiver' });
    await link.waitFor();
    await shoot(reader, 'news-list');
    await link.click();
    await reader.getByTestId('news-article').getByText('Visites dès lundi.').waitFor();
    await shoot(reader, 'news-article');
    const path = new URL(reader.url()).pathname;
    expect(path).to.match(/^\/actualites\/\d+-cinq-maisons-a-annecy-cet-hiver$/);

    const sitemap = await (await fetch(`${suite.server.url}/sitemap-pages.xml`)).text();
    expect(sitemap).to.include(`${path}</loc>`);
  });
});
