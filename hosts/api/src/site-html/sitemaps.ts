import {
  PUBLIC_PAGES,
  SITEMAP_MAX_URLS,
  SITE_MAP_PATHS,
  groupByCity,
  groupByDepartment,
  groupByType,
  photoUrl,
  propertyPagePath,
  IMAGE_WIDTH_FULL,
  newsArticlePath,
  type NewsArticle,
  type SiteSale,
} from '@immo/core';
import { escapeXml } from './escape.js';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

export const PROPERTIES_SITEMAP = /^\/sitemap-biens-([1-9]\d{0,5})\.xml$/;
export const PAGES_SITEMAP = '/sitemap-pages.xml';
export const propertiesSitemapPath = (n: number): string => `/sitemap-biens-${n}.xml`;

const day = (instant: number): string => new Date(instant).toISOString().slice(0, 10);

/** /sitemap.xml: the pages' sitemap, then one properties sitemap per 50 000 sales. */
export function sitemapIndex(siteUrl: string, sales: readonly SiteSale[], now: number): string {
  const files = Math.max(1, Math.ceil(sales.length / SITEMAP_MAX_URLS));
  const lastmodOf = (chunk: readonly SiteSale[]) =>
    day(chunk.reduce((latest, sale) => Math.max(latest, sale.updatedAt), 0) || now);
  const entries = [
    { loc: `${siteUrl}${PAGES_SITEMAP}`, lastmod: day(now) },
    ...Array.from({ length: files }, (_, i) => ({
      loc: `${siteUrl}${propertiesSitemapPath(i + 1)}`,
      lastmod: lastmodOf(sales.slice(i * SITEMAP_MAX_URLS, (i + 1) * SITEMAP_MAX_URLS)),
    })),
  ];
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries
    .map((e) => `  <sitemap><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** The n-th properties sitemap (1-based), each sale with its last change and its main photo; null past the last. */
export function propertiesSitemap(siteUrl: string, sales: readonly SiteSale[], n: number): string | null {
  const chunk = sales.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS);
  if (chunk.length === 0 && n > 1) return null;
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">\n${chunk
    .map(
      (sale) =>
        `  <url><loc>${escapeXml(`${siteUrl}${propertyPagePath(sale.propertyId)}`)}</loc><lastmod>${day(sale.updatedAt)}</lastmod>${
          sale.mainPhotoId === null
            ? ''
            : `<image:image><image:loc>${escapeXml(`${siteUrl}${photoUrl(sale.mainPhotoId, IMAGE_WIDTH_FULL)}`)}</image:loc></image:image>`
        }</url>`,
    )
    .join('\n')}\n</urlset>\n`;
}

/** The home and search pages, the public pages, and every page of the HTML site maps. */
export function pagesSitemap(
  siteUrl: string,
  sales: readonly SiteSale[],
  news: readonly NewsArticle[] = [],
): string {
  const entries: { path: string; lastmod?: number }[] = [
    ...pagePaths(sales).map((path) => ({ path })),
    ...news.map((article) => ({ path: newsArticlePath(article), lastmod: article.updatedAt })),
  ];
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod === undefined ? '' : `<lastmod>${day(lastmod)}</lastmod>`}</url>`,
    )
    .join('\n')}\n</urlset>\n`;
}

function pagePaths(sales: readonly SiteSale[]): string[] {
  return [
    '/',
    '/recherche',
    ...PUBLIC_PAGES.map((page) => page.path),
    ...Object.values(SITE_MAP_PATHS),
    ...[...groupByDepartment(sales), ...groupByType(sales), ...groupByCity(sales)].map((group) => group.path),
  ];
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /espace-negociateur',
    'Disallow: /espace-utilisateur',
    'Disallow: /mon-espace',
    'Disallow: /download/',
    'Disallow: /espace-admin',
    'Disallow: /newsletter/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
