// What every browser-journey suite sets up the same way: one headless Chromium and one all-in-one
// server for the suite (skipped loudly when there is no Chromium, failing with REQUIRE_E2E=1), a
// browser context per user closed after each test, and — when a test fails — what the pages
// reported and a screenshot of each open page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, logInThroughApi, newUserContext, snapFailure, watchPage } from './browser.js';
import { startE2eServer, type E2eServer, type E2eServerOptions } from './e2e-server.js';
import { ensureWebBuilds } from './web-builds.js';

export interface JourneySuite {
  /** The suite's server (available from the suite's `before` on). */
  readonly server: E2eServer;
  readonly browser: Browser;
  /** A new user's context (French, Paris time, desktop), logged in when an e-mail is given. */
  newContext(email?: string): Promise<BrowserContext>;
  /** A page of a context, whose errors and failed requests go into the failure report as `who`. */
  newPage(context: BrowserContext, who: string): Promise<Page>;
  /** A new user's page in one step: a context of its own, logged in when an e-mail is given. */
  newUserPage(who: string, email?: string): Promise<Page>;
}

/** Registers the suite's hooks (call it inside `describe`) and gives what its tests use. */
export function useBrowserJourneys(serverOptions: E2eServerOptions = {}): JourneySuite {
  let browser: Browser | null = null;
  let server: E2eServer | null = null;
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];

  before(async function () {
    this.timeout(10 * 60_000);
    browser = await launchChromium();
    if (!browser) return this.skip();
    ensureWebBuilds();
    server = await startE2eServer(serverOptions);
  });

  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      if (problems.length > 0)
        console.log(`  what the pages reported:\n    ${problems.slice(0, 40).join('\n    ')}`);
      await snapFailure(contexts, this.currentTest.title);
    }
    problems = [];
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    contexts = [];
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const started = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`e2e: the suite's ${what} is not started (used outside a test?)`);
    return value;
  };

  const suite: JourneySuite = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async newContext(email) {
      const context = await newUserContext(suite.browser, suite.server.url);
      contexts.push(context);
      if (email) await logInThroughApi(context, email);
      return context;
    },
    async newPage(context, who) {
      return watchPage(await context.newPage(), problems, who);
    },
    async newUserPage(who, email) {
      return suite.newPage(await suite.newContext(email), who);
    },
  };
  return suite;
}
