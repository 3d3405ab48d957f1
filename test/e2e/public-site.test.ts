// The public site in a real browser: an owner sends the sell form (address chosen among the
// geocoder's suggestions) and the negotiator finds the request in his space; the property page's
// server-written content is there before any script and stays on view until the screen takes over.
import { expect } from 'chai';
import { DEMO_EMAILS } from './support/e2e-server.js';
import { useBrowserJourneys } from './support/journey-suite.js';

describe('e2e: the public site', function () {
  this.timeout(120_000);
  const suite = useBrowserJourneys();

  it('an owner sends the sell form and the request appears in the negotiator space', async () => {
    const owner = await suite.newUserPage('owner');
    await owner.goto('/vendre');
    await owner.getByTestId('seller-lead-form').waitFor();
    await owner.getByTestId('seller-lead-type').selectOption('MAIS');
    await owner.getByTestId('seller-lead-address').fill('Annecy');
    await owner.getByTestId('seller-lead-suggestions').getByRole('button').first().click();
    await owner.getByTestId('seller-lead-surface').fill('118');
    await owner.getByTestId('seller-lead-rooms').fill('5');
    await owner.getByTestId('seller-lead-name').fill('Hélène Vendeuse');
    await owner.getByTestId('seller-lead-email').fill('helene.vendeuse@example.fr');
    await owner.getByTestId('seller-lead-phone').fill('06 12 34 56 78');
    await owner.getByTestId('seller-lead-consent').check();
    await owner.getByTestId('seller-lead-submit').click();
    await owner.getByTestId('seller-lead-sent').waitFor();

    const negotiator = await suite.newUserPage('negotiator', DEMO_EMAILS.negotiator);
    await negotiator.goto('/espace-negociateur');
    await negotiator.getByRole('link', { name: 'Demandes des vendeurs' }).click();
    const lead = negotiator.getByTestId('seller-lead').filter({ hasText: 'Hélène Vendeuse' });
    await lead.waitFor();
    expect(await lead.textContent()).to.include('helene.vendeuse@example.fr');
    expect(await lead.textContent()).to.include('Maison');
  });

  it('fits every width from phone to desktop: no page scrolls sideways, in French and in English', async () => {
    const page = await suite.newUserPage('visitor');
    const overflows: string[] = [];
    for (const lang of ['fr', 'en']) {
      // Each page measured once its screen has taken over from the server's HTML.
      for (const [path, screenReady] of [
        ['/', 'sale-card'],
        ['/recherche', 'sale-card'],
        ['/bien/1', 'gallery'],
      ] as const) {
        for (const width of [390, 768, 1024, 1280, 1366]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${path}?lang=${lang}`);
          await page.getByTestId('shell-prerendered').waitFor({ state: 'detached', timeout: 30_000 });
          await page.getByTestId(screenReady).first().waitFor({ timeout: 30_000 });
          const { sideways, loginHeight } = await page.evaluate(() => ({
            sideways: document.documentElement.scrollWidth - window.innerWidth,
            loginHeight:
              document.querySelector('[data-testid="nav-login"]')?.getBoundingClientRect().height ?? 0,
          }));
          if (sideways > 0) overflows.push(`${path} ${lang} at ${width} px: ${sideways} px too wide`);
          // 'Se connecter' on one line: on two, the button outgrows the header.
          if (loginHeight > 48)
            overflows.push(`${path} ${lang} at ${width} px: the login button on two lines`);
        }
      }
    }
    expect(overflows).to.deep.equal([]);
  });

  it("the property page's content is in the HTML and stays on view while the screen loads", async () => {
    const context = await suite.newContext();
    const noScript = await suite.browser.newContext({ javaScriptEnabled: false, baseURL: suite.server.url });
    try {
      const raw = await noScript.newPage();
      await raw.goto('/bien/1');
      const title = await raw.locator('#root h1').textContent();
      expect(title).to.be.a('string').and.not.equal('');
      const page = await suite.newPage(context, 'visitor');
      // Every 50 ms from the first byte: the title is always on screen, never a spinner instead.
      const seen: string[] = [];
      await page.goto('/bien/1', { waitUntil: 'commit' });
      for (let i = 0; i < 40; i += 1) {
        const state = await page
          .evaluate(() => ({
            h1: document.querySelector('h1')?.textContent ?? '',
            spinner: document.querySelector('.shell-remote-loading') !== null,
          }))
          .catch(() => null);
        if (state) seen.push(state.spinner ? 'spinner' : state.h1 ? 'title' : 'blank');
        await page.waitForTimeout(50);
      }
      const afterFirst = seen.slice(seen.indexOf('title'));
      expect(afterFirst, seen.join(',')).to.not.include('spinner');
      expect(afterFirst, seen.join(',')).to.not.include('blank');
      await page.getByTestId('shell-prerendered').waitFor({ state: 'detached' });
    } finally {
      await noScript.close();
    }
  });
});
