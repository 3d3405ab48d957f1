import { en as coreEn, fr as coreFr, type Locale } from '@immo/core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEn, uiFr } from './ui-messages.js';

export const LOCALE_COOKIE = 'locale';

/**
 * One i18next instance for the shell and every remote (the kit is a shared singleton).
 * Texts are core's message catalogue plus the screens' own labels; `{name}` placeholders as in core.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    resources: {
      fr: { translation: { ...coreFr, ...uiFr } },
      en: { translation: { ...coreEn, ...uiEn } },
    },
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** The page's locale as core's rules take it (English or French). */
export const localeOf = (instance: Pick<i18n, 'language'>): Locale =>
  instance.language?.startsWith('en') ? 'en' : 'fr';

/**
 * The locale the address asks for (?lang=en, the English pages' URLs), else the one chosen before
 * (cookie), else the browser's, else French — the server writes the page's content in the same one.
 */
export function initialLocale(doc: Document = document, nav: Navigator = navigator): Locale {
  const asked = new URLSearchParams(doc.location?.search ?? '').get('lang');
  if (asked === 'fr' || asked === 'en') return asked;
  const cookie = doc.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  const saved = cookie?.slice(LOCALE_COOKIE.length + 1);
  if (saved === 'fr' || saved === 'en') return saved;
  return nav.language?.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

export function rememberLocale(locale: Locale, doc: Document = document): void {
  doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

export const currentLocale = (instance: i18n): Locale => (instance.language === 'en' ? 'en' : 'fr');

/**
 * Switches every text of the page (the i18n instance is shared by the shell and the remotes),
 * remembers the choice and tells the document: the header's switch and the buyer's language setting.
 */
export function switchLocale(instance: i18n, locale: Locale, doc: Document = document): void {
  rememberLocale(locale, doc);
  void instance.changeLanguage(locale);
  doc.documentElement.lang = locale;
}
