import type { Locale } from '@immo/core';

export { currentLocale, switchLocale } from '@immo/kit';

export const LOCALES: readonly Locale[] = ['fr', 'en'];
