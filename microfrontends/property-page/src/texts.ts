import { messagesByLocale } from '@immo/kit';

/**
 * This remote's texts (messages.ts) as one JSON chunk per locale, made at build time: the page
 * fetches its language's only (the render waits for them), the other one on a switch of language.
 */
export const PROPERTY_PAGE_TEXTS = messagesByLocale({
  fr: () => import(/* webpackChunkName: "property-page-texts-fr" */ './messages?locale=fr&catalogue'),
  en: () => import(/* webpackChunkName: "property-page-texts-en" */ './messages?locale=en&catalogue'),
});

/** The page's language as the server wrote it (the shell keeps <html lang> in step with a switch). */
export const pageLocale = (doc: Document = document) => (doc.documentElement.lang === 'en' ? 'en' : 'fr');
