import type { Locale } from '@immo/core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleMessages } from './remote-messages.js';
import { uiEn, uiFr } from './ui-messages.js';

export const LOCALE_COOKIE = 'locale';

/** Every text of one locale: core's message catalogue plus the screens' own labels. */
export type Catalogue = Record<string, string>;

/** Fetches the texts of one locale (the shell passes its own: the areas of its screens). */
export type CatalogueLoader = (locale: Locale) => Promise<Catalogue>;

/**
 * The catalogue of one locale, every area of core, a JSON chunk of its own made at build time
 * (kit/webpack's catalogue-loader): a remote's standalone page. The shell loads only its own areas
 * (shell/src/catalogue.ts); each remote adds its own (RemoteMessages).
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'en') {
    const { default: en } = await import(
      /* webpackChunkName: "catalogue-en" */ '@immo/core/locales/en?catalogue'
    );
    return { ...en, ...uiEn };
  }
  const { default: fr } = await import(
    /* webpackChunkName: "catalogue-fr" */ '@immo/core/locales/fr?catalogue'
  );
  return { ...fr, ...uiFr };
}

/**
 * One i18next instance for the shell and every remote (the kit is a shared singleton), with the
 * catalogues given (at least the locale's; `{name}` placeholders as in core).
 */
export function createI18n(locale: Locale, catalogues: Partial<Record<Locale, Catalogue>>): i18n {
  const instance = i18next.createInstance();
  (instance as WithCatalogues)[CATALOGUES_HELD] = new Set(Object.keys(catalogues) as Locale[]);
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([language, texts]) => [language, { translation: texts }]),
    ),
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * The locales whose catalogue an instance holds (the remotes' own texts do not count), kept on the
 * instance under a global symbol: right even where two copies of this module run (the tests' loader).
 */
const CATALOGUES_HELD = Symbol.for('immo.kit.i18n.catalogues');
/** The loader the page's catalogue came from, for the other locale on a switch (same symbol rule). */
const CATALOGUE_LOADER = Symbol.for('immo.kit.i18n.catalogue-loader');
/** The remotes' texts fetched per locale that the page has shown (same symbol rule). */
const REMOTE_TEXTS = Symbol.for('immo.kit.i18n.remote-texts');
type WithCatalogues = i18n & {
  [CATALOGUES_HELD]?: Set<Locale>;
  [CATALOGUE_LOADER]?: CatalogueLoader;
  [REMOTE_TEXTS]?: Set<LocaleMessages>;
};

/** The remotes' texts fetched per locale that an instance has shown: a switch fetches them too. */
export const remoteTextsOf = (instance: i18n): Set<LocaleMessages> =>
  ((instance as WithCatalogues)[REMOTE_TEXTS] ??= new Set());

/** The page's i18n once the catalogue of its locale has arrived: render the screens after it. */
export async function startI18n(locale: Locale, load: CatalogueLoader = loadCatalogue): Promise<i18n> {
  const instance = createI18n(locale, { [locale]: await load(locale) });
  (instance as WithCatalogues)[CATALOGUE_LOADER] = load;
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
 * The new locale's catalogue is fetched first when the page does not hold it yet (by the loader the
 * page started with, unless one is given).
 */
export async function switchLocale(
  instance: i18n,
  locale: Locale,
  doc: Document = document,
  load: CatalogueLoader = (instance as WithCatalogues)[CATALOGUE_LOADER] ?? loadCatalogue,
): Promise<void> {
  rememberLocale(locale, doc);
  const held = ((instance as WithCatalogues)[CATALOGUES_HELD] ??= new Set<Locale>());
  if (!held.has(locale)) {
    // Under the remotes' texts already added for that locale (they are newer than the shell's copy).
    instance.addResourceBundle(locale, 'translation', await load(locale), true, false);
    held.add(locale);
  }
  // The remotes' texts of that locale, over the shell's, before any screen reads one (fetched first
  // when not there yet; when they are, the switch happens at once, as the catalogue's does).
  const remoteTexts = [...remoteTextsOf(instance)];
  const missing = remoteTexts.filter((messages) => !messages.loaded(locale));
  if (missing.length > 0) await Promise.all(missing.map((messages) => messages.load(locale)));
  for (const messages of remoteTexts)
    instance.addResourceBundle(locale, 'translation', messages.loaded(locale) ?? {}, true, true);
  const changed = instance.changeLanguage(locale);
  doc.documentElement.lang = locale;
  await changed;
}
