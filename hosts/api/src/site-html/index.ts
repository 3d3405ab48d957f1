// The HTML, sitemaps and robots.txt the host writes for search engines and link previews.
export { escapeHtml, jsonInScript } from './escape.js';
export { pageRenderer, siteFiles, pageLocale, type PageRenderer, type SiteOptions } from './site-routes.js';
export type { SitePagesUseCases } from './pages.js';
