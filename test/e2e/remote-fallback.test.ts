// Browser journey (issue 4, item 4): a remote whose URL is broken shows its translated fallback in
// its slot while the rest of the page — the shell's header — goes on working. The all-in-one server
// runs with REMOTE_PROPERTY_PAGE_URL on a manifest that answers 404.
import { LOGIN_PAGE_PATH, propertyPagePath } from '@immo/core';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { snap } from './support/browser.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { eventually, visible } from './support/wait.js';

/** A path the all-in-one server does not serve: /mf/<folder>/ of no known remote. */
const BROKEN_MANIFEST = '/mf/property-page-moved-away/mf-manifest.json';

describe('Browser journeys: a broken remote in Chromium (e2e)', function () {
  this.timeout(60_000);
  this.slow(20_000);

  // Nothing of the property page is read: the demo data is not needed.
  const suite = useBrowserJourneys({ seedDemo: false, propertyPageRemoteUrl: BROKEN_MANIFEST });

  const headerText = (page: Page) => page.getByTestId('site-header').first().innerText();

  it('shows the fallback in the property page slot while the header still works', async () => {
    const manifest = await fetch(`${suite.server.url}${BROKEN_MANIFEST}`);
    expect(manifest.status, 'the broken remote URL').to.equal(404);
    const remotes = (await (await fetch(`${suite.server.url}/mf/remotes.json`)).json()) as Record<
      string,
      string
    >;
    expect(remotes.property_page, 'the manifest the shell reads').to.equal(BROKEN_MANIFEST);

    const page = await suite.newUserPage('visitor');
    await page.goto(propertyPagePath(1));
    const fallback = await visible(page, 'shell-remote-fallback', 30_000);
    await visible(page, 'site-header');
    await visible(page, 'site-footer');
    expect(await page.getByTestId('auction-panel').count(), 'no property page').to.equal(0);
    const frenchFallback = await fallback.innerText();
    const frenchHeader = await headerText(page);
    await snap(page, '15-broken-remote-fallback');

    // The locale switch changes the language of the header and of the fallback.
    const change = page.getByTestId('locale-switch').first();
    const tag = await change.evaluate((el) => el.tagName.toLowerCase());
    if (tag === 'select') await change.selectOption('en');
    else {
      const english = change
        .locator('button, a')
        .filter({ hasText: /^\s*(en|english)\s*$/i })
        .first();
      await ((await english.count()) > 0 ? english : change).click();
    }
    await eventually(
      'the page in English',
      () => page.evaluate(() => document.documentElement.lang),
      (lang) => lang === 'en',
    );
    await eventually(
      'the header in English',
      () => headerText(page),
      (text) => text !== frenchHeader,
    );
    await eventually(
      'the fallback in English',
      () => page.getByTestId('shell-remote-fallback').first().innerText(),
      (text) => text !== frenchFallback,
    );
    await snap(page, '16-broken-remote-fallback-english');

    // The header's links still lead on: the login page, from the accounts remote that does load.
    const login = page.getByTestId('nav-login').first();
    await login.click();
    await page.waitForURL((url) => url.pathname === LOGIN_PAGE_PATH, { timeout: 15_000 });
    await visible(page, 'login-form', 20_000);
    await snap(page, '17-login-page-from-header');
  });
});
