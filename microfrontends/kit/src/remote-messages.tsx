import type { Locale } from '@immo/core';
import type { i18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A remote's own texts, per locale: the catalogue areas it uses and its screens' labels. */
export type MessageBundle = Record<Locale, Record<string, string>>;

/** Several areas (core's `messages/<area>` files, a remote's labels) as one bundle; later ones win. */
export function mergeMessages(...bundles: readonly MessageBundle[]): MessageBundle {
  return {
    fr: Object.assign({}, ...bundles.map((bundle) => bundle.fr)) as Record<string, string>,
    en: Object.assign({}, ...bundles.map((bundle) => bundle.en)) as Record<string, string>,
  };
}

/**
 * Adds a remote's texts to the shared i18n instance, over the shell's: a remote redeployed with a
 * new or changed text shows it at once, the shell untouched (its copy of core's catalogue may be older).
 */
export function addMessages(instance: i18n, bundle: MessageBundle): void {
  for (const locale of ['fr', 'en'] as const)
    instance.addResourceBundle(locale, 'translation', bundle[locale], true, true);
}

/** `addMessages` once per i18n instance, before the remote's first text is read (during render). */
export function useRemoteMessages(bundle: MessageBundle): void {
  const { i18n } = useTranslation();
  useMemo(() => addMessages(i18n, bundle), [i18n, bundle]);
}

/** A remote's screen with its texts added first (wrap each exposed module in it). */
export function RemoteMessages({ messages, children }: { messages: MessageBundle; children: ReactNode }) {
  useRemoteMessages(messages);
  return <>{children}</>;
}
