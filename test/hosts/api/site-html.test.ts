// The pages the host writes for search engines and link previews, fetched as a crawler does: no
// browser, no script. The shell's built index.html is stood in for by a page of the same shape.
import { formatEuros } from '@immo/core';
import { aPhoto, aSaleForm } from '@immo/core/testing';
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { startTestApi, type TestApi } from '../../support/api-harness.js';
import { json } from '../../support/http.js';

const PRICE = formatEuros(265000);
const SITE_URL = 'https://www.immo-encheres.test';
// As html-webpack-plugin writes it in production: minified, attribute quotes dropped.
const SHELL_HTML =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Immo Enchères — ventes immobilières aux enchères en ligne</title>' +
  '<script defer=defer src=/main.js></script></head><body><div id=root></div></body></html>';
const SCHEMAS = resolve(import.meta.dirname, '../../fixtures/sitemaps');

/** xmllint (Debian's libxml2-utils) against the sitemaps.org schema; its complaint when invalid. */
function validate(xml: string, schema: string): string | null {
  const file = join(tmpdir(), `sitemap-${process.pid}-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', join(SCHEMAS, schema), file], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('hosts/api: the server-written pages, sitemaps and robots.txt', () => {
  let t: TestApi;
  let webRoot: string;
  let bienId: number;
  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, { headers: { Accept: 'text/html', ...headers } });
  const dom = async (res: Response) => new JSDOM(await res.text()).window.document;

  before(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'immo-web-'));
    mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/dist/index.html'), SHELL_HTML);
    t = await startTestApi({ env: { WEB_ROOT: webRoot, SITE_URL: SITE_URL } });
    const res = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', {
      json: aSaleForm({ nom: 'Appartement <familial> & balcon', ref_client: 'SITE-1' }),
    });
    bienId = (await json(res)).bienId;
    // A new sale is a draft: published here as the negotiator's Publier would (its checks have their own tests).
    const created = (await t.api.ports.repos.properties.findById(bienId))!;
    await t.api.ports.repos.properties.update({ ...created, publishedAt: t.clock.now() });
    await t.api.useCases.reindexProperty.execute({ propertyId: bienId });
    await t.api.infrastructure.outbox.idle();
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  describe('/bien/{id}', () => {
    it('holds the title, the price with fees, the town and the JSON-LD listing before any script', async () => {
      const res = await page(`/bien/${bienId}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^text\/html/);
      const doc = await dom(res);
      expect(doc.title).to.equal(`Appartement <familial> & balcon à Bordeaux — ${PRICE}`);
      const root = doc.getElementById('root')!;
      expect(root.querySelector('h1')!.textContent).to.equal('Appartement <familial> & balcon');
      expect(root.textContent).to.include(`${PRICE} honoraires inclus`);
      expect(root.textContent).to.include('Bordeaux (33000)');
      expect(root.textContent).to.include('86,4 m²');
      const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
      expect(ld['@type']).to.equal('RealEstateListing');
      expect(ld.name).to.equal('Appartement <familial> & balcon');
      expect(ld.offers).to.include({ '@type': 'Offer', price: 265000, priceCurrency: 'EUR' });
      expect(ld.about.address).to.include({ postalCode: '33000', addressLocality: 'Bordeaux' });
      expect(ld.about.geo).to.include({ latitude: 44.8488, longitude: -0.5709 });
      expect(ld.url).to.equal(`${SITE_URL}/bien/${bienId}`);
    });

    it('styles its content in the page itself: no stylesheet to fetch before the first paint', async () => {
      const doc = await dom(await page(`/bien/${bienId}`));
      expect(doc.querySelector('link[rel="stylesheet"]')).to.equal(null);
      expect(doc.head.querySelector('style')!.textContent).to.include('.ssr-price');
    });

    it('escapes what it writes: the title is text, the JSON-LD closes no script', async () => {
      const html = await (await page(`/bien/${bienId}`)).text();
      expect(html).not.to.include('<familial>');
      expect(html).to.include('Appartement &lt;familial&gt; &amp; balcon');
      expect(html).to.include('\\u003cfamilial\\u003e');
    });

    it('names its canonical URL, its two languages, its Open Graph and Twitter card', async () => {
      const doc = await dom(await page(`/bien/${bienId}`));
      const attr = (selector: string, name = 'content') => doc.querySelector(selector)?.getAttribute(name);
      expect(attr('link[rel=canonical]', 'href')).to.equal(`${SITE_URL}/bien/${bienId}`);
      expect(attr('link[hreflang=fr]', 'href')).to.equal(`${SITE_URL}/bien/${bienId}`);
      expect(attr('link[hreflang=en]', 'href')).to.equal(`${SITE_URL}/bien/${bienId}?lang=en`);
      expect(attr('meta[name=description]')).to.include('Bordeaux (33000)');
      expect(attr('meta[property="og:title"]')).to.include(PRICE);
      expect(attr('meta[property="product:price:amount"]')).to.equal('265000');
      expect(attr('meta[property="og:locality"]')).to.equal('Bordeaux');
      expect(attr('meta[name="twitter:card"]')).to.match(/^summary/);
    });

    it('writes the English page at ?lang=en, canonical to itself', async () => {
      const doc = await dom(await page(`/bien/${bienId}?lang=en`));
      expect(doc.documentElement.lang).to.equal('en');
      expect(doc.title).to.include(' in Bordeaux');
      expect(doc.getElementById('root')!.textContent).to.include(`${PRICE} fees included`);
      expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).to.equal(
        `${SITE_URL}/bien/${bienId}?lang=en`,
      );
    });

    it('keeps the canonical URL the address asked for when the browser got English content', async () => {
      const doc = await dom(await page(`/bien/${bienId}`, { 'Accept-Language': 'en-US,en;q=0.9' }));
      expect(doc.documentElement.lang).to.equal('en');
      expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).to.equal(
        `${SITE_URL}/bien/${bienId}`,
      );
    });

    it('answers 404 for a property that does not exist, and for a path no screen has', async () => {
      for (const path of ['/bien/999999', '/bien/abc', '/nulle-part', '/plan-du-site/departement/99']) {
        const res = await page(path);
        expect(res.status, path).to.equal(404);
        const doc = await dom(res);
        expect(doc.querySelector('meta[name=robots]')!.getAttribute('content'), path).to.equal('noindex');
      }
    });
  });

  it('writes the home page, the search page and the public pages with their content', async () => {
    await t.api.ports.repos.photos.add(aPhoto({ propertyId: bienId, position: 0 }));
    await t.api.useCases.reindexProperty.execute({ propertyId: bienId });
    await t.api.infrastructure.outbox.idle();
    const home = await dom(await page('/'));
    expect(home.querySelector(`#root a[href="/bien/${bienId}"]`)).not.to.equal(null);
    const search = await page('/recherche');
    expect(search.status).to.equal(200);
    // No picture a browser running scripts fetches (the cards' are in <noscript>): the page's largest
    // paint is its heading, in the first frame.
    const homeHtml = await (await page('/')).text();
    expect(new JSDOM(homeHtml).window.document.querySelectorAll('#root .ssr-card noscript img')).not.to.be
      .empty;
    expect(new JSDOM(homeHtml, { runScripts: 'dangerously' }).window.document.querySelectorAll('#root img'))
      .to.be.empty;
    const about = await dom(await page('/about'));
    expect(about.querySelector('#root h1')!.textContent).to.equal('Qui sommes-nous');
    // The English alias is the same page: one canonical URL.
    expect(about.querySelector('link[rel=canonical]')!.getAttribute('href')).to.equal(
      `${SITE_URL}/qui-sommes-nous`,
    );
  });

  it('keeps the spaces and the login page out of the index', async () => {
    const res = await page('/espace-negociateur');
    expect(res.status).to.equal(200);
    expect((await dom(res)).querySelector('meta[name=robots]')!.getAttribute('content')).to.equal('noindex');
  });

  it('lists the sale on the site maps by department, type and town, linked from the footer', async () => {
    const index = await dom(await page('/plan-du-site'));
    expect(index.querySelector('footer a[href="/plan-du-site"]')).not.to.equal(null);
    for (const path of [
      '/plan-du-site/departement/33',
      '/plan-du-site/type/appt',
      '/plan-du-site/ville/33000-bordeaux',
    ]) {
      const res = await page(path);
      expect(res.status, path).to.equal(200);
      const doc = await dom(res);
      expect(doc.querySelector(`#root a[href="/bien/${bienId}"]`), path).not.to.equal(null);
    }
    const departments = await dom(await page('/plan-du-site/departements'));
    expect(departments.querySelector('#root a[href="/plan-du-site/departement/33"]')).not.to.equal(null);
  });

  describe('sitemaps', () => {
    it('/sitemap.xml is an index valid against the sitemaps.org schema', async () => {
      const res = await fetch(`${t.url}/sitemap.xml`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/xml/);
      const xml = await res.text();
      expect(validate(xml, 'siteindex.xsd')).to.equal(null);
      expect(xml).to.include(`<loc>${SITE_URL}/sitemap-biens-1.xml</loc>`);
      expect(xml).to.include(`<loc>${SITE_URL}/sitemap-pages.xml</loc>`);
    });

    it('the properties sitemap lists the sale with its lastmod and image, and validates', async () => {
      const xml = await (await fetch(`${t.url}/sitemap-biens-1.xml`)).text();
      expect(validate(xml, 'urlset-with-images.xsd')).to.equal(null);
      expect(xml).to.match(
        new RegExp(`<loc>${SITE_URL}/bien/${bienId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
      );
      expect((await fetch(`${t.url}/sitemap-biens-2.xml`)).status).to.equal(404);
    });

    it('the pages sitemap lists the public pages and the site-map pages, and validates', async () => {
      const xml = await (await fetch(`${t.url}/sitemap-pages.xml`)).text();
      expect(validate(xml, 'sitemap.xsd')).to.equal(null);
      for (const path of [
        '/',
        '/qui-sommes-nous',
        '/plan-du-site/departement/33',
        '/plan-du-site/ville/33000-bordeaux',
      ])
        expect(xml).to.include(`<loc>${SITE_URL}${path}</loc>`);
    });

    it('the validation fails on a sitemap that breaks the schema (the check can fail)', () => {
      expect(
        validate(
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url/></urlset>',
          'sitemap.xsd',
        ),
      ).to.be.a('string');
    });
  });

  it('robots.txt allows the site, keeps the API and spaces out and names the sitemap', async () => {
    const text = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(text).to.include('User-agent: *');
    expect(text).to.include('Disallow: /api/');
    expect(text).to.include(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
