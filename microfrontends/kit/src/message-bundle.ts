// A remote's texts in both locales, and how they are assembled. Free of any import at run time: the
// kit's catalogue-loader runs a remote's messages.ts at build time to make one JSON chunk per locale.
import type { Locale } from '@immo/core';

/** A remote's own texts, per locale: the catalogue areas it uses and its screens' labels. */
export type MessageBundle = Record<Locale, Record<string, string>>;

/** Several areas (core's `messages/<area>` files, a remote's labels) as one bundle; later ones win. */
export function mergeMessages(...bundles: readonly MessageBundle[]): MessageBundle {
  return {
    fr: Object.assign({}, ...bundles.map((bundle) => bundle.fr)) as Record<string, string>,
    en: Object.assign({}, ...bundles.map((bundle) => bundle.en)) as Record<string, string>,
  };
}
