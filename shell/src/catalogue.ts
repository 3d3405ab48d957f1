import type { Locale } from '@immo/core';
import { uiEn, uiFr, type Catalogue } from '@immo/kit';

/**
 * The shell's texts in one locale: its own areas of core's catalogue (messages/<locale>.ts) as a JSON
 * chunk made at build time (kit/webpack's catalogue-loader), plus the kit's labels. The remotes add
 * their own areas when they mount (kit's RemoteMessages).
 */
export async function loadShellCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'en') {
    const { default: en } = await import(/* webpackChunkName: "shell-texts-en" */ './messages/en?catalogue');
    return { ...en, ...uiEn };
  }
  const { default: fr } = await import(/* webpackChunkName: "shell-texts-fr" */ './messages/fr?catalogue');
  return { ...fr, ...uiFr };
}
