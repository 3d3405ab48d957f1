// Screenshots of the buyer funnel's screens (issue 9), desktop 1366×900 and mobile 390×844, in French
// and English, on the all-in-one server with the demo data — to look at, not a test.
//   npm run build:web && node --conditions=source --import tsx test/screens/buyer-funnel.screens.ts
// Writes screenshots/buyer-funnel/<locale>-<width>/<name>.png.
import type { Locale } from '@immo/core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, logInThroughApi } from '../e2e/support/browser.js';
import { DEMO_EMAILS, startE2eServer, type E2eServer } from '../e2e/support/e2e-server.js';
import { REPOSITORY_ROOT, ensureWebBuilds } from '../e2e/support/web-builds.js';

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const OUT = join(REPOSITORY_ROOT, 'screenshots/buyer-funnel');

interface Shot {
  name: string;
  who?: string;
  path: (sales: Sales) => string;
  /** Waits for this test id before the picture. */
  ready: string;
}

interface Sales {
  live: number;
  pending: number;
  upcoming: number;
}

const SHOTS: Shot[] = [
  { name: '01-sign-up', path: () => '/compte-36h-immo.html?inscription', ready: 'sign-up-form' },
  {
    name: '02-forgotten-password',
    path: () => '/compte-36h-immo.html?mot-de-passe-oublie',
    ready: 'forgotten-password-form',
  },
  {
    name: '03-reset-invalid',
    path: () => '/compte-36h-immo.html?reinitialisation=expired',
    ready: 'password-reset-form',
  },
  { name: '04-space-home', who: DEMO_EMAILS.buyer, path: () => '/mon-espace', ready: 'buyer-space' },
  {
    name: '05-my-offers',
    who: DEMO_EMAILS.buyer,
    path: () => '/espace-utilisateur/acheteur/mes-offres',
    ready: 'offer-list',
  },
  {
    name: '06-my-favourites',
    who: DEMO_EMAILS.buyer,
    path: () => '/espace-utilisateur/acheteur/mes-favoris',
    ready: 'favourite-list',
  },
  {
    name: '07-my-searches',
    who: DEMO_EMAILS.buyer,
    path: () => '/espace-utilisateur/acheteur/mes-recherches',
    ready: 'saved-search-list',
  },
  {
    name: '08-my-visits',
    who: DEMO_EMAILS.buyer,
    path: () => '/espace-utilisateur/acheteur/mes-visites',
    ready: 'buyer-space',
  },
  {
    name: '09-my-files',
    who: DEMO_EMAILS.buyer,
    path: () => '/espace-utilisateur/acheteur/mes-dossiers',
    ready: 'file-list',
  },
  {
    name: '10-my-details',
    who: DEMO_EMAILS.buyer,
    path: () => '/espace-utilisateur/acheteur/mes-informations',
    ready: 'profile-form',
  },
  {
    name: '11-file-complete',
    who: DEMO_EMAILS.buyer,
    path: (s) => `/espace-utilisateur/acheteur/bien/${s.live}/show`,
    ready: 'checklist',
  },
  {
    name: '12-file-pending',
    who: 'romain.chevalier@demo.immo',
    path: (s) => `/espace-utilisateur/acheteur/bien/${s.pending}/show`,
    ready: 'checklist',
  },
  {
    name: '13-visit-booking',
    who: 'margaux.lemoine@demo.immo',
    path: (s) => `/espace-utilisateur/acheteur/bien/${s.upcoming}/visite`,
    ready: 'visit-booking',
  },
  {
    name: '14-property-newcomer',
    who: 'nouveau@demo.immo',
    path: (s) => `/bien/${s.live}`,
    ready: 'bid-controls-reason',
  },
  {
    name: '15-property-pending',
    who: 'romain.chevalier@demo.immo',
    path: (s) => `/bien/${s.pending}`,
    ready: 'buyer-checklist',
  },
  {
    name: '16-negotiator-buyers',
    who: DEMO_EMAILS.negotiator,
    path: (s) => `/espace-negociateur/bien/${s.pending}/acteurs`,
    ready: 'buyer-row',
  },
  {
    name: '17-negotiator-visits',
    who: DEMO_EMAILS.negotiator,
    path: (s) => `/espace-negociateur/bien/${s.upcoming}/visites`,
    ready: 'sale-visits',
  },
  {
    name: '18-admin-users',
    who: DEMO_EMAILS.admin,
    path: () => '/espace-negociateur/utilisateurs',
    ready: 'users',
  },
];

/** A live sale with nothing pending, the live sale where Romain's documents wait, an upcoming sale with slots. */
async function salesOf(server: E2eServer): Promise<Sales> {
  const { repos } = server.api.ports;
  const romain = await repos.users.findByEmail('romain.chevalier@demo.immo');
  const margaux = await repos.users.findByEmail('margaux.lemoine@demo.immo');
  const pending = (await repos.buyerFiles.listByUser(romain!.id))[0]!.propertyId;
  const upcoming = (await repos.buyerFiles.listByUser(margaux!.id))[0]!.propertyId;
  const live = server.seed!.sales.find((s) => s.phase === 'live' && s.bienId !== pending)!.bienId;
  return { live, pending, upcoming };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, StorageState>();

/** Each user logs in once (the login throttle counts attempts), the cookie reused by every shot. */
async function sessionOf(browser: Browser, server: E2eServer, email: string): Promise<StorageState> {
  const known = sessions.get(email);
  if (known) return known;
  const context = await browser.newContext({ baseURL: server.url });
  await logInThroughApi(context, email);
  const state = await context.storageState();
  await context.close();
  sessions.set(email, state);
  return state;
}

async function shoot(browser: Browser, server: E2eServer, sales: Sales, locale: Locale): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const folder = join(OUT, `${locale}-${size}`);
    mkdirSync(folder, { recursive: true });
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
        timezoneId: 'Europe/Paris',
        ...(shot.who ? { storageState: await sessionOf(browser, server, shot.who) } : {}),
      });
      await context.addCookies([{ name: 'locale', value: locale, url: server.url }]);
      const page: Page = await context.newPage();
      try {
        await page.goto(shot.path(sales));
        await page.getByTestId(shot.ready).first().waitFor({ state: 'visible', timeout: 15_000 });
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(folder, `${shot.name}.png`), fullPage: true });
      } catch (error) {
        console.warn(`${locale}-${size} ${shot.name}: ${(error as Error).message.split('\n')[0]}`);
        await page.screenshot({ path: join(folder, `${shot.name}-FAILED.png`), fullPage: true });
      } finally {
        await context.close();
      }
    }
  }
}

const browser = await launchChromium();
if (!browser) process.exit(1);
ensureWebBuilds();
const server = await startE2eServer();
try {
  const sales = await salesOf(server);
  for (const locale of ['fr', 'en'] as const) await shoot(browser, server, sales, locale);
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.close();
}
