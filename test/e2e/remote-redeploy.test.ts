// Independent deployment for real (issue 11): the search remote is rebuilt alone with a changed text
// and served from elsewhere (REMOTE_SEARCH_URL); the assembled site shows the new text while the
// shell's build is not touched — each remote adds its own catalogue when it mounts.
import { expect } from 'chai';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import webpack, { type Configuration } from 'webpack';
import { useBrowserJourneys } from './support/journey-suite.js';
import { eventually, visible } from './support/wait.js';
import { REPOSITORY_ROOT } from './support/web-builds.js';

const SEARCH_DIR = join(REPOSITORY_ROOT, 'microfrontends/search');
const NEW_FR = 'Trouvez le bien de vos rêves (nouvelle version)';
const NEW_EN = 'Find the home of your dreams (new version)';

/** The search remote built into `outDir` with its messages module swapped for one with new texts. */
async function buildSearchRemoteWithNewText(outDir: string): Promise<void> {
  const messages = join(SEARCH_DIR, 'src/messages.ts');
  const changed = join(outDir, '..', 'changed-messages.mjs');
  writeFileSync(
    changed,
    `import { SEARCH_MESSAGES as base } from ${JSON.stringify(messages)};\n` +
      `export const SEARCH_MESSAGES = { fr: { ...base.fr, search_title: ${JSON.stringify(NEW_FR)} }, en: { ...base.en, search_title: ${JSON.stringify(NEW_EN)} } };\n`,
  );
  const { default: configOf } = (await import(join(SEARCH_DIR, 'webpack.config.mjs'))) as {
    default: (env: unknown, argv: { mode: string }) => Configuration;
  };
  const config = configOf({}, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  config.devtool = false;
  config.plugins = [
    ...(config.plugins ?? []),
    new webpack.NormalModuleReplacementPlugin(
      /^\.\/messages\.js$/,
      (resource: { context: string; request: string }) => {
        if (resource.context === join(SEARCH_DIR, 'src')) resource.request = changed;
      },
    ),
  ];
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

/** Another host: the rebuilt remote's files, with CORS as a CDN would answer. */
function serveFolder(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    readFile(path).then(
      (body) => {
        response.writeHead(200, {
          'Access-Control-Allow-Origin': '*',
          'Content-Type': path.endsWith('.json') ? 'application/json' : 'text/javascript',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

describe('Browser journeys: a remote redeployed alone with a new text (e2e)', function () {
  this.timeout(10 * 60_000);
  this.slow(120_000);

  const work = mkdtempSync(join(tmpdir(), 'immo-remote-redeploy-'));
  const dist = join(work, 'dist');
  let cdn: { url: string; server: Server } | null = null;
  const shellMain = join(REPOSITORY_ROOT, 'shell/dist/main.js');
  let shellBuiltAt = 0;

  before(async function () {
    this.timeout(10 * 60_000);
    shellBuiltAt = statSync(shellMain).mtimeMs;
    await buildSearchRemoteWithNewText(dist);
    cdn = await serveFolder(dist);
    process.env.E2E_SEARCH_REMOTE_URL = `${cdn.url}/mf-manifest.json`;
  });
  after(() => {
    cdn?.server.close();
    delete process.env.E2E_SEARCH_REMOTE_URL;
    rmSync(work, { recursive: true, force: true });
  });

  const suite = useBrowserJourneys({
    seedDemo: false,
    get searchRemoteUrl() {
      return process.env.E2E_SEARCH_REMOTE_URL;
    },
  });

  it('shows the rebuilt remote’s new text in French and English, the shell untouched', async () => {
    const remotes = (await (await fetch(`${suite.server.url}/mf/remotes.json`)).json()) as Record<
      string,
      string
    >;
    expect(remotes.search).to.equal(process.env.E2E_SEARCH_REMOTE_URL);

    const page = await suite.newUserPage('visitor');
    await page.goto('/recherche');
    await visible(page, 'search-bar', 30_000);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal(NEW_FR);
    // The shell's own texts are its own: the header's link keeps the shell's catalogue.
    expect(await page.getByTestId('site-header').first().innerText()).to.contain('Rechercher un bien');

    await page.evaluate(() => {
      document.cookie = 'locale=en; path=/';
    });
    await page.reload();
    await eventually(
      'the new English text',
      () => page.getByRole('heading', { level: 1 }).innerText(),
      (text) => text === NEW_EN,
      30_000,
    );
    expect(statSync(shellMain).mtimeMs, 'the shell was not rebuilt').to.equal(shellBuiltAt);
  });
});
