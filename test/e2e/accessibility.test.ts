// Accessibility of the main screens, checked by axe-core in Chromium against WCAG 2.1 A and AA: the
// property page (visitor, buyer, its negotiator editing in place), the search page (its map beside the
// list, and opened on a phone), the login page, the negotiator's sales and each tab of the sale
// form. A serious or critical violation fails with the rule, the elements and axe's help; minor and
// moderate ones are printed, to be looked at.
import AxeBuilder from '@axe-core/playwright';
import { LOGIN_PAGE_PATH, propertyPagePath } from '@immo/core';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { SeededSale } from '../../hosts/api/src/seed/index.js';
import type { DemoPhase } from '../../hosts/api/src/seed/catalogue.js';
import { MOBILE } from './support/browser.js';
import { DEMO_EMAILS } from './support/e2e-server.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import { eventually, visible } from './support/wait.js';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Screen {
  name: string;
  /** The address, or how to find it among the demo sales. */
  path: string | ((sales: readonly SeededSale[]) => string);
  /** The test id that says the screen is loaded. */
  ready: string;
  email?: string;
  /** What the user does before the check (a state that only shows after an action). */
  act?: (page: Page) => Promise<void>;
}

const saleIn = (phase: DemoPhase) => (sales: readonly SeededSale[]) => {
  const sale = sales.find((s) => s.phase === phase);
  if (!sale) throw new Error(`e2e: no ${phase} sale in the demo data`);
  return propertyPagePath(sale.bienId);
};

/** The search page's map drawn (it loads after the list: beside it once idle, on a phone on demand). */
async function mapReady(page: Page): Promise<void> {
  await eventually(
    'the map drawn',
    () => page.getByTestId('search-map').getAttribute('data-ready'),
    (ready) => ready === 'true',
    20_000,
  );
}

const SALE_FORM = '/espace-negociateur/bien/1/informations';
const SCREENS: readonly Screen[] = [
  { name: 'property page, visitor', path: propertyPagePath(1), ready: 'auction-panel' },
  { name: 'property page, buyer', path: propertyPagePath(1), ready: 'bid-submit', email: DEMO_EMAILS.buyer },
  {
    name: 'property page, its negotiator editing in place',
    path: propertyPagePath(1),
    ready: 'inline-edit-notice',
    email: DEMO_EMAILS.negotiator,
    act: async (page) => {
      await page.locator('[data-testid="inline-edit"][data-property="descriptif"] button').click();
      await page.locator('[data-testid="inline-edit"][data-property="descriptif"] textarea').waitFor();
    },
  },
  { name: 'property page, upcoming sale', path: saleIn('upcoming'), ready: 'auction-panel' },
  { name: 'property page, ended sale', path: saleIn('ended'), ready: 'auction-panel' },
  { name: 'search page', path: '/recherche', ready: 'sale-card', act: mapReady },
  {
    name: 'search page on a phone, the map opened',
    path: '/recherche',
    ready: 'sale-card',
    act: async (page) => {
      await page.setViewportSize({ ...MOBILE });
      await (await visible(page, 'search-map-toggle')).click();
      await mapReady(page);
    },
  },
  { name: 'login page', path: LOGIN_PAGE_PATH, ready: 'login-form' },
  {
    name: 'negotiator sales',
    path: '/espace-negociateur',
    ready: 'negotiator-sales',
    email: DEMO_EMAILS.negotiator,
  },
  {
    name: 'notary directory',
    path: '/espace-negociateur/annuaire-notaires',
    ready: 'notary-row',
    email: DEMO_EMAILS.assistanceNegotiator,
  },
  {
    name: 'sale form, Général',
    path: `${SALE_FORM}?onglet=general`,
    ready: 'general-tab',
    email: DEMO_EMAILS.negotiator,
  },
  {
    name: 'sale form, Précisions',
    path: `${SALE_FORM}?onglet=precision`,
    ready: 'precisions-tab',
    email: DEMO_EMAILS.negotiator,
  },
  {
    name: 'sale form, Photos',
    path: `${SALE_FORM}?onglet=photos`,
    ready: 'photo-item',
    email: DEMO_EMAILS.negotiator,
  },
  {
    name: 'sale form, empty and submitted (every required-field message)',
    path: '/espace-negociateur/bien/nouveau',
    ready: 'general-tab',
    email: DEMO_EMAILS.negotiator,
    act: async (page) => {
      await page.getByTestId('sale-submit').click();
      await visible(page, 'field-error-ref_client');
    },
  },
  {
    name: 'sale form, Vendeur(s)',
    path: `${SALE_FORM}?onglet=vendeurs`,
    ready: 'vendors-tab',
    email: DEMO_EMAILS.negotiator,
  },
];

async function violationsOf(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    // Each element with axe's reason (for contrast: the two colours and the ratio found).
    targets: v.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`),
    count: v.nodes.length,
  }));
}

describe('Accessibility of the main screens in Chromium (e2e, axe-core, WCAG 2.1 AA)', function () {
  this.timeout(60_000);
  this.slow(15_000);

  const suite = useBrowserJourneys();

  for (const screen of SCREENS) {
    it(`${screen.name}: no serious or critical violation`, async () => {
      const page = await suite.newUserPage(screen.name, screen.email);
      const path =
        typeof screen.path === 'string' ? screen.path : screen.path(suite.server.seed?.sales ?? []);
      await page.goto(path);
      await visible(page, screen.ready, 20_000);
      await screen.act?.(page);
      // Fonts, images and late panels settle before the contrast rules read the colours.
      await page.waitForLoadState('networkidle');

      const found = await violationsOf(page);
      const minor = found.filter((v) => !BLOCKING.has(v.impact));
      if (minor.length > 0)
        console.log(
          `      (${screen.name}: ${minor.map((v) => `${v.rule} ×${v.count} (${v.impact})`).join(', ')})`,
        );
      const blocking = found.filter((v) => BLOCKING.has(v.impact));
      expect(blocking, JSON.stringify(blocking, null, 2)).to.deep.equal([]);
    });
  }
});
