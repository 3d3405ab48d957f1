// The negotiator's pages are the shell's: a browser asking for one gets its HTML from the host,
// not an API answer (the actors of a sale moved to GET /api/bien/{bien}/acteurs).
import { composeApi, readConfig, type ComposedApi } from '@immo/api';
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen, type RunningServer } from '../support/http.js';

describe('http: the negotiator’s page paths serve the shell', () => {
  let root: string;
  let api: ComposedApi;
  let server: RunningServer;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'immo-web-'));
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Immo Enchères</title>');
    api = await composeApi(
      readConfig({
        DATA_DIR: join(root, 'data'),
        DATABASE_URL: 'sqlite::memory:',
        JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
        SEED_DEMO: '0',
        PORT: '0',
        WEB_ROOT: root,
      }),
      { checkResponses: true },
    );
    server = await listen(api.app);
  });
  after(async () => {
    await server?.close();
    await api?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('GET /espace-negociateur/bien/{bien}/acteurs from a browser is the shell’s HTML page', async () => {
    const res = await fetch(`${server.url}/espace-negociateur/bien/12/acteurs`, {
      headers: { Accept: 'text/html' },
    });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    expect(await res.text()).to.include('<title>Immo Enchères</title>');
  });

  it('the data of that page is the API’s: GET /api/bien/{bien}/acteurs asks a visitor to log in', async () => {
    const res = await fetch(`${server.url}/api/bien/12/acteurs`, { headers: { Accept: 'application/json' } });
    expect(res.status).to.equal(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).to.equal('unauthenticated');
  });
});
