import type { Locale } from '@immo/core';
import { rememberLocale } from '@immo/kit';
import type { i18n } from 'i18next';

export const LOCALES: readonly Locale[] = ['fr', 'en'];

export const currentLocale = (instance: i18n): Locale => (instance.language === 'en' ? 'en' : 'fr');

/** Switches every text of the page (the i18n instance is shared with the remotes) and remembers it. */
export function switchLocale(instance: i18n, locale: Locale, doc: Document = document): void {
  rememberLocale(locale, doc);
  void instance.changeLanguage(locale);
  doc.documentElement.lang = locale;
}
