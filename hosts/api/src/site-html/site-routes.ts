import { resolveLocale, type Locale } from '@immo/core';
import type Koa from 'koa';
import { renderDocument } from './document.js';
import { sitePageAt, type SitePagesUseCases } from './pages.js';
import { allPublishedNews } from './news-pages.js';
import {
  PAGES_SITEMAP,
  PROPERTIES_SITEMAP,
  pagesSitemap,
  propertiesSitemap,
  robotsTxt,
  sitemapIndex,
} from './sitemaps.js';

export interface SiteOptions {
  /** The public address of the site (absolute links of canonical URLs, sitemaps, previews). */
  siteUrl: string;
  useCases: SitePagesUseCases;
}

/** The page's language: ?lang=, else the visitor's saved choice (the shell's cookie), else the browser's. */
export function pageLocale(ctx: Koa.Context): Locale {
  const asked = ctx.query.lang;
  if (asked === 'fr' || asked === 'en') return asked;
  const saved = ctx.cookies.get('locale');
  if (saved === 'fr' || saved === 'en') return saved;
  return resolveLocale(ctx.get('Accept-Language'));
}

/** robots.txt, the XML sitemaps and the stylesheet of the server-written pages. */
export function siteFiles(options: SiteOptions): Koa.Middleware {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const salesOrThrow = async () => {
    const result = await options.useCases.listSiteSales.execute();
    if (!result.ok) throw new Error(`site sales: ${result.error.code}`);
    return result.value;
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robotsTxt(siteUrl);
      return;
    }
    const propertiesFile = PROPERTIES_SITEMAP.exec(ctx.path);
    if (ctx.path !== '/sitemap.xml' && ctx.path !== PAGES_SITEMAP && !propertiesFile) return next();
    const { sales, now } = await salesOrThrow();
    const xml =
      ctx.path === '/sitemap.xml'
        ? sitemapIndex(siteUrl, sales, now)
        : ctx.path === PAGES_SITEMAP
          ? pagesSitemap(siteUrl, sales, await allPublishedNews(options.useCases))
          : propertiesSitemap(siteUrl, sales, Number(propertiesFile![1]));
    if (xml === null) return next();
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=600');
    ctx.body = xml;
  };
}

/** The shell's HTML for a page route, with that page's head and content written in, and its status. */
export type PageRenderer = (ctx: Koa.Context, shellHtml: string) => Promise<{ status: number; html: string }>;

export function pageRenderer(options: SiteOptions): PageRenderer {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  return async (ctx, shellHtml) => {
    const page = await sitePageAt(ctx.path, pageLocale(ctx), options.useCases, siteUrl);
    page.urlLocale = ctx.query.lang === 'en' ? 'en' : 'fr';
    return { status: page.status, html: renderDocument(shellHtml, page, siteUrl) };
  };
}
