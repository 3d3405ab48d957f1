// The public site: its information pages and its site maps.
export * from './public-pages.js';
export * from './site-map.js';
export * from './sale-poster.js';
export * from './site-map-view.js';
export * from './seller-lead.js';
export * from './contact-message.js';
export * from './news-article.js';
export * from './news-permissions.js';
export * from './news-image.js';
