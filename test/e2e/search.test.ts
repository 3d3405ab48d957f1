// Browser journey (issue 11): from the home page, a town, a radius, a type and a budget; only the
// matching cards; open one and come back to the same results; save the search as a logged-in buyer
// and find it in the buyer space. Screenshots at desktop and mobile widths in French and English.
import { BUYER_SPACE_SECTIONS, PROPERTY_TYPES, type PropertyTypeCode } from '@immo/core';
import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE } from './support/browser.js';
import { DEMO_EMAILS } from './support/e2e-server.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { eventually, euros, sleep, visible } from './support/wait.js';

/** Outside the repository: pictures to look at, not to commit. */
const SHOTS = process.env.SEARCH_SHOTS_DIR ?? '/tmp/search-ui-shots';

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? DESKTOP;
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize({ ...viewport });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

interface CardJson {
  bienId: number;
  type: PropertyTypeCode;
  city: string;
  postcode: string;
  price: number;
  location: { lat: number; lng: number } | null;
}

const cardIds = (page: Page) =>
  page
    .getByTestId('sale-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-bien-id'))));

/**
 * The page's cards once they are `ids`: the results are applied in a transition that replaces the
 * cards already there (the server's, the previous search's), so the first card seen may be one of
 * those. Times out with the last cards seen.
 */
const cardsOnceShown = (page: Page, ids: readonly number[]) =>
  eventually(
    `the cards ${ids.join(', ')}`,
    () => cardIds(page),
    (shown) => shown.length === ids.length && shown.every((id, i) => id === ids[i]),
    15_000,
  ).catch(() => cardIds(page));

describe('Browser journeys: the search micro-frontend in Chromium (e2e)', function () {
  this.timeout(120_000);
  this.slow(30_000);

  const suite = useBrowserJourneys();

  it('home → a town, a radius, a type, a budget → only matching cards → a sale → Back to the same results; saved by a buyer', async () => {
    // A town of the demo's sales, and one of its sales' type and price.
    const all = (await (await fetch(`${suite.server.url}/api/recherche?itemsPerPage=100`)).json()) as {
      'hydra:member': CardJson[];
    };
    const target = all['hydra:member'].find((card) => card.location !== null)!;
    expect(target, 'a demo sale placed on the map').to.exist;

    const page = await suite.newUserPage('visitor');
    await page.goto('/');
    const bar = await visible(page, 'search-bar', 30_000);
    await visible(page, 'sale-card');
    await shots(page, '01-home-fr');

    // Où ? The town, picked among the geocoder's suggestions.
    const address = bar.getByTestId('search-address');
    await address.click();
    await address.fill(target.city.slice(0, 1));
    await eventually(
      'the two-characters hint',
      () => bar.getByTestId('search-address-panel').innerText(),
      (text) => text.includes('Saisissez au moins deux caractères'),
    );
    await address.fill(`${target.postcode} ${target.city}`);
    const option = bar.getByTestId('search-address-option').first();
    await option.waitFor({ state: 'visible', timeout: 10_000 });
    await option.click();

    // A radius of 10 km, the sale's type, a budget up to its price.
    await bar.getByTestId('search-radius').click();
    await bar.getByTestId('search-radius-slider').fill('10');
    expect(await bar.getByTestId('search-radius').innerText()).to.contain('10');
    await bar.getByTestId('search-types').click();
    await bar
      .getByTestId('search-types-panel')
      .getByLabel(PROPERTY_TYPES[target.type].fr, { exact: true })
      .check();
    await bar.getByTestId('search-budget-max').fill(String(target.price));
    await shots(page, '02-home-bar-filled-fr');
    await bar.getByTestId('search-submit').click();

    await page.waitForURL((url) => url.pathname === '/recherche', { timeout: 15_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('aroundRadius')).to.equal('10000');
    expect(url.searchParams.get('types')).to.equal(target.type);
    expect(url.searchParams.get('budgetMax')).to.equal(String(target.price));
    expect(url.searchParams.get('location')).to.match(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    expect(url.searchParams.get('address')).to.contain(target.city);

    // Only what the API answers for the same criteria, the target among them.
    const expected = (await (
      await fetch(`${suite.server.url}/api/recherche?${url.searchParams.toString()}&itemsPerPage=24`)
    ).json()) as { 'hydra:member': CardJson[]; 'hydra:totalItems': number };
    await visible(page, 'sale-card', 15_000);
    const shown = await cardsOnceShown(
      page,
      expected['hydra:member'].map((card) => card.bienId),
    );
    expect(shown).to.deep.equal(expected['hydra:member'].map((card) => card.bienId));
    expect(shown).to.include(target.bienId);
    for (const card of expected['hydra:member']) {
      expect(card.type).to.equal(target.type);
      expect(card.price).to.be.at.most(target.price);
    }
    for (const price of await page.getByTestId('sale-card-price').allInnerTexts())
      expect(euros(price)).to.be.at.most(target.price);
    expect(await page.getByTestId('search-count').innerText()).to.match(
      new RegExp(`^${expected['hydra:totalItems']} biens? trouvés?$`),
    );
    // The map: one marker per card, drawn; hovering a card highlights its marker.
    const map = page.getByTestId('search-map');
    const placed = expected['hydra:member'].filter((card) => card.location !== null).length;
    expect(await map.getAttribute('data-markers')).to.equal(String(placed));
    await eventually(
      'the markers drawn by WebGL',
      () => map.getAttribute('data-rendered-markers'),
      (count) => count === String(placed),
      20_000,
    );
    await page.locator(`[data-testid="sale-card"][data-bien-id="${target.bienId}"]`).hover();
    await eventually(
      'the hovered card’s marker highlighted',
      () => map.getAttribute('data-highlighted'),
      (id) => id === String(target.bienId),
    );
    await shots(page, '03-results-fr');

    // Open one, then Back: the same search, the same cards.
    const searchUrl = page.url();
    await page.locator(`[data-testid="sale-card"][data-bien-id="${target.bienId}"] a`).first().click();
    await page.waitForURL((u) => u.pathname === `/bien/${target.bienId}`, { timeout: 15_000 });
    await page.goBack();
    await page.waitForURL((u) => u.href === searchUrl, { timeout: 15_000 });
    await visible(page, 'sale-card');
    expect(await cardsOnceShown(page, shown)).to.deep.equal(shown);
    expect(await page.getByTestId('search-address').inputValue()).to.contain(target.city);

    // Moving the map by hand offers to search its area: the bounds criterion. The map must first be
    // back and fitted to the results (after Back it loads again; a fit after the drag hides the offer).
    await eventually(
      'the map loaded again after Back, its markers drawn',
      async () => [await map.getAttribute('data-ready'), await map.getAttribute('data-rendered-markers')],
      ([ready, count]) => ready === 'true' && count === String(placed),
      20_000,
    );
    const box = (await map.boundingBox())!;
    const [x, y] = [box.x + box.width * 0.3, box.y + box.height * 0.7];
    await page.mouse.move(x, y);
    await page.mouse.down();
    // The map reads a drag frame by frame: small moves with a pause, as a hand does.
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(x - step * 12, y - step * 4);
      await sleep(30);
    }
    await page.mouse.up();
    await (await visible(page, 'search-in-area', 10_000)).click();
    await page.waitForURL((u) => u.searchParams.has('bounds'), { timeout: 15_000 });
    await visible(page, 'search-area-active');
    const [south, west, north, east] = new URL(page.url()).searchParams.get('bounds')!.split(',').map(Number);
    expect(south).to.be.below(north!);
    expect(west).to.be.below(east!);
    await page.goBack();
    await page.waitForURL((u) => u.href === searchUrl, { timeout: 15_000 });

    // English.
    await page.goto(`${searchUrl}&lang=en`);
    await page.evaluate(() => {
      document.cookie = 'locale=en; path=/';
    });
    await page.reload();
    await visible(page, 'sale-card');
    await eventually(
      'the markers drawn again',
      () => page.getByTestId('search-map').getAttribute('data-rendered-markers'),
      (count) => count === String(placed),
      20_000,
    );
    await shots(page, '04-results-en');

    // A logged-in buyer saves it and finds it in the buyer space.
    const buyer = await suite.newUserPage('buyer', DEMO_EMAILS.buyer);
    await buyer.goto(searchUrl);
    await (await visible(buyer, 'search-save', 30_000)).click();
    const name = `Autour de ${target.city} ${Date.now()}`;
    await buyer.getByTestId('search-save-name').fill(name);
    await buyer.getByTestId('search-save-submit').click();
    await visible(buyer, 'search-saved');
    await buyer.goto(BUYER_SPACE_SECTIONS.searches);
    const saved = buyer.getByTestId('saved-search').filter({ hasText: name });
    await saved.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await saved.innerText()).to.contain(target.city);
    await shots(buyer, '05-buyer-space-saved-search-fr');
  });

  it('keeps the budget rules in the browser: min over max, then past the bound', async () => {
    const page = await suite.newUserPage('visitor');
    await page.goto('/recherche');
    const bar = await visible(page, 'search-bar', 30_000);
    await bar.getByTestId('search-budget-min').fill('500000');
    await bar.getByTestId('search-budget-max').fill('400000');
    await visible(page, 'search-budget-notices', 5_000);
    expect(await page.getByTestId('search-budget-notices').innerText()).to.equal(
      'Le budget minimum dépasse le budget maximum',
    );
    expect(await page.getByTestId('search-submit').count()).to.equal(0);
    await bar.getByTestId('search-budget-min').fill('');
    await bar.getByTestId('search-budget-max').fill('1234567890');
    await eventually(
      'the max reached',
      () => page.getByTestId('search-budget-notices').innerText(),
      (text) => text === 'Le budget maximum a été atteint',
    );
    expect(await page.getByTestId('search-submit-disabled').innerText()).to.equal(
      'Modifier le montant du budget maximum',
    );
    await shots(page, '06-budget-refused-fr');

    // The phone's home widget: address, maximum budget, search.
    await page.setViewportSize({ ...MOBILE });
    await page.goto('/');
    const widget = await visible(page, 'home-search-widget', 30_000);
    expect(await widget.getByTestId('search-budget-min').count()).to.equal(0);
    await visible(page, 'home-info');
    await page.getByTestId('home-info-dismiss').click();
    await page.reload();
    await visible(page, 'home-search-widget', 30_000);
    expect(await page.getByTestId('home-info').count(), 'dismissed for good').to.equal(0);
  });
});
