// For component tests only (never imported by a screen): an i18n holding both catalogues at once,
// so a test renders in either locale and switches without a chunk to fetch.
import { en, fr, type Locale } from '@immo/core';
import type { i18n } from 'i18next';
import { createI18n } from './i18n.js';
import { uiEn, uiFr } from './ui-messages.js';

export function createTestI18n(locale: Locale): i18n {
  return createI18n(locale, { fr: { ...fr, ...uiFr }, en: { ...en, ...uiEn } });
}
