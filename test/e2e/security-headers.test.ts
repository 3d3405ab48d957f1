// The shell and its module-federation remotes load and work under the Content-Security-Policy the
// server sends (no inline script, no eval): the home page, a property page with its live panel, the
// login page and the negotiator's sale editor, with no CSP violation reported by Chromium.
import { LOGIN_PAGE_PATH, propertyPagePath } from '@immo/core';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DEMO_EMAILS } from './support/e2e-server.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { visible } from './support/wait.js';

describe('Browser journeys: the site under its Content-Security-Policy (e2e)', function () {
  this.timeout(90_000);
  this.slow(20_000);
  const suite = useBrowserJourneys();

  /** Records the CSP violations Chromium reports on the page. */
  const violationsOf = (page: Page): string[] => {
    const found: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) found.push(message.text());
    });
    return found;
  };

  it('serves the pages with the policy and they load without a violation', async () => {
    const home = await fetch(`${suite.server.url}/`);
    expect(home.headers.get('content-security-policy')).to.match(/script-src 'self'/);
    expect(home.headers.get('x-content-type-options')).to.equal('nosniff');

    const page = await suite.newUserPage('visitor');
    const violations = violationsOf(page);
    await page.goto('/');
    await visible(page, 'site-header', 20_000);
    const bienId = suite.server.seed?.closingSale?.bienId ?? 1;
    await page.goto(propertyPagePath(bienId));
    await visible(page, 'auction-panel', 20_000);
    await page.goto(LOGIN_PAGE_PATH);
    await visible(page, 'login-form', 20_000);
    expect(violations).to.deep.equal([]);
  });

  it('runs the sale editor remote for a negotiator without a violation', async () => {
    const page = await suite.newUserPage('negotiator', DEMO_EMAILS.negotiator);
    const violations = violationsOf(page);
    await page.goto('/espace-negociateur/bien/nouveau');
    await visible(page, 'sale-form', 20_000);
    await visible(page, 'general-tab', 20_000);
    expect(violations).to.deep.equal([]);
  });

  it('answers an unknown page 404 with the translated not-found page', async () => {
    const res = await fetch(`${suite.server.url}/no-such-page-here`, {
      headers: { 'Accept-Language': 'fr' },
    });
    expect(res.status).to.equal(404);
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    const page = await suite.newUserPage('lost visitor');
    const violations = violationsOf(page);
    await page.goto('/no-such-page-here');
    await visible(page, 'site-header', 20_000);
    expect(await page.locator('body').innerText()).to.match(/introuvable|n’existe pas|n'existe pas/i);
    expect(violations).to.deep.equal([]);
  });
});
