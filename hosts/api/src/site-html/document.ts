import {
  FOOTER_DISCOVER,
  FOOTER_INFORMATION,
  LOCALES,
  SITE_MAP_PATHS,
  publicPage,
  translate,
  type Locale,
  type MessageCode,
} from '@immo/core';
import { escapeHtml, jsonInScript } from './escape.js';
import { PRERENDER_CSS } from './prerender-css.js';
import { localizedPath, type SitePage } from './site-page.js';

const OG_LOCALES: Readonly<Record<Locale, string>> = { fr: 'fr_FR', en: 'en_GB' };

const absolute = (siteUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;

/** The <head> lines of a page: title, description, canonical, hreflang, Open Graph, Twitter card, JSON-LD. */
export function headOf(page: SitePage, siteUrl: string): string {
  const canonical = absolute(siteUrl, localizedPath(page.path, page.urlLocale ?? page.locale));
  const image = page.image ? absolute(siteUrl, page.image) : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(absolute(siteUrl, localizedPath(page.path, locale)))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(siteUrl, page.path))}" />`,
    meta('property', 'og:site_name', translate('site_name', page.locale)),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', OG_LOCALES[page.locale]),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(page.openGraph ?? []).map(([key, content]) => meta('property', key, content)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(page.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonInScript(data)}</script>`),
    // Inline: a stylesheet to fetch would hold the first paint back by a round trip.
    `<style>${PRERENDER_CSS}</style>`,
  ];
  return lines.join('\n    ');
}

function linkList(items: readonly { path: string; label: string }[], locale: Locale): string {
  return `<ul>${items
    .map(
      (item) =>
        `<li><a href="${escapeHtml(localizedPath(item.path, locale))}">${escapeHtml(item.label)}</a></li>`,
    )
    .join('')}</ul>`;
}

/** The header and footer around the content, as plain links (what a crawler follows). */
function frameOf(page: SitePage): { header: string; footer: string } {
  const t = (code: MessageCode) => translate(code, page.locale);
  const pages = (ids: typeof FOOTER_DISCOVER) =>
    ids.map((id) => ({ path: publicPage(id).path, label: t(publicPage(id).title) }));
  const header = `<header class="ssr-header"><a class="ssr-brand" href="${escapeHtml(localizedPath('/', page.locale))}">${escapeHtml(t('site_name'))}</a></header>`;
  const footer = `<footer class="ssr-footer"><nav aria-label="${escapeHtml(t('footer_discover'))}">${linkList(pages(FOOTER_DISCOVER), page.locale)}</nav><nav aria-label="${escapeHtml(t('footer_information'))}">${linkList(
    [...pages(FOOTER_INFORMATION), { path: SITE_MAP_PATHS.index, label: t('site_maps_title') }],
    page.locale,
  )}</nav></footer>`;
  return { header, footer };
}

/**
 * The shell's index.html with the page written in: its <head> lines replace the generic title, and
 * the content goes into #root — the shell finds it there (data-prerendered) and keeps showing it in
 * the screen's slot until the screen has loaded, then React replaces it.
 */
export function renderDocument(shellHtml: string, page: SitePage, siteUrl: string): string {
  const { header, footer } = frameOf(page);
  const root = `<div id="root"><div class="ssr" data-prerendered>${header}<main class="ssr-main" id="main" data-prerendered-main>${page.main}</main>${footer}</div></div>`;
  // The built page is minified (attribute quotes dropped): match either way. A page without the root
  // the shell renders into is served as it is — the screens still work, only without the content
  // written ahead (test/hosts/api/site-html.test.ts checks that the real shell has it).
  const withRoot = shellHtml.replace(/<div id=("?)root\1><\/div>/, () => root);
  if (withRoot === shellHtml) return shellHtml;
  return withRoot
    .replace(/<html lang=("?)[a-z-]*\1/, () => `<html lang="${page.locale}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => headOf(page, siteUrl));
}
