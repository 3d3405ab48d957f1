// Security headers on every answer: no MIME sniffing, a Content-Security-Policy, a referrer policy,
// and Cache-Control: no-store on answers to a logged-in viewer.
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../support/api-harness.js';

describe('http: hardening — security headers', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('sends nosniff, a CSP without inline script nor eval, and a referrer policy, to anyone', async () => {
    const res = await t.request('anonymous', 'GET', '/api/biens');
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('referrer-policy')).to.equal('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).to.include("'self'");
    expect(scriptSrc).to.not.match(/unsafe-inline|unsafe-eval/);
    expect(csp).to.include("object-src 'none'");
    expect(csp).to.include("frame-ancestors 'self'");
    expect(res.headers.get('cache-control')).to.not.equal('no-store');
  });

  it('allows eval only where the sale editor runs (its HEIC decoder), never on a buyer’s pages', async () => {
    const scriptSrcOf = async (path: string) =>
      /script-src ([^;]*)/.exec(
        (await t.request('anonymous', 'GET', path)).headers.get('content-security-policy') ?? '',
      )?.[1] ?? '';
    for (const path of ['/espace-negociateur/bien/1/photos', '/mf/sale-editor/remoteEntry.js'])
      expect(await scriptSrcOf(path), path)
        .to.include("'wasm-unsafe-eval'")
        .and.include("'unsafe-eval'");
    for (const path of ['/bien/1', '/', '/api/biens', '/mf/property-page/remoteEntry.js'])
      expect(await scriptSrcOf(path), path).to.not.match(/unsafe-eval/);
  });

  it('answers a logged-in viewer with Cache-Control: no-store, header or cookie, errors included', async () => {
    for (const cookie of [false, true]) {
      const res = await t.request('buyer', 'GET', '/api/me', { cookie });
      expect(res.status).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
    }
    const refused = await t.request('buyer', 'GET', '/api/vendeur/bien/999999/offres');
    expect(refused.status).to.be.oneOf([403, 404]);
    expect(refused.headers.get('cache-control')).to.equal('no-store');
  });

  it('keeps the headers on a 404 of the API', async () => {
    const res = await t.request('anonymous', 'GET', '/api/nothing-here');
    expect(res.status).to.equal(404);
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
  });
});
