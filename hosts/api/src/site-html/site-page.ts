import type { Locale } from '@immo/core';

/** What the host writes into the shell's HTML for one page, before any script runs. */
export interface SitePage {
  status: 200 | 404;
  locale: Locale;
  title: string;
  description: string;
  /** The page's path without the language (the canonical French URL's path). */
  path: string;
  /** Absolute or site-relative URL of the page's picture (Open Graph, Twitter card). */
  image: string | null;
  /** Extra Open Graph lines: the price and the town of a sale. */
  openGraph?: readonly (readonly [property: string, content: string])[];
  /** schema.org objects, written as application/ld+json. */
  jsonLd?: readonly object[];
  /** The page's content as markup, shown until the screens take over. */
  main: string;
  /**
   * The language of the URL asked for (?lang=en, else French): the canonical URL is the page's own
   * address, whatever language the visitor's browser got the content in.
   */
  urlLocale?: Locale;
  /** Pages a search engine must not keep (the spaces, the login page, 404). */
  noindex?: boolean;
}

export interface SiteLink {
  path: string;
  label: string;
}

/** The page's URL in one language: French bare, English with ?lang=en. */
export const localizedPath = (path: string, locale: Locale): string =>
  locale === 'fr' ? path : `${path}?lang=${locale}`;
