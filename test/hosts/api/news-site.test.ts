// The news pages as a crawler fetches them: no browser, no script; the sitemap lists the articles.
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { startTestApi, type TestApi } from '../../support/api-harness.js';
import { json } from '../../support/http.js';

const SITE_URL = 'https://www.immo-encheres.test';
const SHELL_HTML =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Immo Enchères</title>' +
  '<script defer=defer src=/main.js></script></head><body><div id=root></div></body></html>';
const SCHEMAS = resolve(import.meta.dirname, '../../fixtures/sitemaps');

describe('hosts/api: the news pages and the newsletter pages, server-written', () => {
  let t: TestApi;
  let webRoot: string;
  const page = (path: string) => fetch(`${t.url}${path}`, { headers: { Accept: 'text/html' } });
  const dom = async (res: Response) => new JSDOM(await res.text()).window.document;
  const ADMIN = '/api/espace-admin/actualites';
  let published: { id: number; path: string };
  let draft: { id: number; path: string };

  before(async function () {
    this.timeout(60_000);
    webRoot = mkdtempSync(join(tmpdir(), 'immo-web-'));
    mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/dist/index.html'), SHELL_HTML);
    t = await startTestApi({ env: { WEB_ROOT: webRoot, SITE_URL } });
    const write = async (title: string) =>
      json(
        await t.request('admin', 'POST', ADMIN, {
          json: { title, body: 'Le <premier> paragraphe.\n\nLe second.', summary: 'Résumé & teaser' },
        }),
      );
    published = await write('Les ventes de l’hiver');
    draft = await write('Brouillon secret');
    await t.request('admin', 'PUT', `${ADMIN}/${published.id}/publication`, { json: { published: true } });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('/actualites lists the published articles with links, title, description and canonical', async () => {
    const res = await page('/actualites');
    expect(res.status).to.equal(200);
    const doc = await dom(res);
    expect(doc.title).to.equal('Actualités — Immo Enchères');
    expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).to.equal(`${SITE_URL}/actualites`);
    expect(doc.querySelector(`#root a[href="${published.path}"]`)).to.not.equal(null);
    expect(doc.querySelector(`#root a[href="${draft.path}"]`)).to.equal(null);
    expect(doc.querySelector('#root')!.textContent).to.include('Résumé & teaser');
    expect((await page('/actualites/page/2')).status).to.equal(404);
  });

  it('an article: its text as markup, NewsArticle JSON-LD, hreflang, Open Graph article; a draft is 404', async () => {
    const res = await page(published.path);
    expect(res.status).to.equal(200);
    const doc = await dom(res);
    expect(doc.title).to.equal('Les ventes de l’hiver — Immo Enchères');
    expect(doc.querySelector('meta[name=description]')!.getAttribute('content')).to.equal('Résumé & teaser');
    expect(doc.querySelector('#root h1')!.textContent).to.equal('Les ventes de l’hiver');
    expect(doc.querySelector('#root article p:nth-of-type(2)')!.textContent).to.equal(
      'Le <premier> paragraphe.',
    );
    expect(doc.querySelector('link[hreflang=en]')!.getAttribute('href')).to.equal(
      `${SITE_URL}${published.path}?lang=en`,
    );
    expect(doc.querySelector('meta[property="og:type"][content=article]')).to.not.equal(null);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).to.include({
      '@type': 'NewsArticle',
      headline: 'Les ventes de l’hiver',
      url: `${SITE_URL}${published.path}`,
    });
    expect(ld.datePublished).to.match(/^\d{4}-\d\d-\d\dT/);
    expect((await page(draft.path)).status).to.equal(404);
    expect((await page('/actualites/999999-rien')).status).to.equal(404);
  });

  it('the pages sitemap lists the published article with its lastmod, and validates', async () => {
    const xml = await (await fetch(`${t.url}/sitemap-pages.xml`)).text();
    const file = join(tmpdir(), `news-sitemap-${process.pid}.xml`);
    writeFileSync(file, xml);
    try {
      execFileSync('xmllint', ['--noout', '--schema', join(SCHEMAS, 'sitemap.xsd'), file], { stdio: 'pipe' });
    } finally {
      rmSync(file, { force: true });
    }
    expect(xml).to.match(
      new RegExp(`<loc>${SITE_URL}${published.path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
    expect(xml).to.include(`<loc>${SITE_URL}/actualites</loc>`);
    expect(xml).not.to.include(draft.path);
  });

  it('the newsletter pages answer 200 noindex; robots.txt keeps them and the admin space out', async () => {
    for (const path of [
      '/newsletter/confirmation?token=x',
      '/newsletter/desinscription?token=x',
      '/espace-admin/actualites',
    ]) {
      const res = await page(path);
      expect(res.status, path).to.equal(200);
      expect((await dom(res)).querySelector('meta[name=robots]')!.getAttribute('content'), path).to.equal(
        'noindex',
      );
    }
    const robots = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(robots).to.include('Disallow: /espace-admin');
    expect(robots).to.include('Disallow: /newsletter/');
  });
});
