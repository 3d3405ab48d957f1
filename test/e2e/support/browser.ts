// Headless Chromium for the journeys: Debian's /usr/bin/chromium (installed by .ci/run), driven by
// playwright-core. Without it the journeys are skipped, loudly — and fail instead with REQUIRE_E2E=1.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../hosts/api/src/seed/index.js';
import { REPOSITORY_ROOT } from './web-builds.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_REQUIRED = process.env.REQUIRE_E2E === '1';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Timers of a page in a background context must not be throttled: two users watch one sale.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
export const SCREENSHOT_DIR = join(REPOSITORY_ROOT, 'screenshots/e2e');

function skipLoudly(reason: string): null {
  console.warn(
    `\n!!! ${reason}: the browser journeys (test/e2e) are SKIPPED ` +
      "(install Debian's chromium, or set CHROMIUM_PATH; REQUIRE_E2E=1 makes this a failure) !!!\n",
  );
  return null;
}

/** One headless Chromium for a suite; null (after a loud warning) when there is none to launch. */
export async function launchChromium(): Promise<Browser | null> {
  if (!existsSync(CHROMIUM_PATH)) {
    if (E2E_REQUIRED) throw new Error(`REQUIRE_E2E=1 but there is no Chromium at ${CHROMIUM_PATH}`);
    return skipLoudly(`No Chromium at ${CHROMIUM_PATH}`);
  }
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    if (E2E_REQUIRED) throw error;
    return skipLoudly(
      `Chromium at ${CHROMIUM_PATH} did not start (${(error as Error).message.split('\n')[0]})`,
    );
  }
}

/** A browser context per user: French, Paris time, desktop size, the server as base URL. */
export function newUserContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { ...DESKTOP },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
}

/** Logs a context in through the API (POST /api/login_check): the BEARER cookie lands in its jar. */
export async function logInThroughApi(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post('/api/login_check', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) {
    throw new Error(`e2e: login of ${email} answered ${response.status()} ${await response.text()}`);
  }
}

/** What went wrong in a page (uncaught errors, console errors, failed requests), for failure reports. */
export function watchPage(page: Page, into: string[], who: string): Page {
  page.on('pageerror', (error) => into.push(`[${who}] page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') into.push(`[${who}] console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) into.push(`[${who}] ${response.status()} ${response.url()}`);
  });
  return page;
}

/** After a failed journey: every open page as it was, into screenshots/e2e/failed-<title>-<n>.png. */
export async function snapFailure(contexts: readonly BrowserContext[], title: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const slug = title
    .normalize('NFD')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .slice(0, 60);
  let n = 0;
  for (const page of contexts.flatMap((c) => c.pages())) {
    n += 1;
    const path = join(SCREENSHOT_DIR, `failed-${slug}-${n}.png`);
    await page.screenshot({ path, fullPage: true }).then(
      () => console.log(`  screenshot of the failure: ${path}`),
      () => undefined,
    );
  }
}

/**
 * Screenshots of a phase at desktop (1280×900) and mobile (390×844) widths, full page, into
 * screenshots/e2e/<name>-desktop.png and -mobile.png; the page returns to its desktop size. A page
 * that navigates meanwhile only costs a warning: pictures are for people, assertions for the test.
 */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize() ?? DESKTOP;
  try {
    // From the top: sticky bars would otherwise be drawn where the page happened to be scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-desktop.png`), fullPage: true });
    await page.setViewportSize({ ...MOBILE });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-mobile.png`), fullPage: true });
  } catch (error) {
    console.warn(`e2e: screenshot ${name} not taken: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.setViewportSize(size).catch(() => undefined);
  }
}
