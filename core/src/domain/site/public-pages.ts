import type { MessageCode } from '../../messages/catalogue.js';

/**
 * The public information pages of spec §2.4, in the footer. Each has a French path (the site's
 * language) and its English name as an alias; the texts are catalogue entries.
 */
export const PUBLIC_PAGES = [
  { id: 'about', path: '/qui-sommes-nous', alias: '/about', title: 'footer_about', body: 'page_about_body' },
  { id: 'buy', path: '/acheter', alias: '/buy', title: 'footer_buy', body: 'page_buy_body' },
  { id: 'sell', path: '/vendre', alias: '/sell', title: 'footer_sell', body: 'page_sell_body' },
  {
    id: 'estimate',
    path: '/estimer',
    alias: '/estimate',
    title: 'footer_estimate',
    body: 'page_estimate_body',
  },
  { id: 'news', path: '/actualites', alias: '/news', title: 'footer_news', body: 'page_news_body' },
  {
    id: 'professionals',
    path: '/professionnels',
    alias: '/professionals',
    title: 'footer_professionals',
    body: 'page_professionals_body',
  },
  { id: 'legal', path: '/mentions-legales', alias: '/legal', title: 'footer_legal', body: 'page_legal_body' },
  {
    id: 'privacy',
    path: '/confidentialite',
    alias: '/privacy',
    title: 'footer_privacy',
    body: 'page_privacy_body',
  },
  {
    id: 'terms',
    path: '/conditions-utilisation',
    alias: '/terms',
    title: 'footer_terms',
    body: 'page_terms_body',
  },
] as const satisfies readonly {
  id: string;
  path: string;
  alias: string;
  title: MessageCode;
  body: MessageCode;
}[];

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PublicPageId = PublicPage['id'];

export const publicPage = (id: PublicPageId): PublicPage => PUBLIC_PAGES.find((page) => page.id === id)!;

/** The footer's two columns. */
export const FOOTER_DISCOVER: readonly PublicPageId[] = [
  'about',
  'buy',
  'sell',
  'estimate',
  'news',
  'professionals',
];
export const FOOTER_INFORMATION: readonly PublicPageId[] = ['legal', 'privacy', 'terms'];
